import { describe, expect, it } from 'vitest'
import { APPOINTMENT_SELECT } from '@/lib/server/appointments/appointment-dto'
import { readAppointmentRow } from '@/lib/server/appointments/read-appointment-rows'
import { db } from '@/lib/server/db'
import { createAppointment, createPatient, createRefund, createTherapist, lagosHourToUtc } from '../fixtures/factories'
import { randomUUID } from 'node:crypto'

// The confirmation's answer is read in one statement: it must be exactly what Prisma's nested select reads.
describe('readAppointmentRow', () => {
  it('reads what APPOINTMENT_SELECT reads: a paid booking with a refund and a therapist photo with its small rendition', async () => {
    const small = await db.storedFile.create({
      data: { storageKey: `test-${randomUUID()}`, url: 'https://example.test/p-small.jpg', contentType: 'image/jpeg', byteSize: 5, visibility: 'Public' },
    })
    const photo = await db.storedFile.create({
      data: { storageKey: `test-${randomUUID()}`, url: 'https://example.test/p.jpg', contentType: 'image/jpeg', byteSize: 10, visibility: 'Public', smallFileId: small.id },
    })
    const therapist = await createTherapist(db, { gender: 'Female', photoFileId: photo.id, specialties: ['Grief Counseling', 'Crisis Counseling'] })
    const patient = await createPatient(db)
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-03-04', 10), durationHours: 2 })
    await createRefund(db, { appointmentId: appointment.id, amountKobo: 1_000_000, status: 'Processing' })

    const expected = await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, select: APPOINTMENT_SELECT })
    const row = await readAppointmentRow(appointment.id)
    expect(row).toEqual(expected)
    expect(row?.refunds).toHaveLength(1)
    expect(row?.therapist.photo).toEqual({ url: 'https://example.test/p.jpg', small: { url: 'https://example.test/p-small.jpg' } })
  })

  it('reads a photo stored before renditions existed the same way (no small one)', async () => {
    const photo = await db.storedFile.create({
      data: { storageKey: `test-${randomUUID()}`, url: 'https://example.test/old.jpg', contentType: 'image/jpeg', byteSize: 10, visibility: 'Public' },
    })
    const therapist = await createTherapist(db, { photoFileId: photo.id })
    const patient = await createPatient(db)
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-03-06', 10) })

    const row = await readAppointmentRow(appointment.id)
    expect(row).toEqual(await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, select: APPOINTMENT_SELECT }))
    expect(row?.therapist.photo).toEqual({ url: 'https://example.test/old.jpg', small: null })
  })

  it('reads a hold without payments, photo, refund, report or series the same way, and nothing for an unknown id', async () => {
    const therapist = await createTherapist(db)
    const patient = await createPatient(db)
    const hold = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-03-05', 9), status: 'Pending' })

    const expected = await db.appointment.findUniqueOrThrow({ where: { id: hold.id }, select: APPOINTMENT_SELECT })
    expect(await readAppointmentRow(hold.id)).toEqual(expected)
    expect(await readAppointmentRow(randomUUID())).toBeNull()
  })
})
