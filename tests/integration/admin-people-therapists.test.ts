import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { declineDocumentAction } from '@/app/admin/therapist/[id]/actions'
import { PUT as approveDocumentRoute } from '@/app/api/v1/admin/admin-approve-document/[documentId]/route'
import { PUT as blockTherapistRoute } from '@/app/api/v1/admin/admin-block-therapist/[id]/route'
import { PUT as declineDocumentRoute } from '@/app/api/v1/admin/admin-decline-document/[documentId]/route'
import { GET as documentsRoute } from '@/app/api/v1/admin/admin-get-therapist-documents/[id]/route'
import { PUT as unblockTherapistRoute } from '@/app/api/v1/admin/admin-unblock-therapist/[id]/route'
import { PUT as verifyTherapistRoute } from '@/app/api/v1/admin/admin-verify-therapist/[id]/route'
import { GET as viewTherapistRoute } from '@/app/api/v1/admin/admin-view-therapist/[id]/route'
import { blockTherapist, unblockTherapist } from '@/lib/server/admin/therapists/block-therapist'
import { approveDocument, declineDocument } from '@/lib/server/admin/therapists/review-document'
import { verifyTherapist } from '@/lib/server/admin/therapists/verify-therapist'
import { viewTherapistForAdmin } from '@/lib/server/admin/therapists/view-therapist'
import { blockUser } from '@/lib/server/admin/users/block-user'
import { eraseUser } from '@/lib/server/admin/users/erase-user'
import { resolveSessionUser } from '@/lib/server/auth/current-user'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { findDirectoryPage } from '@/lib/server/therapists/find-directory-page'
import { findPublicTherapist } from '@/lib/server/therapists/find-public-therapist'
import { listOwnDocuments } from '@/lib/server/therapists/documents/list-own-documents'
import { uploadDocument } from '@/lib/server/therapists/documents/upload-document'
import { storeImage } from '@/lib/server/uploads/store-upload'
import { DECLINE_REASON_TOO_LONG, DECLINE_REASON_TOO_SHORT, ERASED_NAME, THERAPIST_NOT_FOUND, VERIFY_NEEDS_DOCUMENTS } from '@/lib/validation/admin-people'
import { THERAPIST_UNAVAILABLE } from '@/lib/validation/booking'
import { createAdmin, createManager, createAppointment, createAvailability, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'
import { jpegBytes, pngBytes } from '../fixtures/hostile-files'
import { setUpTemporaryUploadDir } from '../support/upload-dir'
import { apiRequest, auditOf, context, createDocuments } from './admin-people-support'

/*
 * Document review, Verify Therapist, block and unblock, and what each means for the
 * directory, booking, email and the audit log. Only Next's request scope is stood in for.
 */
const request = vi.hoisted(() => ({ authorization: null as string | null }))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: () => undefined }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

const uploads = setUpTemporaryUploadDir()

// A fixed "now" (08:30 in Lagos, Monday 7 April 2031) for booking; the sessions lie on later days.
const NOW = new Date('2031-04-07T07:30:00Z')
const DAY = '2031-04-09'

beforeEach(() => {
  request.authorization = null
  revalidateTag.mockClear()
  // The outbox is the delivery here (no provider): an email is a row to read.
  delete process.env.RESEND_API_KEY
  resetConfigForTests()
})

function api(path: string, method: string, token: string | null, json?: unknown) {
  request.authorization = token ? `Bearer ${token}` : null
  return apiRequest(path, method, { token, json })
}

async function signedInAdmin() {
  const admin = await createAdmin(db)
  return { admin, token: await createSessionToken(admin) }
}

/** A therapist awaiting verification with a unique name (so a directory search finds only them). */
async function awaitingTherapist(states: Parameters<typeof createDocuments>[1] = {}) {
  const fullName = `Amaka ${randomUUID().slice(0, 8)}`
  const therapist = await createTherapist(db, { fullName, isVerified: false, specialties: ['Grief Counseling'] })
  const documents = await createDocuments(therapist.id, states)
  return { therapist, documents, fullName }
}

