// Nobody can squat a therapist's day: sessions are short, a hold's deadline is set once, and the cap
// on unpaid holds holds under simultaneous requests.
import { describe, expect, it } from 'vitest'
import { createAvailability } from '../fixtures/factories'
import { call, hhmm, lagosDate } from '../support/http-api'
import { BASE, db, freshPatient, freshTherapist } from './support/target'

async function openTherapist(day: string) {
  const therapist = await freshTherapist()
  await createAvailability(db, { therapistId: therapist.id, date: day, hours: [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] })
  return therapist
}

const hold = (token: string, therapistId: string, date: string, start: number, end: number) =>
  call(BASE, 'POST', '/api/v1/patient/hold-appointment', { token, body: { therapistId, appointmentDate: date, slot_start: hhmm(start), slot_end: hhmm(end) } })

describe('no squatting a therapist’s day', () => {
  it('a twelve-hour hold is refused; three hours is the most', async () => {
    const day = lagosDate(5)
    const [therapist, patient] = await Promise.all([openTherapist(day), freshPatient()])
    const long = await hold(patient.token, therapist.id, day, 8, 20)
    expect(long.status).toBe(400)
    expect(await db.appointment.count({ where: { patientId: patient.id } })).toBe(0)
    expect((await hold(patient.token, therapist.id, day, 8, 11)).status).toBe(201)
  })

  it('holding the same time again after closing the checkout keeps the first deadline', async () => {
    const day = lagosDate(5)
    const [therapist, patient] = await Promise.all([openTherapist(day), freshPatient()])
    const first = await hold(patient.token, therapist.id, day, 14, 16)
    const { paymentReference, holdExpiresAt } = first.body.data as { paymentReference: string; holdExpiresAt: string }
    expect((await call(BASE, 'POST', '/api/v1/patient/cancel-hold', { token: patient.token, body: { paymentReference } })).status).toBe(200)
    const again = await hold(patient.token, therapist.id, day, 14, 16)
    expect(again.status).toBe(201)
    expect((again.body.data as { holdExpiresAt: string }).holdExpiresAt).toBe(holdExpiresAt)
  })

  it('simultaneous holds never pass the cap of three unpaid holds', async () => {
    const day = lagosDate(6)
    const patient = await freshPatient()
    const therapists = await Promise.all(Array.from({ length: 6 }, () => openTherapist(day)))
    const answers = await Promise.all(therapists.map((therapist, i) => hold(patient.token, therapist.id, day, 8 + i, 9 + i)))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3)
    expect(await db.appointment.count({ where: { patientId: patient.id, status: 'Pending' } })).toBe(3)
  })
})
