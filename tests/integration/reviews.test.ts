import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PUT as hideRoute } from '@/app/api/v1/admin/hide-review/[reviewId]/route'
import { POST as reviewRoute } from '@/app/api/v1/patient/review/[appointmentId]/route'
import { POST as replyRoute } from '@/app/api/v1/therapist/review-reply/[reviewId]/route'
import { GET as listRoute } from '@/app/api/v1/user/therapist-reviews/[therapistId]/route'
import { eraseUser } from '@/lib/server/admin/users/erase-user'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { createReview } from '@/lib/server/reviews/create-review'
import { hideReview } from '@/lib/server/reviews/hide-review'
import { listAdminReviews } from '@/lib/server/reviews/list-admin-reviews'
import { listOwnReviews } from '@/lib/server/reviews/list-own-reviews'
import { listTherapistReviews } from '@/lib/server/reviews/list-therapist-reviews'
import { findSessionToReview } from '@/lib/server/reviews/own-reviews'
import { replyToReview } from '@/lib/server/reviews/reply-to-review'
import { ALREADY_HIDDEN, ALREADY_REPLIED, ALREADY_REVIEWED, APPOINTMENT_NOT_FOUND, REVIEW_NOT_FOUND } from '@/lib/server/reviews/review-messages'
import { REVIEW_REQUEST_DELAY_HOURS, REVIEW_REQUEST_SUBJECT, sendReviewRequests } from '@/lib/server/reviews/send-review-requests'
import { listProfileAppointments } from '@/lib/server/appointments/list-patient-appointments'
import { REVIEW_PROBLEMS } from '@/lib/reviews/review-eligibility'
import { createAdmin, createAppointment, createManager, createPatient, createTherapist } from '../fixtures/factories'

// Verified reviews against the real database, through the data layer and the HTTP API: who may review
// which session and when, once; the therapist's one reply; hiding with a reason and the audit log; the
// rating counts kept to the visible reviews; the public list; the email asking for a review; erasure.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

const savedResend = process.env.RESEND_API_KEY
beforeEach(() => {
  session.token = null
  revalidateTag.mockClear()
  delete process.env.RESEND_API_KEY
  delete process.env.TERMII_API_KEY
  resetConfigForTests()
})
afterEach(() => {
  if (savedResend !== undefined) process.env.RESEND_API_KEY = savedResend
  resetConfigForTests()
})

type Caller = { id: string; role: 'Patient' | 'Therapist' | 'Admin' | 'Manager'; fullName: string; email: string; sessionVersion: number }
const as = async (user: Caller | null) => {
  session.token = user ? await createSessionToken(user) : null
}

const HOUR = 3_600_000
let hourOffset = 24 * (1 + Math.floor(Math.random() * 2000))
/** A whole clock hour in the past (at least a day ago) that no other appointment of these tests takes. */
const pastHour = () => new Date(Math.floor(Date.now() / HOUR) * HOUR - hourOffset++ * HOUR)
const futureHour = () => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hourOffset++ * HOUR)

async function answer(response: Response) {
  return { status: response.status, body: await response.json() }
}
const json = (url: string, method: string, body: unknown) => new NextRequest(url, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })

async function postReview(user: Caller | null, appointmentId: string, body: unknown) {
  await as(user)
  return answer(await reviewRoute(json(`http://localhost/api/v1/patient/review/${appointmentId}`, 'POST', body), { params: Promise.resolve({ appointmentId }) }))
}
async function postReply(user: Caller | null, reviewId: string, body: unknown) {
  await as(user)
  return answer(await replyRoute(json(`http://localhost/api/v1/therapist/review-reply/${reviewId}`, 'POST', body), { params: Promise.resolve({ reviewId }) }))
}
async function putHide(user: Caller | null, reviewId: string, body: unknown) {
  await as(user)
  return answer(await hideRoute(json(`http://localhost/api/v1/admin/hide-review/${reviewId}`, 'PUT', body), { params: Promise.resolve({ reviewId }) }))
}
async function getList(therapistId: string, query = '') {
  await as(null)
  return answer(await listRoute(new NextRequest(`http://localhost/api/v1/user/therapist-reviews/${therapistId}${query}`), { params: Promise.resolve({ therapistId }) }))
}