const listed = async (therapistId: string, q: string) => {
  const page = await findDirectoryPage({ filters: { specialty: null, q }, offset: 0, limit: 24 })
  return page.therapists.some((therapist) => therapist._id === therapistId)
}
const tagsExpired = () => revalidateTag.mock.calls.map(([tag]) => tag)
const outboxTo = (email: string) => db.emailOutbox.findMany({ where: { to: email }, orderBy: { createdAt: 'asc' } })

describe('GET admin/admin-get-therapist-documents/{id}', () => {
  it("answers spec 7's keys, certificates as a list (oldest first), each document through the private file route, a missing one as null", async () => {
    const { token } = await signedInAdmin()
    const { therapist, documents } = await awaitingTherapist({ Certificate: ['Approved', 'Pending'], Logo: null })
    const response = await documentsRoute(api(`admin-get-therapist-documents/${therapist.id}`, 'GET', token), context({ id: therapist.id }))
    const { data } = await response.json()
    expect(Object.keys(data).sort()).toEqual(['cacDocument', 'certificates', 'logo'])
    expect(data.logo).toBeNull()
    expect(data.certificates).toMatchObject(
      documents.Certificates.map((row) => ({ _id: row.id, field: 'certificate', url: `/api/files/${row.fileId}`, reviewState: row.reviewState, declineReason: null })),
    )
    expect(data.certificates).toHaveLength(2)
    expect(data.cacDocument).toMatchObject({ _id: documents.CacDocument!.id, field: 'cacDocument', reviewState: 'Pending' })
  })

  it('answers an empty list when no certificate was sent', async () => {
    const { token } = await signedInAdmin()
    const { therapist } = await awaitingTherapist({ Certificate: null })
    const response = await documentsRoute(api(`admin-get-therapist-documents/${therapist.id}`, 'GET', token), context({ id: therapist.id }))
    expect((await response.json()).data).toMatchObject({ certificates: [], cacDocument: { reviewState: 'Pending' }, logo: { reviewState: 'Pending' } })
  })

  it('gives a manager the review states without the files (a manager does not review documents)', async () => {
    const { therapist } = await awaitingTherapist({ Certificate: ['Pending', 'Declined'] })
    const manager = await createManager(db)
    const view = await viewTherapistForAdmin({ viewer: manager, therapistId: therapist.id })
    expect(view.documents.certificates).toMatchObject([
      { reviewState: 'Pending', url: null },
      { reviewState: 'Declined', url: null },
    ])
    expect(view.documents.cacDocument).toMatchObject({ url: null })
    expect(view.documents.logo).toMatchObject({ url: null })
  })
})

