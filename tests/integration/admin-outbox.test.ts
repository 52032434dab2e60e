import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import OutboxPage from '@/app/admin/outbox/page'
import { GET as outboxRoute } from '@/app/api/v1/admin/outbox/route'
import { createSessionToken, sessionCookie } from '@/lib/server/auth/session-token'
import { resetConfigForTests } from '@/lib/server/config'
import { db, Prisma } from '@/lib/server/db'
import { hideLinkTokens, listOutbox, OUTBOX_PAGE_SIZE } from '@/lib/server/email/list-outbox'
import { sendEmail } from '@/lib/server/email/send-email'
import { AppError } from '@/lib/server/errors'
import { createAdmin, createManager, createPatient, createTherapist, uniqueEmail } from '../fixtures/factories'
import { renderHtml, visibleText } from '../support/render-html'

// One request's headers and cookies stand in for Next's request scope; Postgres is real.
const request = vi.hoisted(() => ({ authorization: null as string | null, cookies: new Map<string, string>() }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

beforeEach(() => {
  request.authorization = null
  request.cookies = new Map()
  // No provider: the outbox row is the delivery.
  delete process.env.RESEND_API_KEY
  resetConfigForTests()
})

const context = { params: Promise.resolve({}) }

function call(token: string | null, query = '') {
  request.authorization = token ? `Bearer ${token}` : null
  return outboxRoute(new NextRequest(new URL(`/api/v1/admin/outbox${query}`, 'http://localhost'), { headers: token ? { authorization: `Bearer ${token}` } : {} }), context)
}

/** An instant after every email in the outbox, so what a test writes heads the list. */
async function aboveEveryEmail(): Promise<number> {
  const { _max } = await db.emailOutbox.aggregate({ _max: { createdAt: true } })
  return Math.max(_max.createdAt?.getTime() ?? 0, Date.now()) + 60_000
}

/** Moves an email sent by sendEmail to the top of the outbox. */
async function bringToTop(id: string) {
  await db.emailOutbox.update({ where: { id }, data: { createdAt: new Date(await aboveEveryEmail()) } })
}

/** Puts emails at the top of the outbox (created after every other row), oldest first. */
async function newestEmails(count: number) {
  const to = uniqueEmail('outbox')
  const base = await aboveEveryEmail()
  const rows = []
  for (let index = 0; index < count; index++) {
    rows.push(
      await db.emailOutbox.create({
        data: { to, subject: `Subject ${index}`, text: `Hello <b>${index}</b>\nSecond line`, provider: 'outbox', createdAt: new Date(base + index * 1000) },
      }),
    )
  }
  return rows
}

describe('GET admin/outbox', () => {
  it('answers the latest emails, newest first, in the documented shape', async () => {
    const rows = await newestEmails(3)
    const token = await createSessionToken(await createAdmin(db))
    const response = await call(token)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ page: 1, pageSize: OUTBOX_PAGE_SIZE })
    expect(body.total).toBeGreaterThanOrEqual(3)
    expect(body.pageCount).toBe(Math.ceil(body.total / OUTBOX_PAGE_SIZE))
    expect(body.data.slice(0, 3)).toEqual(
      [...rows].reverse().map((row) => ({
        _id: row.id, to: row.to, subject: row.subject, text: row.text, createdAt: row.createdAt.toISOString(), status: 'Queued',
        provider: 'outbox', sentAt: null, attachments: [],
      })),
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('pages through the outbox and names attachments without sending their content', async () => {
    const sent = await sendEmail({
      to: uniqueEmail('invite'), subject: 'Your session', text: 'See you then.',
      attachments: [{ filename: 'session.ics', contentType: 'text/calendar', content: Buffer.from('BEGIN:VCALENDAR').toString('base64') }],
    })
    await bringToTop(sent.id)
    const token = await createSessionToken(await createManager(db))
    const first = await (await call(token)).json()
    const row = first.data.find((email: { _id: string }) => email._id === sent.id)
    expect(row).toMatchObject({ subject: 'Your session', attachments: ['session.ics'] })
    expect(JSON.stringify(row)).not.toContain(Buffer.from('BEGIN:VCALENDAR').toString('base64'))

    await newestEmails(OUTBOX_PAGE_SIZE + 1)
    const page2 = await (await call(token, '?page=2')).json()
    expect(page2.page).toBe(2)
    const ids1 = new Set((await (await call(token, '?page=1')).json()).data.map((email: { _id: string }) => email._id))
    expect(page2.data.some((email: { _id: string }) => ids1.has(email._id))).toBe(false)
    const beyond = await (await call(token, '?page=100000')).json()
    expect(beyond.page).toBe(beyond.pageCount)
  })

  it('names only the attachments that carry a filename, in order, breaks ties by the id and counts every email', async () => {
    const to = uniqueEmail('shapes')
    const at = new Date(await aboveEveryEmail())
    const make = (subject: string, attachments: Prisma.InputJsonValue | typeof Prisma.DbNull) =>
      db.emailOutbox.create({ data: { to, subject, text: 'Hello', provider: 'outbox', createdAt: at, attachments } })
    const mixed = await make('Mixed', [{ filename: 'b.ics', content: 'QQ==' }, 'loose text', { filename: 7 }, null, { filename: 'a.pdf' }])
    const notAList = await make('Not a list', { filename: 'single.ics' })
    const none = await make('None', Prisma.DbNull)
    const page = await listOutbox({ viewer: { role: 'Admin' }, search: to })
    // The same instant: the order falls to the id, as Prisma's orderBy did.
    const expected = [mixed, notAList, none].sort((a, b) => (a.id < b.id ? 1 : -1)).map((row) => row.id)
    expect(page.emails.map((email) => email.id)).toEqual(expected)
    expect(Object.fromEntries(page.emails.map((email) => [email.subject, email.attachments]))).toEqual({ Mixed: ['b.ics', 'a.pdf'], 'Not a list': [], None: [] })
    expect((await listOutbox({ viewer: { role: 'Admin' } })).total).toBe(await db.emailOutbox.count())
  })

  it('searches by recipient or subject in the database, case-insensitively, and keeps paging within the matches', async () => {
    const word = `qo${Math.random().toString(36).slice(2, 10)}`
    const base = await aboveEveryEmail()
    const make = (to: string, subject: string, minute: number) =>
      db.emailOutbox.create({ data: { to, subject, text: 'Hello', provider: 'outbox', createdAt: new Date(base + minute * 60_000) } })
    const toChioma = await make(`chioma.${word}@example.test`, 'Your appointment is confirmed', 1)
    const aboutWord = await make(uniqueEmail('other'), `Reset your password ${word.toUpperCase()}`, 2)
    await make(uniqueEmail('other'), 'Something else', 3)
    const manager = { role: 'Manager' } as const

    expect((await listOutbox({ viewer: manager, search: word })).emails.map((email) => email.id)).toEqual([aboutWord.id, toChioma.id])
    expect((await listOutbox({ viewer: manager, search: `CHIOMA.${word}` })).emails.map((email) => email.id)).toEqual([toChioma.id])
    expect((await listOutbox({ viewer: manager, search: `password ${word}` })).emails.map((email) => email.id)).toEqual([aboutWord.id])
    // % and _ match themselves only.
    expect((await listOutbox({ viewer: manager, search: `%${word}` })).total).toBe(0)

    const many = await Promise.all(Array.from({ length: OUTBOX_PAGE_SIZE + 2 }, (_, i) => make(`bulk.${word}@example.test`, `Bulk ${i}`, 10 + i)))
    const page2 = await listOutbox({ viewer: manager, search: `bulk.${word}`, page: 2 })
    expect([page2.page, page2.pageCount, page2.total, page2.emails.length, page2.search]).toEqual([2, 2, OUTBOX_PAGE_SIZE + 2, 2, `bulk.${word}`])
    expect(page2.emails.map((email) => email.id)).toEqual([many[1]!.id, many[0]!.id])

    const token = await createSessionToken(await createAdmin(db))
    const body = await (await call(token, `?search=${encodeURIComponent(` chioma.${word}\u0000 `)}`)).json()
    expect([body.total, body.search, body.data.map((email: { _id: string }) => email._id)]).toEqual([1, `chioma.${word}`, [toChioma.id]])
  })

  it('hides the token of a password reset link', async () => {
    const link = 'http://localhost:3000/reset-Password?token=abc123DEF_-xyz'
    const email = await sendEmail({ to: uniqueEmail('reset'), subject: 'Reset your password', text: `Open this link:\n\n${link}\n\nThanks` })
    await bringToTop(email.id)
    const token = await createSessionToken(await createManager(db))
    const body = await (await call(token)).json()
    const row = body.data.find((item: { _id: string }) => item._id === email.id)
    expect(row.text).toBe('Open this link:\n\nhttp://localhost:3000/reset-Password?token=[hidden]\n\nThanks')
    expect(JSON.stringify(body)).not.toContain('abc123DEF_-xyz')
    expect(hideLinkTokens('https://x.test/a?b=1&token=s3cr3t#top')).toBe('https://x.test/a?b=1&token=[hidden]#top')
  })

  it('shows an admin the session link of a booking email, and a manager the email without it', async () => {
    const room = 'https://meet.jit.si/Alafia-0123456789abcdef01234567'
    const email = await sendEmail({ to: uniqueEmail('booked'), subject: 'Your appointment is confirmed', text: `Join here:\n${room}\nSee you then.` })
    await bringToTop(email.id)
    const rowFor = async (token: string) => ((await (await call(token)).json()).data as { _id: string; text: string }[]).find((item) => item._id === email.id)!
    expect((await rowFor(await createSessionToken(await createAdmin(db)))).text).toContain(room)
    const managerRow = await rowFor(await createSessionToken(await createManager(db)))
    expect(managerRow.text).toBe('Join here:\n[session link hidden]\nSee you then.')
  })

  it('answers 401 to a visitor and 403 to a patient and a therapist; Admin and Manager may read', async () => {
    expect((await call(null)).status).toBe(401)
    for (const user of [await createPatient(db), await createTherapist(db, { isVerified: true })]) {
      const response = await call(await createSessionToken(user))
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: 'You are not allowed to do this.' })
    }
    for (const user of [await createAdmin(db), await createManager(db)]) expect((await call(await createSessionToken(user))).status).toBe(200)
  })

  it('refuses a patient in the data layer too', async () => {
    const error = await listOutbox({ viewer: { role: 'Patient' } }).then(() => null, (e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).status).toBe(403)
  })
})

describe('/admin/outbox page', () => {
  const render = (searchParams: Record<string, string> = {}) =>
    OutboxPage({ searchParams: Promise.resolve(searchParams), params: Promise.resolve({}) } as unknown as PageProps<'/admin/outbox'>)
  const asBrowser = (token: string | null) => {
    request.cookies = token ? new Map([[sessionCookie().name, token]]) : new Map()
  }

  it('sends a visitor to the login page and a patient or therapist to /unauthorized; shows for Admin and Manager', async () => {
    const digestOf = () => render().then(() => '', (error: unknown) => String((error as { digest?: unknown }).digest))
    asBrowser(null)
    expect(await digestOf()).toMatch(/^NEXT_REDIRECT;[a-z]+;\/patient-login\?redirect=%2Fadmin%2Foutbox;/)
    for (const user of [await createPatient(db), await createTherapist(db, { isVerified: true })]) {
      asBrowser(await createSessionToken(user))
      expect(await digestOf()).toMatch(/^NEXT_REDIRECT;[a-z]+;\/unauthorized;/)
    }
    // Both read the page; an admin sees a booking's session link, a manager the email without it.
    const to = uniqueEmail('outbox-page')
    const room = 'https://meet.jit.si/Alafia-feedface0123456789abcdef'
    await sendEmail({ to, subject: 'Your appointment is confirmed', text: `Join here:\n${room}\nSee you then.` })
    for (const [user, seesLink] of [[await createAdmin(db), true], [await createManager(db), false]] as const) {
      asBrowser(await createSessionToken(user))
      const text = visibleText(await renderHtml(await render({ search: to })))
      expect(text).toContain('Email outbox')
      expect(text).toContain(`1 email matching “${to}”.`)
      expect(text).toContain('Your appointment is confirmed')
      expect(text).toContain(`To ${to}`)
      if (seesLink) expect(text).toContain(room)
      else expect(text).toMatch(/Join here: \[session link hidden\] See you then\./)
      if (!seesLink) expect(text).not.toContain('meet.jit.si')
    }
  })
})
