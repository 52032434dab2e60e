import { createHash, randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as freeHoursCron, POST as freeHoursCronPost } from '@/app/api/cron/free-hours/route'
import { POST as retentionCronPost } from '@/app/api/cron/retention/route'
import { GET as waitlistCron, POST as waitlistCronPost } from '@/app/api/cron/waitlist/route'
import { GET as payoutsCron, POST as payoutsCronPost } from '@/app/api/cron/payouts/route'
import { GET as postsRoute } from '@/app/api/v1/user/all-blogPost/route'
import { GET as banksRoute } from '@/app/api/v1/user/banks/route'
import { POST as postViewRoute } from '@/app/api/v1/user/blog-post-view/[postId]/route'
import { GET as postRoute } from '@/app/api/v1/user/blogPost-detail/[postId]/route'
import { POST as commentRoute } from '@/app/api/v1/user/create-comment/[postId]/route'
import { DELETE as deleteCommentRoute } from '@/app/api/v1/user/delete-comment/[commentId]/route'
import { GET as sessionAccountRoute } from '@/app/api/v1/user/session-account/route'
import { POST as signOutEverywhereRoute } from '@/app/api/v1/user/sign-out-everywhere/route'
import { GET as logoutRoute } from '@/app/api/v1/user/user-logout/route'
import { POST as webhookRoute } from '@/app/api/webhooks/monnify/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { resetConfigForTests } from '@/lib/server/config'
import type { ScheduledPayoutsResult } from '@/lib/server/payouts/scheduled-payouts'
import { db } from '@/lib/server/db'
import { createAdmin, createPatient } from '../fixtures/factories'
import { monnifySettings, signMonnifyWebhook, startFakeMonnify } from '../support/fake-monnify'

// The operations of the user, messages and platform areas whose success no other integration test
// reaches, called the real way: every answer below is checked against the OpenAPI document by the
// suite's route wrapper (tests/support/openapi-checked-route.ts), so a field the document does not
// describe, or one it says is there and is not, fails here.

const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

// The jobs sweep the whole database and test files run side by side, so these stand in for them
// with answers of the jobs' own types; what the jobs do is tested in their own files.
const payoutsAnswer = vi.hoisted(() => ({ value: null as unknown }))
vi.mock('@/lib/server/payouts/scheduled-payouts', () => ({ runScheduledPayouts: async () => payoutsAnswer.value }))
vi.mock('@/lib/server/waitlist/drain-waitlist', () => ({ drainWaitlist: async () => ({ lapsedHolds: 1, openings: 2, told: 3, expired: 4 }) }))
vi.mock('@/lib/server/therapists/free-hours-ahead', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/therapists/free-hours-ahead')>()),
  refreshStaleFreeHours: async () => 7,
}))
vi.mock('@/lib/server/privacy/apply-retention', () => ({ applyRetention: async () => ({ 'lapsed-holds': 2, 'login-attempts': 0 }) }))

type Caller = { id: string; role: 'Patient' | 'Therapist' | 'Admin' | 'Manager'; fullName: string; sessionVersion: number }
const as = async (user: Caller | null) => {
  session.token = user ? await createSessionToken(user) : null
}
const noParams = { params: Promise.resolve({}) }
const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) })
const request = (method: string, path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) =>
  new NextRequest(`http://localhost${path}`, {
    method,
    ...(body === undefined ? { headers } : { body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }),
  })

beforeEach(() => {
  session.token = null
})