const ratingOf = (therapistId: string) => db.therapistProfile.findUniqueOrThrow({ where: { userId: therapistId }, select: { ratingCount: true, ratingTotal: true } })

/** A therapist and a patient with one paid session that ended a day or more ago. */
async function pastSession(overrides: { patientName?: string; therapistId?: string; patientId?: string } = {}) {
  const therapist = overrides.therapistId ? await db.user.findUniqueOrThrow({ where: { id: overrides.therapistId } }) : await createTherapist(db, { fullName: 'Ngozi Umeh' })
  const patient = overrides.patientId ? await db.user.findUniqueOrThrow({ where: { id: overrides.patientId } }) : await createPatient(db, { fullName: overrides.patientName ?? 'Ada Okafor' })
  const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: pastHour() })
  return { therapist, patient, appointment }
}

describe('POST /api/v1/patient/review/{appointmentId}', () => {
  it('takes a rating and a comment for a paid session that has ended: 201, counted in the rating, the pages expired', async () => {
    const { therapist, patient, appointment } = await pastSession()
    const answered = await postReview(patient, appointment.id, { rating: 4, comment: '  Kind and clear.  ' })
    expect(answered.status).toBe(201)
    expect(answered.body.data).toMatchObject({ appointmentId: appointment.id, rating: 4, comment: 'Kind and clear.', reply: null })
    expect(await ratingOf(therapist.id)).toEqual({ ratingCount: 1, ratingTotal: 4 })
    expect(revalidateTag).toHaveBeenCalledWith('therapists', { expire: 0 })
    expect(revalidateTag).toHaveBeenCalledWith(`therapist:${therapist.id}`, { expire: 0 })
  })

  it('refuses a second review of the same appointment (409), and the rating counts it once', async () => {
    const { therapist, patient, appointment } = await pastSession()
    expect((await postReview(patient, appointment.id, { rating: 5 })).status).toBe(201)
    const second = await postReview(patient, appointment.id, { rating: 1, comment: 'Changed my mind' })
    expect(second).toEqual({ status: 409, body: { message: ALREADY_REVIEWED } })
    expect(await ratingOf(therapist.id)).toEqual({ ratingCount: 1, ratingTotal: 5 })
  })

  it('lets only one of two reviews sent at the same moment through: the unique key decides', async () => {
    const { therapist, patient, appointment } = await pastSession()
    const results = await Promise.allSettled([2, 3, 4].map((rating) => createReview({ patientId: patient.id, appointmentId: appointment.id, rating })))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    for (const result of results.filter((result) => result.status === 'rejected')) expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT', message: ALREADY_REVIEWED })
    expect(await db.review.count({ where: { appointmentId: appointment.id } })).toBe(1)
    const { ratingCount, ratingTotal } = await ratingOf(therapist.id)
    expect(ratingCount).toBe(1)
    expect([2, 3, 4]).toContain(ratingTotal)
  })

  it("answers 404 for someone else's appointment and for an unknown one, and writes nothing", async () => {
    const { therapist, appointment } = await pastSession()
    const stranger = await createPatient(db)
    expect(await postReview(stranger, appointment.id, { rating: 5 })).toEqual({ status: 404, body: { message: APPOINTMENT_NOT_FOUND } })
    expect((await postReview(stranger, '00000000-0000-4000-8000-000000000000', { rating: 5 })).status).toBe(404)
    expect((await postReview(stranger, 'not-an-id', { rating: 5 })).status).toBe(404)
    expect(await ratingOf(therapist.id)).toEqual({ ratingCount: 0, ratingTotal: 0 })
  })

  it('answers 400 with why for a session that has not ended, was cancelled, never paid, or whose patient was marked absent', async () => {
    const therapist = await createTherapist(db)
    const patient = await createPatient(db, { fullName: 'Ada Okafor' })
    const upcoming = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: futureHour() })
    // Going on now: started, not ended.
    const now = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: new Date(Math.floor(Date.now() / HOUR) * HOUR), durationHours: 1 })
    const cancelled = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: pastHour(), status: 'Cancelled' })
    const expired = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: pastHour(), status: 'Expired', holdExpiresAt: new Date(Date.now() - 86_400_000) })
    const absent = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: pastHour() })
    await db.appointment.update({ where: { id: absent.id }, data: { patientNoShowAt: new Date() } })

    expect(await postReview(patient, upcoming.id, { rating: 5 })).toEqual({ status: 400, body: { message: REVIEW_PROBLEMS.notEnded } })
    expect(await postReview(patient, now.id, { rating: 5 })).toEqual({ status: 400, body: { message: REVIEW_PROBLEMS.notEnded } })
    expect(await postReview(patient, cancelled.id, { rating: 5 })).toEqual({ status: 400, body: { message: REVIEW_PROBLEMS.cancelled } })
    expect(await postReview(patient, expired.id, { rating: 5 })).toEqual({ status: 400, body: { message: REVIEW_PROBLEMS.notPaid } })
    expect(await postReview(patient, absent.id, { rating: 5 })).toEqual({ status: 400, body: { message: REVIEW_PROBLEMS.noShow } })
    expect(await db.review.count({ where: { patientId: patient.id } })).toBe(0)
    expect(await ratingOf(therapist.id)).toEqual({ ratingCount: 0, ratingTotal: 0 })
  })

  it('answers 400 for a rating outside 1–5 or a comment too long, 401 without a session and 403 for a therapist', async () => {
    const { therapist, patient, appointment } = await pastSession()
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5' }, { rating: 5, comment: 'x'.repeat(1001) }]) {
      const answered = await postReview(patient, appointment.id, body)
      expect(answered.status).toBe(400)
      expect(answered.body.errors).toBeTruthy()
    }
    expect((await postReview(null, appointment.id, { rating: 5 })).status).toBe(401)
    expect((await postReview(therapist, appointment.id, { rating: 5 })).status).toBe(403)
    expect(await db.review.count({ where: { appointmentId: appointment.id } })).toBe(0)
  })

  it('is refused by the database too: a review of a session that has not ended, or naming another therapist, never goes in', async () => {
    const therapist = await createTherapist(db)
    const other = await createTherapist(db)
    const patient = await createPatient(db)
    const upcoming = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: futureHour() })
    const past = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: pastHour() })
    await expect(db.review.create({ data: { appointmentId: upcoming.id, patientId: patient.id, therapistId: therapist.id, rating: 5 } })).rejects.toThrow()
    await expect(db.review.create({ data: { appointmentId: past.id, patientId: patient.id, therapistId: other.id, rating: 5 } })).rejects.toThrow()
    await expect(db.review.create({ data: { appointmentId: past.id, patientId: patient.id, therapistId: therapist.id, rating: 6 } })).rejects.toThrow()
    const stranger = await createPatient(db)
    await expect(db.review.create({ data: { appointmentId: past.id, patientId: stranger.id, therapistId: therapist.id, rating: 5 } })).rejects.toThrow()
    expect(await db.review.count({ where: { therapistId: { in: [therapist.id, other.id] } } })).toBe(0)
  })

  it('shows on the profile: the dialog knows the review of each past session', async () => {
    const { patient, appointment } = await pastSession()
    await createReview({ patientId: patient.id, appointmentId: appointment.id, rating: 3, comment: 'Fine' })
    const { past } = await listProfileAppointments({ patientId: patient.id })
    expect(past.find((row) => row._id === appointment.id)?.review).toMatchObject({ rating: 3, comment: 'Fine' })
    const page = await findSessionToReview({ patientId: patient.id, appointmentId: appointment.id })
    expect(page).toMatchObject({ appointmentId: appointment.id, therapistName: 'Dr Ngozi Umeh', problem: null, review: { rating: 3 } })
    const stranger = await createPatient(db)
    await expect(findSessionToReview({ patientId: stranger.id, appointmentId: appointment.id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })
})

describe('POST /api/v1/therapist/review-reply/{reviewId}', () => {
  it('lets the therapist of the review reply once: 200, then 409; another therapist gets 404, a patient 403', async () => {
    const { therapist, patient, appointment } = await pastSession()
    const review = (await createReview({ patientId: patient.id, appointmentId: appointment.id, rating: 5 })).data
    const other = await createTherapist(db)

    expect(await postReply(other, review._id, { reply: 'Not mine' })).toEqual({ status: 404, body: { message: REVIEW_NOT_FOUND } })
    expect((await postReply(patient, review._id, { reply: 'Me' })).status).toBe(403)
    expect((await postReply(therapist, review._id, { reply: '   ' })).status).toBe(400)

    const first = await postReply(therapist, review._id, { reply: 'Thank you for your trust.' })
    expect(first.status).toBe(200)
    expect(first.body.data.reply.text).toBe('Thank you for your trust.')
    expect(revalidateTag).toHaveBeenCalledWith(`therapist:${therapist.id}`, { expire: 0 })

    expect(await postReply(therapist, review._id, { reply: 'Edited' })).toEqual({ status: 409, body: { message: ALREADY_REPLIED } })
    expect((await db.review.findUniqueOrThrow({ where: { id: review._id } })).reply).toBe('Thank you for your trust.')
  })

  it('of two replies at once, keeps one', async () => {
    const { therapist, patient, appointment } = await pastSession()
    const review = (await createReview({ patientId: patient.id, appointmentId: appointment.id, rating: 4 })).data
    const results = await Promise.allSettled(['One', 'Two'].map((reply) => replyToReview({ therapistId: therapist.id, reviewId: review._id, reply })))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })
})

describe('PUT /api/v1/admin/hide-review/{reviewId}', () => {
  it('lets an admin hide a review with a reason: no longer counted or listed, written to the audit log; a second hide is 409', async () => {
    const { therapist, patient, appointment } = await pastSession()
    const kept = await pastSession({ therapistId: therapist.id })
    const review = (await createReview({ patientId: patient.id, appointmentId: appointment.id, rating: 1, comment: 'Rude words' })).data
    await createReview({ patientId: kept.patient.id, appointmentId: kept.appointment.id, rating: 5 })
    expect(await ratingOf(therapist.id)).toEqual({ ratingCount: 2, ratingTotal: 6 })
    const admin = await createAdmin(db)

    const hidden = await putHide(admin, review._id, { reason: 'Abusive language' })
    expect(hidden.status).toBe(200)
    expect(await ratingOf(therapist.id)).toEqual({ ratingCount: 1, ratingTotal: 5 })
    expect((await listTherapistReviews({ therapistId: therapist.id })).data.map((row) => row._id)).not.toContain(review._id)
    const row = await db.review.findUniqueOrThrow({ where: { id: review._id } })
    expect(row).toMatchObject({ hiddenReason: 'Abusive language', hiddenById: admin.id })
    const entry = await db.auditLog.findFirstOrThrow({ where: { action: 'review.hide', targetId: review._id } })
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'Review', targetUserId: patient.id })
    expect(entry.details).toMatchObject({ reason: 'Abusive language', rating: 1, therapistId: therapist.id })
    expect(revalidateTag).toHaveBeenCalledWith(`therapist:${therapist.id}`, { expire: 0 })

    expect(await putHide(admin, review._id, { reason: 'Again' })).toEqual({ status: 409, body: { message: ALREADY_HIDDEN } })
    expect(await ratingOf(therapist.id)).toEqual({ ratingCount: 1, ratingTotal: 5 })
    expect(await db.auditLog.count({ where: { action: 'review.hide', targetId: review._id } })).toBe(1)
  })

  it('lets a manager hide one too; refuses a patient or therapist (403), no reason (400) and an unknown review (404)', async () => {
    const { therapist, patient, appointment } = await pastSession()
    const review = (await createReview({ patientId: patient.id, appointmentId: appointment.id, rating: 2 })).data
    const manager = await createManager(db)
    expect((await putHide(patient, review._id, { reason: 'x' })).status).toBe(403)
    expect((await putHide(therapist, review._id, { reason: 'x' })).status).toBe(403)
    expect((await putHide(manager, review._id, {})).status).toBe(400)
    expect((await putHide(manager, review._id, { reason: '  ' })).status).toBe(400)
    expect((await putHide(manager, '00000000-0000-4000-8000-000000000000', { reason: 'x' })).status).toBe(404)
    expect(await ratingOf(therapist.id)).toEqual({ ratingCount: 1, ratingTotal: 2 })
    expect((await putHide(manager, review._id, { reason: 'Names another patient' })).status).toBe(200)
    expect(await ratingOf(therapist.id)).toEqual({ ratingCount: 0, ratingTotal: 0 })
    await expect(hideReview({ actor: { id: patient.id, role: 'Patient' }, reviewId: review._id, reason: 'x' })).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })

  it('shows hidden reviews to their therapist (with the reason) and to admins, never publicly', async () => {
    const { therapist, patient, appointment } = await pastSession()
    const review = (await createReview({ patientId: patient.id, appointmentId: appointment.id, rating: 2 })).data
    const admin = await createAdmin(db)
    await hideReview({ actor: admin, reviewId: review._id, reason: 'Off topic' })
    const own = await listOwnReviews({ therapistId: therapist.id })
    expect(own.rows).toEqual([expect.objectContaining({ _id: review._id, hidden: expect.objectContaining({ reason: 'Off topic' }) })])
    const adminList = await listAdminReviews({ viewer: admin })
    expect(adminList.rows.find((row) => row._id === review._id)?.hidden?.reason).toBe('Off topic')
    await expect(listAdminReviews({ viewer: { role: 'Therapist' } })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect((await getList(therapist.id)).body.data).toEqual([])
  })
})