describe('Approve and Decline a document', () => {
  it('approves: state, reviewer and time stored, audit entry written; approving again changes nothing', async () => {
    const { admin, token } = await signedInAdmin()
    const { therapist, documents } = await awaitingTherapist()
    const id = documents.Certificate!.id
    const response = await approveDocumentRoute(api(`admin-approve-document/${id}`, 'PUT', token), context({ documentId: id }))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ message: 'Document approved', data: { _id: id, reviewState: 'Approved', declineReason: null } })
    expect(await db.therapistDocument.findUniqueOrThrow({ where: { id } })).toMatchObject({ reviewState: 'Approved', reviewedById: admin.id, reviewedAt: expect.any(Date) })
    expect(await approveDocument({ actor: admin, documentId: id })).toMatchObject({ message: 'Document approved' })
    expect(await auditOf(id)).toMatchObject([{ actorId: admin.id, action: 'document.approve', targetType: 'TherapistDocument', targetUserId: therapist.id, details: { kind: 'Certificate' } }])
  })

  it('declines with a reason the therapist sees on their page and gets by email; they may then upload a new one', async () => {
    const { admin, token } = await signedInAdmin()
    const { therapist, documents } = await awaitingTherapist()
    const id = documents.CacDocument!.id
    const reason = '  The CAC certificate is cut off.\r\nPlease upload the whole page.  '
    const response = await declineDocumentRoute(api(`admin-decline-document/${id}`, 'PUT', token, { reason }), context({ documentId: id }))
    expect(response.status).toBe(200)
    const stored = 'The CAC certificate is cut off.\nPlease upload the whole page.'
    expect(await response.json()).toMatchObject({ message: 'Document declined', data: { reviewState: 'Declined', declineReason: stored } })

    expect((await listOwnDocuments({ therapistId: therapist.id })).cacDocument).toMatchObject({ reviewState: 'Declined', declineReason: stored })
    const [email] = await outboxTo(therapist.email)
    expect(email).toMatchObject({ subject: 'Your CAC Document was declined', html: null })
    expect(email!.text).toContain(stored)
    expect(email!.text).toContain('/therapist-dashboard/therapist-not-verified')
    expect(await auditOf(id)).toMatchObject([{ actorId: admin.id, action: 'document.decline', details: { kind: 'CacDocument', reason: stored } }])

    // Declined really declines: the therapist may replace it now (a pending one is refused).
    await expect(uploadDocument({ therapistId: therapist.id, field: 'cacDocument', bytes: await jpegBytes() })).resolves.toMatchObject({ message: 'CAC Document uploaded successfully' })
    expect((await listOwnDocuments({ therapistId: therapist.id })).cacDocument).toMatchObject({ reviewState: 'Pending', declineReason: null })
  })

  it.each([
    ['no reason', {}, 'Please give a reason for declining.'],
    ['a blank reason', { reason: '   ' }, 'Please give a reason for declining.'],
    ['a reason under 5 characters', { reason: 'Bad' }, DECLINE_REASON_TOO_SHORT],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }, DECLINE_REASON_TOO_LONG],
  ])('refuses %s (400, errors.reason) and changes nothing', async (_, body, message) => {
    const { token } = await signedInAdmin()
    const { therapist, documents } = await awaitingTherapist()
    const id = documents.Logo!.id
    const response = await declineDocumentRoute(api(`admin-decline-document/${id}`, 'PUT', token, body), context({ documentId: id }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message, errors: { reason: [message] } })
    expect((await db.therapistDocument.findUniqueOrThrow({ where: { id } })).reviewState).toBe('Pending')
    expect(await outboxTo(therapist.email)).toHaveLength(0)
  })

  it('reviews each certificate on its own: approving one leaves the others as they were', async () => {
    const { admin } = await signedInAdmin()
    const { therapist, documents } = await awaitingTherapist({ Certificate: ['Pending', 'Pending', 'Pending'] })
    const [first, second, third] = documents.Certificates
    await approveDocument({ actor: admin, documentId: second!.id })
    await declineDocument({ actor: admin, documentId: third!.id, reason: 'This is a receipt, not a certificate.' })
    expect((await listOwnDocuments({ therapistId: therapist.id })).certificates.map((document) => [document._id, document.reviewState, document.declineReason])).toEqual([
      [first!.id, 'Pending', null],
      [second!.id, 'Approved', null],
      [third!.id, 'Declined', 'This is a receipt, not a certificate.'],
    ])
    const [email] = await outboxTo(therapist.email)
    expect(email).toMatchObject({ subject: 'Your Certificate was declined' })
  })

  it('the page\'s action declines too, and an approved document can still be declined (the latest decision stands)', async () => {
    const { admin, token } = await signedInAdmin()
    const { documents } = await awaitingTherapist({ Logo: 'Approved' })
    request.authorization = `Bearer ${token}`
    expect(await declineDocumentAction({ documentId: documents.Logo!.id, reason: 'The logo shows another company.' })).toEqual({ ok: true, message: 'Document declined' })
    expect(await db.therapistDocument.findUniqueOrThrow({ where: { id: documents.Logo!.id } })).toMatchObject({ reviewState: 'Declined', reviewedById: admin.id })
  })

  it('answers 404 for an unknown document, and for one whose therapist was erased', async () => {
    const { admin, token } = await signedInAdmin()
    const missing = randomUUID()
    expect((await approveDocumentRoute(api(`admin-approve-document/${missing}`, 'PUT', token), context({ documentId: missing }))).status).toBe(404)
    const { therapist, documents } = await awaitingTherapist()
    await db.user.update({ where: { id: therapist.id }, data: { erasedAt: new Date() } })
    await expect(declineDocument({ actor: admin, documentId: documents.Logo!.id, reason: 'Not readable at all.' })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })
})

