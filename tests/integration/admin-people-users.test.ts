import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteUserAction } from '@/app/admin/applicationUser/[id]/actions'
import { PUT as blockUserRoute } from '@/app/api/v1/admin/admin-block-user/[id]/route'
import { DELETE as deleteUserRoute } from '@/app/api/v1/admin/admin-delete-user/[id]/route'
import { PUT as unblockUserRoute } from '@/app/api/v1/admin/admin-unblock-user/[id]/route'
import { GET as viewUserRoute } from '@/app/api/v1/admin/admin-view-user/[id]/route'
import { GET as viewProfileRoute } from '@/app/api/v1/patient/view-profile/route'
import { blockUser, unblockUser } from '@/lib/server/admin/users/block-user'
import { eraseUser, erasedEmail } from '@/lib/server/admin/users/erase-user'
import { viewUser } from '@/lib/server/admin/users/view-user'
import { authenticate } from '@/lib/server/auth/authenticate'
import { resolveSessionUser } from '@/lib/server/auth/current-user'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { listTherapistSchedule } from '@/lib/server/therapist-dashboard/list-therapist-schedule'
import { ALREADY_ERASED, CANNOT_BLOCK_SELF, CANNOT_CHANGE_ADMIN, CANNOT_DELETE_SELF, ERASED_CANNOT_CHANGE, ERASED_NAME } from '@/lib/validation/admin-people'
import { DEMO_PASSWORD, createAdmin, createAppointment, createManager, createPatient, createTherapist, dateOnly } from '../fixtures/factories'
import { apiRequest, auditOf, context, hoursFromNow } from './admin-people-support'

/*
 * Block and unblock (sessions end at once), Delete user (erasure that keeps the
 * appointments and payments), and the admin's protection of their own and other admins' accounts.
 * Only Next's request scope is stood in for; Postgres, the session checks and argon2 are real.
 */
const request = vi.hoisted(() => ({ authorization: null as string | null }))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: () => undefined }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

beforeEach(() => {
  request.authorization = null
  revalidateTag.mockClear()
})

function api(path: string, method: string, token: string | null) {
  request.authorization = token ? `Bearer ${token}` : null
  return apiRequest(path, method, { token })
}

const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
const signIn = (email: string) => authenticate({ email, password: DEMO_PASSWORD, portal: 'user', ipAddress: uniqueIp() })

async function signedInAdmin() {
  const admin = await createAdmin(db)
  return { admin, token: await createSessionToken(admin) }
}

/** The patient's own API call with a token: 200 while the session lives, 401 once it has ended. */
async function profileStatus(token: string) {
  request.authorization = `Bearer ${token}`
  return (await viewProfileRoute(apiRequest('../patient/view-profile', 'GET', { token }), context({}))).status
}

