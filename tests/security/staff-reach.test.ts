// What staff and therapists can reach that the review found too wide: a Manager opening private
// verification documents and session links, and a verified therapist renaming themselves (or
// pricing sessions absurdly) while staying verified and listed.
import { describe, expect, it } from 'vitest'
import { createAppointment, createPatient, deterministicUuid } from '../fixtures/factories'
import { call } from '../support/http-api'
import { BASE, db, demo, freshTherapist } from './support/target'

describe('a Manager reads the admin area without documents or session links', () => {
  it('a verification document answers a Manager 404, as for a file that does not exist, and an Admin 200', async () => {
    // A document the demo seed stored with its file (other tests add rows whose bytes were never written).
    const document = await db.therapistDocument.findFirstOrThrow({ where: { fileId: deterministicUuid('seed-document:hauwa.umar@alafia.test:0:file') }, select: { fileId: true } })
    const [manager, admin] = await Promise.all([demo('manager'), demo('admin')])
    expect((await fetch(`${BASE}/api/files/${document.fileId}`, { headers: { authorization: `Bearer ${manager.token}` } })).status).toBe(404)
    expect((await fetch(`${BASE}/api/files/${document.fileId}`, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(200)
  })

  it('a paid session’s video link is not in the appointment a Manager reads', async () => {
    const [therapist, patient] = await Promise.all([freshTherapist(), createPatient(db)])
    const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 50 * 3_600_000)
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt })
    const [manager, admin] = await Promise.all([demo('manager'), demo('admin')])
    const asManager = await call(BASE, 'GET', `/api/v1/admin/appointment/${appointment.id}`, { token: manager.token })
    expect(asManager.status).toBe(200)
    expect(asManager.text).not.toContain(appointment.videoLink!)
    const asAdmin = await call(BASE, 'GET', `/api/v1/admin/appointment/${appointment.id}`, { token: admin.token })
    expect(asAdmin.text).toContain(appointment.videoLink!)
  })
})

describe('verification stays tied to who was verified', () => {
  async function editProfile(token: string, fields: Record<string, string>) {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    return fetch(`${BASE}/api/v1/therapist/edit-profile`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form })
  }

  it('a verified therapist who renames themselves is unlisted until an admin verifies again', async () => {
    const therapist = await freshTherapist()
    expect((await editProfile(therapist.token, { fullName: 'Eve Impostor' })).status).toBe(200)
    expect(await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapist.id }, select: { isVerified: true } })).toEqual({ isVerified: false })
    const listed = await call(BASE, 'GET', `/api/v1/user/user-therapist/${therapist.id}`)
    expect(listed.status).toBe(404)
  })

  it('a fee of ₦1,000,000 an hour is refused, and fee changes are in the audit log', async () => {
    const therapist = await freshTherapist()
    expect((await editProfile(therapist.token, { fee: '1000000' })).status).toBe(400)
    expect((await editProfile(therapist.token, { fee: '25000' })).status).toBe(200)
    const entry = await db.auditLog.findFirstOrThrow({ where: { targetId: therapist.id, action: 'therapist.profile-change' } })
    expect(entry.details).toMatchObject({ changes: { feeKobo: { to: 2_500_000 } }, backToReview: false })
  })
})