describe('Verify Therapist', () => {
  it.each([
    ['all three pending', {}],
    ['the certificate declined', { Certificate: 'Declined', CacDocument: 'Approved' }],
    ['no certificate approved among several', { Certificate: ['Declined', 'Pending', 'Declined'], CacDocument: 'Approved', Logo: 'Approved' }],
    ['no certificate at all', { Certificate: null, CacDocument: 'Approved', Logo: 'Approved' }],
    ['the CAC document missing', { Certificate: 'Approved', CacDocument: null }],
    ['the CAC document declined beside approved certificates', { Certificate: ['Approved', 'Approved'], CacDocument: 'Declined' }],
  ] as const)('is refused with %s (409), and nothing changes', async (_, states) => {
    const { token } = await signedInAdmin()
    const { therapist, fullName } = await awaitingTherapist(states)
    const response = await verifyTherapistRoute(api(`admin-verify-therapist/${therapist.id}`, 'PUT', token), context({ id: therapist.id }))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: VERIFY_NEEDS_DOCUMENTS })
    expect((await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapist.id } })).isVerified).toBe(false)
    expect(await listed(therapist.id, fullName)).toBe(false)
    expect(await auditOf(therapist.id)).toHaveLength(0)
    expect(await outboxTo(therapist.email)).toHaveLength(0)
  })

  it('verifies once the certificate and CAC document are approved (the logo may wait): listed, emailed, cache expired, audited', async () => {
    const { admin, token } = await signedInAdmin()
    const { therapist, fullName } = await awaitingTherapist({ Certificate: 'Approved', CacDocument: 'Approved', Logo: 'Pending' })
    const therapistSession = await createSessionToken(therapist)
    expect((await viewTherapistForAdmin({ viewer: admin, therapistId: therapist.id })).canVerify).toBe(true)

    const response = await verifyTherapistRoute(api(`admin-verify-therapist/${therapist.id}`, 'PUT', token), context({ id: therapist.id }))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ message: 'Therapist verified', data: { _id: therapist.id, isVerified: true, verifiedAt: expect.any(String) } })

    expect(await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapist.id } })).toMatchObject({ isVerified: true, verifiedAt: expect.any(Date) })
    expect(tagsExpired()).toEqual(expect.arrayContaining(['therapists', `therapist:${therapist.id}`]))
    expect(await listed(therapist.id, fullName)).toBe(true)
    expect(await findPublicTherapist({ therapistId: therapist.id })).toMatchObject({ _id: therapist.id, isVerified: true })
    const emails = await outboxTo(therapist.email)
    expect(emails).toMatchObject([{ subject: 'Your Alafia account is verified' }])
    expect(await auditOf(therapist.id)).toMatchObject([
      { actorId: admin.id, action: 'therapist.verify', targetType: 'Therapist', targetUserId: therapist.id, details: { documents: { certificate: ['Approved'], cacDocument: ['Approved'], logo: ['Pending'] } } },
    ])
    // Their session carries on: verification changes what they may open, not who they are.
    expect(await resolveSessionUser(therapistSession)).not.toBeNull()

    // Again: the same notice, no second email or entry.
    expect(await verifyTherapist({ actor: admin, therapistId: therapist.id })).toMatchObject({ message: 'Therapist verified' })
    expect(await outboxTo(therapist.email)).toHaveLength(1)
    expect(await auditOf(therapist.id)).toHaveLength(1)
  })

  it('answers 404 for a patient\'s id and for an erased therapist', async () => {
    const { admin } = await signedInAdmin()
    const patient = await createPatient(db)
    await expect(verifyTherapist({ actor: admin, therapistId: patient.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: THERAPIST_NOT_FOUND })
    const { therapist } = await awaitingTherapist({ Certificate: 'Approved', CacDocument: 'Approved' })
    await db.user.update({ where: { id: therapist.id }, data: { erasedAt: new Date() } })
    await expect(verifyTherapist({ actor: admin, therapistId: therapist.id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  it('verifies with one approved certificate among several (one declined, one waiting), and records each state', async () => {
    const { admin } = await signedInAdmin()
    const { therapist } = await awaitingTherapist({ Certificate: ['Declined', 'Approved', 'Pending'], CacDocument: 'Approved', Logo: null })
    expect((await viewTherapistForAdmin({ viewer: admin, therapistId: therapist.id })).canVerify).toBe(true)
    expect(await verifyTherapist({ actor: admin, therapistId: therapist.id })).toMatchObject({ message: 'Therapist verified', data: { isVerified: true } })
    expect(await auditOf(therapist.id)).toMatchObject([
      { action: 'therapist.verify', details: { documents: { certificate: ['Declined', 'Approved', 'Pending'], cacDocument: ['Approved'], logo: [] } } },
    ])
  })
})

/** A verified, listed therapist with published hours, one paid session to come and one in the past. */
async function bookedTherapist() {
  const fullName = `Tunde ${randomUUID().slice(0, 8)}`
  const therapist = await createTherapist(db, { fullName, feeKobo: 1_500_000 })
  await createAvailability(db, { therapistId: therapist.id, date: DAY, hours: [9, 10, 11, 12] })
  const patient = await createPatient(db, { fullName: 'Chioma Obi' })
  const upcoming = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 9), durationHours: 2 })
  await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2026-01-05', 9) })
  return { therapist, fullName, patient, upcoming }
}

describe('block and unblock a therapist', () => {
  it('a blocked therapist leaves the directory, cannot be booked, is signed out, and their paid sessions to come are listed', async () => {
    const { admin, token } = await signedInAdmin()
    const { therapist, fullName, patient, upcoming } = await bookedTherapist()
    const session = await createSessionToken(therapist)
    expect(await listed(therapist.id, fullName)).toBe(true)

    const response = await blockTherapistRoute(api(`admin-block-therapist/${therapist.id}`, 'PUT', token), context({ id: therapist.id }))
    expect(await response.json()).toEqual({ message: 'Therapist blocked', data: { _id: therapist.id, isBlocked: true } })

    expect(await listed(therapist.id, fullName)).toBe(false)
    expect(await findPublicTherapist({ therapistId: therapist.id })).toBeNull()
    expect(tagsExpired()).toEqual(expect.arrayContaining(['therapists', `therapist:${therapist.id}`, `availability:${therapist.id}`]))
    const booker = await createPatient(db)
    await expect(holdAppointment({ patientId: booker.id, therapistId: therapist.id, appointmentDate: DAY, slot_start: 11, slot_end: 12, now: NOW })).rejects.toMatchObject({
      code: 'VALIDATION', message: THERAPIST_UNAVAILABLE,
    })
    expect(await resolveSessionUser(session)).toBeNull()
    expect(await auditOf(therapist.id)).toMatchObject([{ actorId: admin.id, action: 'therapist.block', targetType: 'Therapist' }])

    const view = await viewTherapistForAdmin({ viewer: admin, therapistId: therapist.id })
    expect(view).toMatchObject({ status: 'Blocked', isBlocked: true, paidUpcoming: { total: 1 } })
    expect(view.paidUpcoming.data).toEqual([
      expect.objectContaining({
        _id: upcoming.id, appointmentDate: DAY, slot_start: '09:00', slot_end: '11:00', duration: 2, amount: 30_000, status: 'Paid',
        patient: { _id: patient.id, fullName: 'Chioma Obi' },
      }),
    ])
  })

  it('unblocking lists them again and they can be booked', async () => {
    const { admin, token } = await signedInAdmin()
    const { therapist, fullName } = await bookedTherapist()
    await blockTherapist({ actor: admin, therapistId: therapist.id })
    revalidateTag.mockClear()
    const response = await unblockTherapistRoute(api(`admin-unblock-therapist/${therapist.id}`, 'PUT', token), context({ id: therapist.id }))
    expect(await response.json()).toEqual({ message: 'Therapist unblocked', data: { _id: therapist.id, isBlocked: false } })
    expect(tagsExpired()).toEqual(expect.arrayContaining(['therapists', `therapist:${therapist.id}`]))
    expect(await listed(therapist.id, fullName)).toBe(true)
    const booker = await createPatient(db)
    await expect(holdAppointment({ patientId: booker.id, therapistId: therapist.id, appointmentDate: DAY, slot_start: 11, slot_end: 12, now: NOW })).resolves.toMatchObject({
      data: { amount: 15_000 },
    })
    expect((await auditOf(therapist.id)).map((entry) => entry.action)).toEqual(['therapist.block', 'therapist.unblock'])
  })

  it('the therapist calls answer 404 for a patient; blocking a therapist through the user call works the same way', async () => {
    const { admin, token } = await signedInAdmin()
    const patient = await createPatient(db)
    expect((await blockTherapistRoute(api(`admin-block-therapist/${patient.id}`, 'PUT', token), context({ id: patient.id }))).status).toBe(404)
    expect((await db.user.findUniqueOrThrow({ where: { id: patient.id } })).isBlocked).toBe(false)
    const { therapist, fullName } = await bookedTherapist()
    expect(await blockUser({ actor: admin, userId: therapist.id })).toMatchObject({ message: 'User blocked' })
    expect(await listed(therapist.id, fullName)).toBe(false)
    expect(await auditOf(therapist.id)).toMatchObject([{ action: 'therapist.block' }])
    await unblockTherapist({ actor: admin, therapistId: therapist.id })
  })
})

describe('GET admin/admin-view-therapist/{id}', () => {
  it('answers every profile field, the states, the documents and whether Verify may go ahead', async () => {
    const { token } = await signedInAdmin()
    const { therapist } = await awaitingTherapist({ Certificate: 'Approved' })
    const response = await viewTherapistRoute(api(`admin-view-therapist/${therapist.id}`, 'GET', token), context({ id: therapist.id }))
    const { data } = await response.json()
    expect(data).toMatchObject({
      _id: therapist.id, email: therapist.email, isVerified: false, isBlocked: false, status: 'Active', canVerify: false,
      specialties: ['Grief Counseling'], fee: 20_000, documents: { certificates: [{ reviewState: 'Approved' }], cacDocument: { reviewState: 'Pending' } },
      paidUpcoming: { total: 0, data: [] },
    })
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|sessionVersion/)
  })
})