describe('block and unblock a user', () => {
  it('blocking ends every session at once: a token issued before the block is refused after it', async () => {
    const { admin, token: adminToken } = await signedInAdmin()
    const patient = await createPatient(db)
    const before = await createSessionToken(patient)
    expect(await resolveSessionUser(before)).not.toBeNull()
    expect(await profileStatus(before)).toBe(200)

    const response = await blockUserRoute(api(`admin-block-user/${patient.id}`, 'PUT', adminToken), context({ id: patient.id }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'User blocked', data: { _id: patient.id, isBlocked: true } })

    expect(await resolveSessionUser(before)).toBeNull()
    expect(await profileStatus(before)).toBe(401)
    await expect(signIn(patient.email)).rejects.toMatchObject({ code: 'BLOCKED' })
    const row = await db.user.findUniqueOrThrow({ where: { id: patient.id } })
    expect(row).toMatchObject({ isBlocked: true, sessionVersion: patient.sessionVersion + 1 })
    expect(await auditOf(patient.id)).toMatchObject([{ actorId: admin.id, action: 'user.block', targetType: 'User', targetId: patient.id, targetUserId: patient.id }])
  })

  it('unblocking lets the person sign in again; the sessions from before the block stay ended', async () => {
    const { admin, token: adminToken } = await signedInAdmin()
    const patient = await createPatient(db)
    const before = await createSessionToken(patient)
    await blockUser({ actor: admin, userId: patient.id })

    const response = await unblockUserRoute(api(`admin-unblock-user/${patient.id}`, 'PUT', adminToken), context({ id: patient.id }))
    expect(await response.json()).toEqual({ message: 'User unblocked', data: { _id: patient.id, isBlocked: false } })

    const session = await signIn(patient.email)
    expect(await resolveSessionUser(await createSessionToken(session))).toMatchObject({ id: patient.id })
    expect(await resolveSessionUser(before)).toBeNull()
    expect((await auditOf(patient.id)).map((entry) => entry.action)).toEqual(['user.block', 'user.unblock'])
  })

  it('a second block changes nothing and writes no second entry, but answers the same notice', async () => {
    const { admin } = await signedInAdmin()
    const patient = await createPatient(db)
    await blockUser({ actor: admin, userId: patient.id })
    expect(await blockUser({ actor: admin, userId: patient.id })).toMatchObject({ message: 'User blocked' })
    expect((await db.user.findUniqueOrThrow({ where: { id: patient.id } })).sessionVersion).toBe(patient.sessionVersion + 1)
    expect(await auditOf(patient.id)).toHaveLength(1)
  })

  it('blocks a manager too (their admin-area sessions end)', async () => {
    const { admin } = await signedInAdmin()
    const manager = await createManager(db)
    const token = await createSessionToken(manager)
    await blockUser({ actor: admin, userId: manager.id })
    expect(await resolveSessionUser(token)).toBeNull()
  })

  it('refuses an admin blocking themself or another admin, with a clear message, and changes nothing', async () => {
    const { admin, token } = await signedInAdmin()
    const other = await createAdmin(db)
    const self = await blockUserRoute(api(`admin-block-user/${admin.id}`, 'PUT', token), context({ id: admin.id }))
    expect(self.status).toBe(403)
    expect(await self.json()).toEqual({ message: CANNOT_BLOCK_SELF })
    await expect(blockUser({ actor: admin, userId: other.id })).rejects.toMatchObject({ code: 'FORBIDDEN', message: CANNOT_CHANGE_ADMIN })
    expect(await db.user.count({ where: { id: { in: [admin.id, other.id] }, isBlocked: true } })).toBe(0)
    expect(await resolveSessionUser(token)).not.toBeNull()
  })

  it('answers 404 for an unknown or malformed id', async () => {
    const { token } = await signedInAdmin()
    for (const id of [randomUUID(), 'nope']) {
      expect((await blockUserRoute(api(`admin-block-user/${id}`, 'PUT', token), context({ id }))).status).toBe(404)
    }
  })
})

/** A patient with every kind of personal data the platform keeps, and the books around them. */
async function patientWithHistory() {
  const patient = await createPatient(db, {
    fullName: 'Ngozi Eze', email: `ngozi-${randomUUID()}@example.test`, gender: 'Female', phoneNumber: '+2348031234567',
    dateOfBirth: dateOnly('1990-04-12'), address: '4 Bode Thomas Street', localGovernment: 'Surulere', state: 'Lagos', lastSeenAt: new Date(),
  })
  const therapist = await createTherapist(db)
  const past = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: hoursFromNow(-20), isComplete: true, completedAt: hoursFromNow(-20, 11) })
  const future = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: hoursFromNow(9), durationHours: 2 })
  const cancelled = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: hoursFromNow(12), status: 'Cancelled' })
  const post = await db.blogPost.create({ data: { title: 'Sleep and stress', content: 'Rest well.' } })
  await db.comment.create({ data: { postId: post.id, authorId: patient.id, authorName: patient.fullName, text: 'This helped me with my anxiety.' } })
  const bystander = await createPatient(db)
  const otherComment = await db.comment.create({ data: { postId: post.id, authorId: bystander.id, authorName: bystander.fullName, text: 'Thank you.' } })
  await db.passwordResetToken.create({ data: { userId: patient.id, tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) } })
  await db.emailOutbox.create({ data: { to: patient.email, subject: 'Your appointment is confirmed', text: `Hello ${patient.fullName}`, provider: 'outbox' } })
  await db.contactMessage.create({ data: { fullName: patient.fullName, email: patient.email, message: 'Can I pay by transfer?' } })
  await db.loginAttempt.create({ data: { email: patient.email, ipAddress: '10.1.2.3', succeeded: true } })
  return { patient, therapist, past, future, cancelled, post, otherComment }
}