describe('GET /api/v1/user/therapist-reviews/{therapistId}', () => {
  it('lists the visible reviews newest first with the first name and initial only, paged, with the rating from three reviews', async () => {
    const therapist = await createTherapist(db)
    const names = ['Ada Okafor', 'Bola Ade', 'Chidi Nwosu', 'Dayo']
    const ids: string[] = []
    for (const [index, name] of names.entries()) {
      const { patient, appointment } = await pastSession({ therapistId: therapist.id, patientName: name })
      ids.push((await createReview({ patientId: patient.id, appointmentId: appointment.id, rating: [5, 4, 4, 2][index]!, comment: `Comment ${index}` })).data._id)
      // Two reviews need two distinct times to have an order.
      await db.review.update({ where: { id: ids[index]! }, data: { createdAt: new Date(Date.now() - (10 - index) * 60_000) } })
      if (index === 1) {
        const page = await getList(therapist.id)
        expect(page.body.rating).toBeNull()
        expect(page.body.total).toBe(2)
      }
    }
    const first = await getList(therapist.id, '?limit=3')
    expect(first.status).toBe(200)
    expect(first.body.data.map((row: { _id: string }) => row._id)).toEqual([ids[3], ids[2], ids[1]])
    expect(first.body.data.map((row: { reviewerName: string }) => row.reviewerName)).toEqual(['Dayo', 'Chidi N.', 'Bola A.'])
    expect(JSON.stringify(first.body)).not.toContain('Okafor')
    expect(JSON.stringify(first.body)).not.toContain('Nwosu')
    expect(first.body).toMatchObject({ hasMore: true, nextOffset: 3, rating: { average: 3.8, count: 4 }, total: 4 })
    const second = await getList(therapist.id, '?offset=3&limit=3')
    expect(second.body.data.map((row: { _id: string }) => row._id)).toEqual([ids[0]])
    expect(second.body).toMatchObject({ hasMore: false, nextOffset: null })
    expect(second.body.data[0]).toEqual({ _id: ids[0], rating: 5, comment: 'Comment 0', reviewerName: 'Ada O.', createdAt: expect.any(String), reply: null })

    // Hiding one of three leaves two: no average any more.
    const admin = await createAdmin(db)
    await hideReview({ actor: admin, reviewId: ids[3]!, reason: 'Spam' })
    await hideReview({ actor: admin, reviewId: ids[2]!, reason: 'Spam' })
    const after = await getList(therapist.id)
    expect(after.body.data.map((row: { _id: string }) => row._id)).toEqual([ids[1], ids[0]])
    expect(after.body).toMatchObject({ rating: null, total: 2 })
  })

  it('answers 404 for a therapist who is not listed, 400 for a bad page', async () => {
    const unverified = await createTherapist(db, { isVerified: false })
    expect((await getList(unverified.id)).status).toBe(404)
    expect((await getList('00000000-0000-4000-8000-000000000000')).status).toBe(404)
    const therapist = await createTherapist(db)
    expect((await getList(therapist.id, '?offset=-1')).status).toBe(400)
    expect((await getList(therapist.id, '?limit=abc')).status).toBe(400)
    expect((await getList(therapist.id, '?limit=500')).status).toBe(200)
  })
})

