import { describe, expect, it } from 'vitest'
import { APPOINTMENT_EMAIL_SELECT } from '@/lib/server/booking/appointment-email-details'
import { readAppointmentForEmail } from '@/lib/server/booking/read-appointment-for-email'
import { db } from '@/lib/server/db'
import { createAppointment, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'
import { randomUUID } from 'node:crypto'

// The booking emails read their appointment in one statement: it must be exactly what Prisma's nested select reads.
describe('readAppointmentForEmail', () => {
  it('reads what APPOINTMENT_EMAIL_SELECT reads, with and without notification preferences', async () => {
    const therapist = await createTherapist(db, { phoneNumber: '+2348012345678' })
    const patient = await createPatient(db)
    await db.notificationPreference.create({ data: { userId: patient.id, calendarTitle: 'Descriptive' } })
    const paid = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-02', 11), durationHours: 2 })
    const hold = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-04-03', 9), status: 'Pending' })

    for (const { id } of [paid, hold]) {
      const expected = await db.appointment.findUniqueOrThrow({ where: { id }, select: APPOINTMENT_EMAIL_SELECT })
      expect(await readAppointmentForEmail(id)).toEqual(expected)
    }
    expect((await readAppointmentForEmail(paid.id))?.payments).toHaveLength(1)
    expect((await readAppointmentForEmail(paid.id))?.patient.notificationPreference).toEqual({ calendarTitle: 'Descriptive' })
    expect(await readAppointmentForEmail(randomUUID())).toBeNull()
  })
})
