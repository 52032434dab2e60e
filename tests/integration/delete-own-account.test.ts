import { randomBytes } from 'node:crypto'
import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as eraseRoute } from '@/app/api/v1/user/erase-account/route'
import { formatLongDate } from '@/lib/format'
import { formatNaira } from '@/lib/money'
import { nextPayoutDay } from '@/lib/payouts/payout-days'
import { authenticate } from '@/lib/server/auth/authenticate'
import { resolveSessionUser } from '@/lib/server/auth/current-user'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { createComment } from '@/lib/server/blog/create-comment'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { findTherapistBalance } from '@/lib/server/ledger/therapist-balances'
import { sendMessage } from '@/lib/server/messages/send-message'
import { previewAccountErasure } from '@/lib/server/privacy/erase-own-account'
import { createReview } from '@/lib/server/reviews/create-review'
import { lagosDateKey, lagosInstant } from '@/lib/time'
import { ACCOUNT_ERASED, ERASE_WRONG_PASSWORD, STAFF_CANNOT_SELF_ERASE } from '@/lib/validation/erase-account'
import { createAdmin, createAppointment, createManager, createPatient, createTherapist, DEMO_PASSWORD, uniqueEmail } from '../fixtures/factories'
import { findAnywhere } from '../support/find-anywhere'

// POST /api/v1/user/erase-account over its route handler, with the session from a stand-in for the
// request headers, on the real database: the person deletes their own account.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

const savedKey = process.env.RESEND_API_KEY
beforeEach(() => {
  session.token = null
  delete process.env.RESEND_API_KEY
  delete process.env.TERMII_API_KEY
  resetConfigForTests()
})
afterEach(() => {
  if (savedKey !== undefined) process.env.RESEND_API_KEY = savedKey
  resetConfigForTests()
})

type Caller = { id: string; role: 'Patient' | 'Therapist' | 'Admin' | 'Manager'; fullName: string; email: string; sessionVersion: number }
const signIn = async (user: Caller) => {
  session.token = await createSessionToken(user)
  return session.token
}
const erase = async (body: unknown) => {
  const request = new NextRequest('http://localhost/api/v1/user/erase-account', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
  const response = await eraseRoute(request, { params: Promise.resolve({}) })
  return { status: response.status, body: (await response.json()) as { message: string; data?: Record<string, unknown> }, cookie: response.headers.get('set-cookie') ?? '' }
}

const HOUR = 3_600_000
const aheadHour = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR)
let pastOffset = 24 * (30 + Math.floor(Math.random() * 300))
const pastHour = () => new Date(Math.floor(Date.now() / HOUR) * HOUR - pastOffset++ * HOUR)

/** A name, email and phone nobody else in the database has. */
function uniquePerson() {
  const tag = randomBytes(4).toString('hex')
  return { fullName: `Chiamaka Eze${tag}`, email: uniqueEmail(`self-erase-${tag}`), phoneNumber: `+234805${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` }
}