describe('the email asking for a review', () => {
  const requests = (email: string) => db.emailOutbox.findMany({ where: { to: email, subject: REVIEW_REQUEST_SUBJECT } })

  it('goes once, a while after the session ended, with a link to rate it; never before, never for an absent patient or a reviewed session', async () => {
    const therapist = await createTherapist(db)
    const patient = await createPatient(db)
    const absentPatient = await createPatient(db)
    const reviewer = await createPatient(db)
    const base = Math.floor(Date.now() / HOUR) * HOUR - (REVIEW_REQUEST_DELAY_HOURS + 3 + Math.floor(Math.random() * 48)) * HOUR
    const ended = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: new Date(base) })
    const absent = await createAppointment(db, { patientId: absentPatient.id, therapistId: therapist.id, startsAt: new Date(base - HOUR) })
    await db.appointment.update({ where: { id: absent.id }, data: { patientNoShowAt: new Date() } })
    const reviewed = await createAppointment(db, { patientId: reviewer.id, therapistId: therapist.id, startsAt: new Date(base - 2 * HOUR) })
    await createReview({ patientId: reviewer.id, appointmentId: reviewed.id, rating: 5 })

    // Just ended: not yet.
    const justEnded = new Date(ended.endsAt.getTime() + HOUR)
    await sendReviewRequests(justEnded)
    expect(await requests(patient.email)).toHaveLength(0)

    const later = new Date(ended.endsAt.getTime() + (REVIEW_REQUEST_DELAY_HOURS + 1) * HOUR)
    await Promise.all([sendReviewRequests(later), sendReviewRequests(later)])
    await sendReviewRequests(later)
    const sent = await requests(patient.email)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.text).toContain(`/rate-session/${ended.id}`)
    expect(await requests(absentPatient.email)).toHaveLength(0)
    expect(await requests(reviewer.email)).toHaveLength(0)
  })
})

