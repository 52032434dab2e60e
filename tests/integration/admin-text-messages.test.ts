import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import TextMessagesPage from '@/app/admin/text-messages/page'
import { GET as textMessagesRoute } from '@/app/api/v1/admin/text-messages/route'
import { createSessionToken, sessionCookie } from '@/lib/server/auth/session-token'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { listTextMessages, TEXT_MESSAGES_PAGE_SIZE } from '@/lib/server/text-messages/list-text-messages'
import { sendTextMessage } from '@/lib/server/text-messages/send-text-message'
import { createAdmin, createManager, createPatient, createTherapist } from '../fixtures/factories'
import { renderHtml, visibleText } from '../support/render-html'

// The admin area's list of SMS and WhatsApp messages (/admin/text-messages and GET admin/text-messages):
// one request's headers and cookies stand in for Next's request scope; Postgres is real.
const request = vi.hoisted(() => ({ authorization: null as string | null, cookies: new Map<string, string>() }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

beforeEach(() => {
  request.authorization = null
  request.cookies = new Map()
  delete process.env.TERMII_API_KEY
  resetConfigForTests()
})

const context = { params: Promise.resolve({}) }
function call(token: string | null, query = '') {
  request.authorization = token ? `Bearer ${token}` : null
  return textMessagesRoute(new NextRequest(new URL(`/api/v1/admin/text-messages${query}`, 'http://localhost'), { headers: token ? { authorization: `Bearer ${token}` } : {} }), context)
}

/** A number of its own for each test, so a search by it finds only that test's messages. */
const uniquePhone = () => `+23490${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
const ROOM = 'https://meet.jit.si/Alafia-0123456789abcdef01234567'

describe('GET admin/text-messages', () => {
  it('answers a number’s messages, newest first, in the documented shape', async () => {
    const to = uniquePhone()
    const first = await sendTextMessage({ userId: null, to, channel: 'SMS', text: 'Your Alafia session is at 3:00 PM tomorrow.', purpose: 'reminder' })
    const second = await sendTextMessage({ userId: null, to, channel: 'WhatsApp', text: 'Your Alafia session is at 3:00 PM today.', purpose: 'reminder' })
    await db.textMessage.update({ where: { id: second.id }, data: { createdAt: new Date(Date.now() + 1000) } })
    const token = await createSessionToken(await createAdmin(db))

    const response = await call(token, `?search=${encodeURIComponent(to)}`)

    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toMatchObject({ page: 1, pageCount: 1, total: 2, pageSize: TEXT_MESSAGES_PAGE_SIZE, search: to })
    expect(body.data.map((row: { _id: string }) => row._id)).toEqual([second.id, first.id])
    expect(body.data[1]).toEqual({
      _id: first.id, to, channel: 'SMS', text: 'Your Alafia session is at 3:00 PM tomorrow.', purpose: 'reminder', status: 'Queued', provider: 'outbox',
      providerMessageId: null, error: null, createdAt: expect.any(String), sentAt: null,
    })
  })

  it('finds a number written the way people write it, or by its last digits', async () => {
    const to = uniquePhone()
    const sent = await sendTextMessage({ userId: null, to, channel: 'SMS', text: 'Your Alafia session is at 9:00 AM today.', purpose: 'reminder' })
    const manager = { role: 'Manager' } as const
    const local = `0${to.slice(4, 7)} ${to.slice(7, 10)} ${to.slice(10)}`
    for (const search of [local, to.slice(1), `${to.slice(-7, -4)}-${to.slice(-4)}`]) expect((await listTextMessages({ viewer: manager, search })).messages.map((row) => row.id), search).toEqual([sent.id])
    expect((await listTextMessages({ viewer: manager, search: `%${to.slice(-6)}` })).total).toBe(0)
  })

  it('shows an admin the link to join a session, and a manager the text without it', async () => {
    const to = uniquePhone()
    await sendTextMessage({ userId: null, to, channel: 'SMS', text: `Your Alafia session is at 3:00 PM today. Join here: ${ROOM}`, purpose: 'reminder' })
    const textFor = async (token: string) => (await (await call(token, `?search=${encodeURIComponent(to)}`)).json()).data[0].text
    expect(await textFor(await createSessionToken(await createAdmin(db)))).toBe(`Your Alafia session is at 3:00 PM today. Join here: ${ROOM}`)
    expect(await textFor(await createSessionToken(await createManager(db)))).toBe('Your Alafia session is at 3:00 PM today. Join here: [session link hidden]')
  })

  it('answers 401 to a visitor and 403 to a patient and a therapist; refuses them in the data layer too', async () => {
    expect((await call(null)).status).toBe(401)
    for (const user of [await createPatient(db), await createTherapist(db, { isVerified: true })]) {
      const response = await call(await createSessionToken(user))
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: 'You are not allowed to do this.' })
    }
    const error = await listTextMessages({ viewer: { role: 'Therapist' } }).then(() => null, (e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).status).toBe(403)
    expect((await call(await createSessionToken(await createAdmin(db)), '?page=0')).status).toBe(400)
  })
})

describe('/admin/text-messages page', () => {
  const render = (searchParams: Record<string, string> = {}) =>
    TextMessagesPage({ searchParams: Promise.resolve(searchParams), params: Promise.resolve({}) } as unknown as PageProps<'/admin/text-messages'>)
  const asBrowser = (token: string | null) => {
    request.cookies = token ? new Map([[sessionCookie().name, token]]) : new Map()
  }

  it('sends a visitor to the login page and a patient to /unauthorized; shows the messages as text to Admin and Manager', async () => {
    const digestOf = () => render().then(() => '', (error: unknown) => String((error as { digest?: unknown }).digest))
    asBrowser(null)
    expect(await digestOf()).toMatch(/^NEXT_REDIRECT;[a-z]+;\/patient-login\?redirect=%2Fadmin%2Ftext-messages;/)
    asBrowser(await createSessionToken(await createPatient(db)))
    expect(await digestOf()).toMatch(/^NEXT_REDIRECT;[a-z]+;\/unauthorized;/)

    const to = uniquePhone()
    const marker = `<b>${randomUUID().slice(0, 6)}</b>`
    await sendTextMessage({ userId: null, to, channel: 'WhatsApp', text: `Your Alafia session is at 3:00 PM today. ${marker}`, purpose: 'reminder' })
    for (const user of [await createAdmin(db), await createManager(db)]) {
      asBrowser(await createSessionToken(user))
      const html = await renderHtml(await render({ search: to }))
      const text = visibleText(html)
      expect(text).toContain('Text messages')
      expect(text).toContain(`1 message to numbers matching “${to}”.`)
      expect(text).toContain(`WhatsApp to ${to}`)
      expect(text).toContain('Outbox only (no SMS provider)')
      expect(text).toContain('Session reminder')
      // User text is shown as text, never as HTML.
      expect(text).toContain(marker)
      expect(html).not.toContain(marker)
    }
  })
})