describe('a patient deletes their own account', () => {
  it('cancels what is to come with full refunds, closes threads and leaves their name, email and phone nowhere in the database', async () => {
    const me = uniquePerson()
    const [patient, therapist, post] = await Promise.all([
      createPatient(db, me),
      createTherapist(db, { fullName: 'Tolu Bakare', isVerified: true }),
      db.blogPost.create({ data: { title: 'Rest', content: 'Rest well.' } }),
    ])
    // Two paid sessions to come: one in three days, one in two hours (under the default policy a
    // patient cancelling that late gets nothing back; deleting the account refunds it all the same).
    const soon = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: aheadHour(2) })
    const later = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: aheadHour(72) })
    const hold = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: aheadHour(96), status: 'Pending' })
    const past = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: pastHour(), isComplete: true })
    await createReview({ patientId: patient.id, appointmentId: past.id, rating: 5, comment: `Thank you, from ${me.fullName}` })
    await sendMessage({ sender: { id: patient.id, role: 'Patient' }, otherId: therapist.id, body: `It is ${me.fullName}, my number is ${me.phoneNumber}.` })
    await createComment({ postId: post.id, user: { ...patient, role: 'Patient', sessionId: 'x' }, comment: 'This helped me.' })
    expect(await db.messageThread.count({ where: { patientId: patient.id } })).toBe(1)
    expect(await db.consent.count({ where: { userId: patient.id } })).toBeGreaterThan(0)
    for (const needle of [me.fullName, me.email, me.phoneNumber]) expect((await findAnywhere(db, needle)).length, needle).toBeGreaterThan(0)
    const oldToken = await signIn(patient)

    // A wrong or missing password: 400, the same words, nothing changes.
    for (const body of [{ password: 'not-my-password' }, {}, { password: '' }]) {
      const refused = await erase(body)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe(ERASE_WRONG_PASSWORD)
    }
    expect(await db.user.findUniqueOrThrow({ where: { id: patient.id } })).toMatchObject({ fullName: me.fullName, erasedAt: null })
    expect(await db.appointment.findUniqueOrThrow({ where: { id: soon.id } })).toMatchObject({ status: 'Paid' })
    expect(await resolveSessionUser(oldToken)).not.toBeNull()

    const answer = await erase({ password: DEMO_PASSWORD })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ message: ACCOUNT_ERASED, data: { cancelledSessions: 2, refundedAmount: (soon.amountKobo + later.amountKobo) / 100 } })
    expect(answer.cookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)

    // Both sessions cancelled on the patient's side, each with a refund of everything paid; the hold released.
    for (const appointment of [soon, later]) {
      expect(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).toMatchObject({ status: 'Cancelled', cancelledBy: 'Patient' })
      const refund = await db.refund.findUniqueOrThrow({ where: { paymentId: appointment.payments[0]!.id } })
      expect(refund).toMatchObject({ amountKobo: appointment.amountKobo, reason: 'PatientCancelled' })
      expect(await db.appointmentSlot.count({ where: { appointmentId: appointment.id } })).toBe(0)
    }
    expect(await db.appointment.findUniqueOrThrow({ where: { id: hold.id } })).toMatchObject({ status: 'Cancelled' })
    expect(await db.appointmentSlot.count({ where: { appointmentId: hold.id } })).toBe(0)
    // Threads closed (gone with their messages), reviews and comments gone; the proof of consent stays, of the anonymised account.
    expect(await db.messageThread.count({ where: { patientId: patient.id } })).toBe(0)
    expect(await db.review.count({ where: { patientId: patient.id } })).toBe(0)
    expect(await db.comment.count({ where: { authorId: patient.id } })).toBe(0)
    expect(await db.consent.count({ where: { userId: patient.id } })).toBeGreaterThan(0)

    // The whole database: no text or JSON column anywhere still holds their name, email or phone.
    for (const needle of [me.fullName, me.email, me.phoneNumber]) expect(await findAnywhere(db, needle), needle).toEqual([])
    // The books stay, nameless: the appointments and payments point at the anonymised row.
    expect(await db.payment.count({ where: { appointmentId: { in: [soon.id, later.id, past.id] } } })).toBe(3)
    expect(await db.user.findUniqueOrThrow({ where: { id: patient.id } })).toMatchObject({ fullName: 'Deleted user', phoneNumber: null, isBlocked: true })
    // The audit entry names them by id only, as the actor of their own erasure.
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: 'user.delete', targetId: patient.id } })
    expect(entry).toMatchObject({ actorId: patient.id, details: expect.objectContaining({ selfService: true, sessionsCancelled: 2 }) })
    // The register of data requests shows it as a completed self-service erasure, by account id only.
    expect(await db.dataRequest.findMany({ where: { userId: patient.id }, select: { kind: true, channel: true, state: true, contact: true } })).toEqual([
      { kind: 'Erasure', channel: 'SelfService', state: 'Completed', contact: null },
    ])

    // The same credentials no longer sign in; the session made before is dead.
    await expect(authenticate({ email: me.email, password: DEMO_PASSWORD, portal: 'user', ipAddress: '10.9.9.9' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' })
    expect(await resolveSessionUser(oldToken)).toBeNull()
    session.token = oldToken
    expect((await erase({ password: DEMO_PASSWORD })).status).toBe(401)
  })

  it('answers 401 without a session', async () => {
    expect((await erase({ password: DEMO_PASSWORD })).status).toBe(401)
  })
})

describe('a therapist deletes their own account', () => {
  it('is refused while Alafia still owes them money: how much, and the next payout day', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db, { isVerified: true }), createPatient(db)])
    // A session that ended long ago: its earnings are payable and not yet paid out.
    await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: pastHour(), isComplete: true })
    const { balanceKobo } = await findTherapistBalance(db, therapist.id)
    expect(balanceKobo).toBeGreaterThan(0)
    await signIn(therapist)

    const refused = await erase({ password: DEMO_PASSWORD })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain(`Alafia still owes you ${formatNaira(balanceKobo)}`)
    expect(refused.body.message).toContain(formatLongDate(lagosInstant(nextPayoutDay(lagosDateKey(new Date())), 12)))
    expect(await db.user.findUniqueOrThrow({ where: { id: therapist.id } })).toMatchObject({ erasedAt: null, fullName: therapist.fullName })
    // The privacy centre says the same before the password is typed.
    expect((await previewAccountErasure({ userId: therapist.id })).refusal).toBe(refused.body.message)
  })

  it('owed nothing but the sessions still to come: those are cancelled with everything back and the account goes', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db, { isVerified: true }), createPatient(db)])
    const ahead = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: aheadHour(30) })
    await signIn(therapist)
    expect((await previewAccountErasure({ userId: therapist.id })).refusal).toBeNull()

    const answer = await erase({ password: DEMO_PASSWORD })
    expect(answer.status).toBe(200)
    expect(await db.appointment.findUniqueOrThrow({ where: { id: ahead.id } })).toMatchObject({ status: 'Cancelled', cancelledBy: 'Therapist' })
    expect(await db.refund.findUniqueOrThrow({ where: { paymentId: ahead.payments[0]!.id } })).toMatchObject({ amountKobo: ahead.amountKobo, reason: 'TherapistCancelled' })
    expect(await db.user.findUniqueOrThrow({ where: { id: therapist.id } })).toMatchObject({ fullName: 'Deleted user' })
    expect(await findAnywhere(db, therapist.email)).toEqual([])
  })
})

describe('staff accounts are removed by another admin', () => {
  it('refuses an Admin and a Manager (403) and changes nothing', async () => {
    for (const staff of [await createAdmin(db), await createManager(db)]) {
      await signIn(staff)
      const refused = await erase({ password: DEMO_PASSWORD })
      expect(refused).toMatchObject({ status: 403, body: { message: STAFF_CANNOT_SELF_ERASE } })
      expect(await db.user.findUniqueOrThrow({ where: { id: staff.id } })).toMatchObject({ erasedAt: null })
    }
  })
})