describe('erasure and reviews', () => {
  it("an erased patient's reviews go, and each therapist's rating loses exactly their visible ones", async () => {
    const { therapist, patient, appointment } = await pastSession({ patientName: 'Kemi Lawal' })
    const second = await pastSession({ patientId: patient.id })
    const other = await pastSession({ therapistId: therapist.id })
    await createReview({ patientId: patient.id, appointmentId: appointment.id, rating: 2 })
    const hiddenOne = (await createReview({ patientId: patient.id, appointmentId: second.appointment.id, rating: 1 })).data
    await createReview({ patientId: other.patient.id, appointmentId: other.appointment.id, rating: 5 })
    const admin = await createAdmin(db)
    await hideReview({ actor: admin, reviewId: hiddenOne._id, reason: 'Spam' })
    expect(await ratingOf(therapist.id)).toEqual({ ratingCount: 2, ratingTotal: 7 })
    expect(await ratingOf(second.therapist.id)).toEqual({ ratingCount: 0, ratingTotal: 0 })

    await eraseUser({ actor: admin, userId: patient.id })

    expect(await db.review.count({ where: { patientId: patient.id } })).toBe(0)
    expect(await ratingOf(therapist.id)).toEqual({ ratingCount: 1, ratingTotal: 5 })
    expect(await ratingOf(second.therapist.id)).toEqual({ ratingCount: 0, ratingTotal: 0 })
    expect(revalidateTag).toHaveBeenCalledWith(`therapist:${therapist.id}`, { expire: 0 })
  })

  it("an erased therapist's replies go and patients' words lose the therapist's name; the reviews and counts stay", async () => {
    const therapist = await createTherapist(db, { fullName: `Tobi Ekwueme${Date.now()}` })
    const { patient, appointment } = await pastSession({ therapistId: therapist.id })
    const review = (await createReview({ patientId: patient.id, appointmentId: appointment.id, rating: 5, comment: `${therapist.fullName} listened well.` })).data
    await replyToReview({ therapistId: therapist.id, reviewId: review._id, reply: 'Thank you.' })
    const admin = await createAdmin(db)

    await eraseUser({ actor: admin, userId: therapist.id })

    const row = await db.review.findUniqueOrThrow({ where: { id: review._id } })
    expect(row).toMatchObject({ reply: null, repliedAt: null, rating: 5 })
    expect(row.comment).not.toContain(therapist.fullName)
    expect(await ratingOf(therapist.id)).toEqual({ ratingCount: 1, ratingTotal: 5 })
  })
})