describe('the blog', () => {
  it('lists, opens and counts a post, and a comment is added and deleted', async () => {
    const post = await db.blogPost.create({ data: { title: `Contract ${randomUUID()}`, content: 'Words.', createdAt: new Date('2098-01-01T00:00:00Z') } })

    const page = await postsRoute(request('GET', '/api/v1/user/all-blogPost?limit=2'), noParams)
    expect(page.status).toBe(200)
    expect((await page.json()).data.length).toBeGreaterThan(0)

    const patient = await createPatient(db)
    await as(patient)
    const added = await commentRoute(request('POST', `/api/v1/user/create-comment/${post.id}`, { body: { comment: 'Thank you.' } }), params({ postId: post.id }))
    expect(added.status).toBe(201)
    const comment = (await added.json()).data
    expect(comment).toMatchObject({ comment: 'Thank you.', commenterId: patient.id })

    const detail = await postRoute(request('GET', `/api/v1/user/blogPost-detail/${post.id}`), params({ postId: post.id }))
    expect(detail.status).toBe(200)
    expect((await detail.json()).data.comments.map((c: { _id: string }) => c._id)).toEqual([comment._id])

    const view = () => postViewRoute(request('POST', `/api/v1/user/blog-post-view/${post.id}`, { headers: { 'user-agent': 'contract-test', 'x-forwarded-for': '102.1.2.3' } }), params({ postId: post.id }))
    expect(await (await view()).json()).toEqual({ data: { counted: true } })
    expect(await (await view()).json()).toEqual({ data: { counted: false } })

    const deleted = await deleteCommentRoute(request('DELETE', `/api/v1/user/delete-comment/${comment._id}`), params({ commentId: comment._id }))
    expect(deleted.status).toBe(200)
    expect((await deleted.json()).message).toBe('Comment deleted successfully')
  })
})

describe('the account', () => {
  it('tells a visitor and a signed-in person who is signed in', async () => {
    const visitor = await sessionAccountRoute(request('GET', '/api/v1/user/session-account'), noParams)
    expect(await visitor.json()).toEqual({ data: null })

    const admin = await createAdmin(db)
    await as(admin)
    const signedIn = await sessionAccountRoute(request('GET', '/api/v1/user/session-account'), noParams)
    expect(signedIn.status).toBe(200)
    expect((await signedIn.json()).data).toEqual({ _id: admin.id, fullName: admin.fullName, role: 'Admin' })
  })

  it('lists the banks, and signs out here and everywhere', async () => {
    const patient = await createPatient(db)
    await as(patient)
    const banks = await banksRoute(request('GET', '/api/v1/user/banks'), noParams)
    expect(banks.status).toBe(200)
    expect((await banks.json()).data[0]).toEqual({ name: expect.any(String), code: expect.any(String) })

    const everywhere = await signOutEverywhereRoute(request('POST', '/api/v1/user/sign-out-everywhere'), noParams)
    expect(everywhere.status).toBe(200)
    expect((await everywhere.json()).data).toBeNull()

    // Signed in again (the account's sessions now carry a newer version), then out of this one.
    await as(await db.user.findUniqueOrThrow({ where: { id: patient.id } }))
    const token = session.token!
    expect((await (await sessionAccountRoute(request('GET', '/api/v1/user/session-account'), noParams)).json()).data._id).toBe(patient.id)
    const logout = await logoutRoute(request('GET', '/api/v1/user/user-logout', { headers: { authorization: `Bearer ${token}` } }), noParams)
    expect(logout.status).toBe(200)
    expect(await logout.json()).toEqual({ message: 'Successfully Logged Out', data: null })
    expect(await (await sessionAccountRoute(request('GET', '/api/v1/user/session-account'), noParams)).json()).toEqual({ data: null })
  })
})