describe('Delete user (erasure)', () => {
  it('anonymises the person in place and keeps every appointment and payment', async () => {
    const { admin, token } = await signedInAdmin()
    const { patient, therapist, future, post, otherComment } = await patientWithHistory()
    const session = await createSessionToken(patient)
    const booksBefore = {
      appointments: await db.appointment.findMany({ where: { patientId: patient.id }, orderBy: { id: 'asc' } }),
      payments: await db.payment.findMany({ where: { appointment: { patientId: patient.id } }, orderBy: { id: 'asc' } }),
    }
    expect(booksBefore.appointments).toHaveLength(3)
    expect(booksBefore.payments).toHaveLength(2)

    const response = await deleteUserRoute(api(`admin-delete-user/${patient.id}`, 'DELETE', token), context({ id: patient.id }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'User deleted', data: { _id: patient.id, paidUpcomingAppointments: 1 } })

    const row = await db.user.findUniqueOrThrow({ where: { id: patient.id } })
    expect(row).toMatchObject({
      fullName: ERASED_NAME, email: erasedEmail(patient.id), gender: null, phoneNumber: null, dateOfBirth: null, address: null,
      localGovernment: null, state: null, lastSeenAt: null, isBlocked: true, sessionVersion: patient.sessionVersion + 1, role: 'Patient',
    })
    expect(row.erasedAt).toBeInstanceOf(Date)
    expect(row.passwordHash).not.toBe(patient.passwordHash)

    // The books: the same rows, untouched, still pointing at the (anonymised) person.
    expect(await db.appointment.findMany({ where: { patientId: patient.id }, orderBy: { id: 'asc' } })).toEqual(booksBefore.appointments)
    expect(await db.payment.findMany({ where: { appointment: { patientId: patient.id } }, orderBy: { id: 'asc' } })).toEqual(booksBefore.payments)
    // The therapist still sees the session, under the erased name.
    const schedule = await listTherapistSchedule({ therapistId: therapist.id })
    expect(schedule.upcoming.find((appointment) => appointment._id === future.id)?.userId).toEqual({ _id: patient.id, fullName: ERASED_NAME })

    // Personal data elsewhere is gone; other people's is not.
    expect(await db.comment.count({ where: { authorId: patient.id } })).toBe(0)
    expect(await db.comment.findUnique({ where: { id: otherComment.id } })).not.toBeNull()
    expect(await db.passwordResetToken.count({ where: { userId: patient.id } })).toBe(0)
    expect(await db.emailOutbox.count({ where: { to: patient.email } })).toBe(0)
    expect(await db.contactMessage.count({ where: { email: patient.email } })).toBe(0)
    expect(await db.loginAttempt.count({ where: { email: patient.email } })).toBe(0)
    expect(revalidateTag).toHaveBeenCalledWith(`blog-post:${post.id}`, { expire: 0 })

    // Signed out everywhere, and no way back in.
    expect(await resolveSessionUser(session)).toBeNull()
    await expect(signIn(patient.email)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' })
    await expect(signIn(erasedEmail(patient.id))).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' })

    // The audit entry says who and what, never the erased name or email.
    const [entry] = await auditOf(patient.id)
    expect(entry).toMatchObject({ actorId: admin.id, action: 'user.delete', targetType: 'User', details: { role: 'Patient', commentsDeleted: 1, filesDeleted: 0, paidUpcomingAppointments: 1 } })
    expect(JSON.stringify(entry!.details)).not.toMatch(/Ngozi|ngozi-|Bode Thomas|8031234567|Surulere/)
  })

  it('keeps the erased person on the admin page with the paid session still to come, for a refund', async () => {
    const { admin } = await signedInAdmin()
    const { patient, future } = await patientWithHistory()
    await eraseUser({ actor: admin, userId: patient.id })
    const view = await viewUser({ viewer: admin, userId: patient.id })
    expect(view).toMatchObject({ fullName: ERASED_NAME, status: 'Deleted', isBlocked: true, paidUpcoming: { total: 1 } })
    expect(view.paidUpcoming.data[0]).toMatchObject({ _id: future.id, status: 'Paid', duration: 2, patient: { fullName: ERASED_NAME } })
    // The checkout closed without paying is not a cancelled session: it is counted as abandoned.
    expect(view.appointments).toMatchObject({ total: 2, paid: 2, cancelled: 0, abandoned: 1, completed: 1 })
  })

  it('frees the email: the person may register again as a new account', async () => {
    const { admin } = await signedInAdmin()
    const { patient } = await patientWithHistory()
    await eraseUser({ actor: admin, userId: patient.id })
    const again = await createPatient(db, { email: patient.email })
    expect(again.id).not.toBe(patient.id)
  })

  it('works from the page\'s action too, and refuses a second delete and any later block change', async () => {
    const { admin, token } = await signedInAdmin()
    const patient = await createPatient(db)
    request.authorization = `Bearer ${token}`
    expect(await deleteUserAction({ userId: patient.id })).toEqual({ ok: true, message: 'User deleted', data: { _id: patient.id, paidUpcomingAppointments: 0 } })
    await expect(eraseUser({ actor: admin, userId: patient.id })).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_ERASED })
    await expect(unblockUser({ actor: admin, userId: patient.id })).rejects.toMatchObject({ code: 'CONFLICT', message: ERASED_CANNOT_CHANGE })
    expect((await db.user.findUniqueOrThrow({ where: { id: patient.id } })).isBlocked).toBe(true)
    expect(await auditOf(patient.id)).toHaveLength(1)
  })

  it('refuses an admin deleting themself or another admin', async () => {
    const { admin, token } = await signedInAdmin()
    const other = await createAdmin(db)
    const self = await deleteUserRoute(api(`admin-delete-user/${admin.id}`, 'DELETE', token), context({ id: admin.id }))
    expect(self.status).toBe(403)
    expect(await self.json()).toEqual({ message: CANNOT_DELETE_SELF })
    request.authorization = `Bearer ${token}`
    expect(await deleteUserAction({ userId: other.id })).toMatchObject({ ok: false, code: 'FORBIDDEN', message: CANNOT_CHANGE_ADMIN })
    expect(await db.user.count({ where: { id: { in: [admin.id, other.id] }, erasedAt: { not: null } } })).toBe(0)
  })
})

describe('GET admin/admin-view-user/{id}', () => {
  it('answers the details (spec 3 names), the status and the appointments, never the password hash', async () => {
    const { token } = await signedInAdmin()
    const { patient, future, cancelled } = await patientWithHistory()
    const response = await viewUserRoute(api(`admin-view-user/${patient.id}`, 'GET', token), context({ id: patient.id }))
    const { data } = await response.json()
    expect(data).toMatchObject({
      _id: patient.id, fullName: 'Ngozi Eze', email: patient.email, phoneNumber: '+2348031234567', dateOfBirth: '1990-04-12',
      address: '4 Bode Thomas Street', localGovernment: 'Surulere', state: 'Lagos', gender: 'Female', role: 'Patient', isBlocked: false, status: 'Active',
      appointments: { total: 2, paid: 2, cancelled: 0, abandoned: 1, pending: 0, completed: 1 },
      paidUpcoming: { total: 1, data: [{ _id: future.id }] },
    })
    expect(data.appointments.recent).toHaveLength(3)
    expect(data.appointments.recent.find((row: { _id: string }) => row._id === cancelled.id)).toMatchObject({ status: 'Cancelled', isAbandoned: true, paymentStatus: null })
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|sessionVersion|argon2/)
  })
})