describe('Delete user on a therapist', () => {
  it('unlists and unverifies them, deletes photo, documents and availability (bytes too), keeps their appointments', async () => {
    const { admin } = await signedInAdmin()
    const { therapist, fullName, upcoming } = await bookedTherapist()
    const photo = await storeImage({ bytes: await jpegBytes(), kind: 'photo', uploadedById: therapist.id })
    await db.therapistProfile.update({ where: { userId: therapist.id }, data: { photoFileId: photo.id } })
    for (const field of ['certificate', 'cacDocument', 'logo'] as const) {
      await uploadDocument({ therapistId: therapist.id, field, bytes: field === 'logo' ? await pngBytes() : await jpegBytes() })
    }
    // The photo, its small rendition and the three documents.
    const files = await db.storedFile.findMany({ where: { uploadedById: therapist.id } })
    expect(files).toHaveLength(5)
    const appointmentsBefore = await db.appointment.findMany({ where: { therapistId: therapist.id }, orderBy: { id: 'asc' } })

    expect(await eraseUser({ actor: admin, userId: therapist.id })).toEqual({ message: 'User deleted', data: { _id: therapist.id, paidUpcomingAppointments: 1 } })

    expect(await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapist.id } })).toMatchObject({ isVerified: false, verifiedAt: null, bio: '', photoFileId: null })
    expect(await db.therapistDocument.count({ where: { therapistId: therapist.id } })).toBe(0)
    expect(await db.availability.count({ where: { therapistId: therapist.id } })).toBe(0)
    expect(await db.storedFile.count({ where: { id: { in: files.map((file) => file.id) } } })).toBe(0)
    const onDisk = await uploads.storedNames()
    for (const file of files) expect(onDisk).not.toContain(file.storageKey)
    expect(await listed(therapist.id, fullName)).toBe(false)
    expect(tagsExpired()).toEqual(expect.arrayContaining(['therapists', `therapist:${therapist.id}`]))
    expect(await db.appointment.findMany({ where: { therapistId: therapist.id }, orderBy: { id: 'asc' } })).toEqual(appointmentsBefore)

    const view = await viewTherapistForAdmin({ viewer: admin, therapistId: therapist.id })
    expect(view).toMatchObject({ fullName: ERASED_NAME, status: 'Deleted', canVerify: false, paidUpcoming: { total: 1, data: [{ _id: upcoming.id }] } })
    expect(await auditOf(therapist.id)).toMatchObject([{ action: 'user.delete', targetType: 'Therapist', targetUserId: therapist.id, details: { role: 'Therapist', filesDeleted: 4, paidUpcomingAppointments: 1 } }]) // the photo counts once
  })
})