describe('the scheduled jobs', () => {
  const SECRET = 'cron-secret-for-the-contract-tests'
  const saved = process.env.CRON_SECRET
  beforeEach(() => {
    process.env.CRON_SECRET = SECRET
    resetConfigForTests()
  })
  afterEach(() => {
    if (saved === undefined) delete process.env.CRON_SECRET
    else process.env.CRON_SECRET = saved
    resetConfigForTests()
  })
  const cron = (handler: typeof waitlistCron, method: 'GET' | 'POST', name: string) =>
    handler(request(method, `/api/cron/${name}`, { headers: { authorization: `Bearer ${SECRET}` } }), noParams)

  it('answers what each job reports, by GET and by POST', async () => {
    for (const [handler, method] of [[waitlistCron, 'GET'], [waitlistCronPost, 'POST']] as const) {
      expect(await (await cron(handler, method, 'waitlist')).json()).toEqual({ lapsedHolds: 1, openings: 2, told: 3, expired: 4 })
    }
    for (const [handler, method] of [[freeHoursCron, 'GET'], [freeHoursCronPost, 'POST']] as const) {
      expect(await (await cron(handler, method, 'free-hours')).json()).toEqual({ refreshed: 7 })
    }
    expect(await (await cron(retentionCronPost, 'POST', 'retention')).json()).toEqual({ removed: { 'lapsed-holds': 2, 'login-attempts': 0 } })

    payoutsAnswer.value = { run: null, drain: { asked: 1, resent: 0 } } satisfies ScheduledPayoutsResult
    expect((await (await cron(payoutsCron, 'GET', 'payouts')).json()).run).toBeNull()
    payoutsAnswer.value = { run: { runId: randomUUID(), isNew: true, transfers: 2, amount: 45_000.5 }, drain: { asked: 0, resent: 0 } } satisfies ScheduledPayoutsResult
    const payday = await cron(payoutsCronPost, 'POST', 'payouts')
    expect(payday.status).toBe(200)
    expect((await payday.json()).run).toMatchObject({ isNew: true, transfers: 2, amount: 45_000.5 })
  })

  it('refuses a POST from another site', async () => {
    const answer = await waitlistCronPost(request('POST', '/api/cron/waitlist', { headers: { authorization: `Bearer ${SECRET}`, origin: 'https://elsewhere.example', host: 'localhost' } }), noParams)
    expect(answer.status).toBe(403)
  })
})

describe("Monnify's webhook", () => {
  const SETTINGS = ['MONNIFY_API_KEY', 'MONNIFY_SECRET_KEY', 'MONNIFY_CONTRACT_CODE', 'MONNIFY_BASE_URL', 'MONNIFY_WEBHOOK_IPS'] as const
  const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))
  afterEach(() => {
    for (const name of SETTINGS) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
    resetConfigForTests()
  })
  const post = (rawBody: string, headers: Record<string, string>) =>
    webhookRoute(new NextRequest('http://localhost/api/webhooks/monnify', { method: 'POST', body: rawBody, headers: { 'content-type': 'application/json', ...headers } }))

  it('records a signed notification (200) and refuses a bad signature, a body that is no event, another sender and an unconfigured account', async () => {
    const fake = await startFakeMonnify()
    try {
      Object.assign(process.env, monnifySettings(fake))
      delete process.env.MONNIFY_WEBHOOK_IPS
      resetConfigForTests()
      // An event type the platform records and does not act on.
      const rawBody = JSON.stringify({ eventType: 'CONTRACT_TEST_EVENT', eventData: { reference: randomUUID() } })
      const signed = { 'monnify-signature': signMonnifyWebhook(rawBody, fake.secretKey) }

      const received = await post(rawBody, signed)
      expect(received.status).toBe(200)
      expect(await received.json()).toEqual({ message: 'Received' })
      const bodyHash = createHash('sha256').update(rawBody, 'utf8').digest('hex')
      expect(await db.providerEvent.findUnique({ where: { bodyHash }, select: { eventType: true } })).toEqual({ eventType: 'CONTRACT_TEST_EVENT' })

      expect((await post(rawBody, { 'monnify-signature': 'f'.repeat(128) })).status).toBe(401)
      const notAnEvent = '{"hello":"world"}'
      expect((await post(notAnEvent, { 'monnify-signature': signMonnifyWebhook(notAnEvent, fake.secretKey) })).status).toBe(400)

      process.env.MONNIFY_WEBHOOK_IPS = '35.242.133.146'
      resetConfigForTests()
      expect((await post(rawBody, { ...signed, 'x-forwarded-for': '102.9.9.9' })).status).toBe(403)

      for (const name of SETTINGS) delete process.env[name]
      resetConfigForTests()
      expect((await post(rawBody, signed)).status).toBe(404)
    } finally {
      await fake.close()
    }
  })
})
