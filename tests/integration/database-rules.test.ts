import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { db } from '@/lib/server/db'
import { isUniqueViolation } from '@/lib/server/errors'
import { createPatient, createTherapist } from '../fixtures/factories'

// The rules that matter live in Postgres itself (docs/decisions/003-database-rules.md): these tests
// write around the application to show the database refuses bad data on its own.

const HOUR = 3_600_000

const makeUser = () => createPatient(db)
const makeTherapist = () => createTherapist(db)

function nextWholeHour(hoursAhead = 24) {
  const start = new Date(Date.now() + hoursAhead * HOUR)
  start.setUTCMinutes(0, 0, 0)
  return start
}

/** Holds an appointment the way booking does: the appointment and its per-hour slot rows in one transaction. */
function hold(therapistId: string, patientId: string, startsAt: Date, hours: number) {
  return db.$transaction(async (tx) => {
    const appointment = await tx.appointment.create({
      data: {
        patientId, therapistId, startsAt, endsAt: new Date(startsAt.getTime() + hours * HOUR), durationHours: hours,
        amountKobo: hours * 2_000_000, paymentReference: `TEST-${randomUUID()}`, holdExpiresAt: new Date(Date.now() + 30 * 60_000),
      },
    })
    await tx.appointmentSlot.createMany({
      data: Array.from({ length: hours }, (_, i) => ({ therapistId, patientId, appointmentId: appointment.id, startsAt: new Date(startsAt.getTime() + i * HOUR) })),
    })
    return appointment
  })
}

describe('no two active appointments of one therapist overlap', () => {
  it('refuses the same hour twice', async () => {
    const [therapist, a, b] = await Promise.all([makeTherapist(), makeUser(), makeUser()])
    const start = nextWholeHour()
    await hold(therapist.id, a.id, start, 2)
    const error = await hold(therapist.id, b.id, start, 1).then(() => null, (e: unknown) => e)
    expect(isUniqueViolation(error)).toBe(true)
  })

  it('refuses an overlapping but different time, allows the next free hour', async () => {
    const [therapist, a, b] = await Promise.all([makeTherapist(), makeUser(), makeUser()])
    const start = nextWholeHour(48)
    await hold(therapist.id, a.id, start, 2)
    await expect(hold(therapist.id, b.id, new Date(start.getTime() + HOUR), 2)).rejects.toSatisfy(isUniqueViolation)
    await expect(hold(therapist.id, b.id, new Date(start.getTime() + 2 * HOUR), 1)).resolves.toBeTruthy()
    expect(await db.appointment.count({ where: { therapistId: therapist.id } })).toBe(2)
  })

  it('lets exactly one of 30 concurrent attempts hold the same time', async () => {
    const therapist = await makeTherapist()
    const patients = await Promise.all(Array.from({ length: 30 }, () => makeUser()))
    const start = nextWholeHour(72)
    const results = await Promise.allSettled(patients.map((patient, i) => hold(therapist.id, patient.id, new Date(start.getTime() + (i % 2) * HOUR), 2)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of results) if (r.status === 'rejected') expect(isUniqueViolation(r.reason)).toBe(true)
    expect(await db.appointmentSlot.count({ where: { therapistId: therapist.id } })).toBe(2)
  })

  it('lets different therapists take the same hour with different patients', async () => {
    const [t1, t2, p1, p2] = await Promise.all([makeTherapist(), makeTherapist(), makeUser(), makeUser()])
    const start = nextWholeHour(96)
    await hold(t1.id, p1.id, start, 1)
    await expect(hold(t2.id, p2.id, start, 1)).resolves.toMatchObject({ therapistId: t2.id, patientId: p2.id })
  })

  it('refuses one patient the same hour with two therapists', async () => {
    const [t1, t2, patient] = await Promise.all([makeTherapist(), makeTherapist(), makeUser()])
    const start = nextWholeHour(120)
    await hold(t1.id, patient.id, start, 2)
    await expect(hold(t2.id, patient.id, new Date(start.getTime() + HOUR), 1)).rejects.toMatchObject({ code: 'P2002' })
    expect(await db.appointment.count({ where: { therapistId: t2.id } })).toBe(0)
  })
})

describe('check constraints', () => {
  it('stores emails only in lower case', async () => {
    await expect(db.user.create({ data: { email: `Upper-${randomUUID()}@Example.test`, passwordHash: 'x', fullName: 'X' } })).rejects.toThrow()
  })

  it('accepts only one to five distinct specialties from the list of 15', async () => {
    const invalid = [[], ['Astrology'], ['Grief Counseling', 'Grief Counseling'], ['Grief Counseling', 'Career Counseling', 'Child Counseling', 'Crisis Counseling', 'Eating Disorder', 'College Counseling']]
    for (const specialties of invalid) {
      const user = await db.user.create({ data: { email: `therapist-${randomUUID()}@example.test`, passwordHash: 'x', fullName: 'T', role: 'Therapist' } })
      await expect(
        db.therapistProfile.create({ data: { userId: user.id, bio: 'b', feeKobo: 100, specialties, yearsOfExperience: 1 } }),
        JSON.stringify(specialties),
      ).rejects.toThrow()
    }
  })

  it('keeps appointments on whole clock hours with a matching end', async () => {
    const [therapist, patient] = await Promise.all([makeTherapist(), makeUser()])
    const start = nextWholeHour(120)
    const base = { patientId: patient.id, therapistId: therapist.id, amountKobo: 100, holdExpiresAt: new Date(), durationHours: 1 }
    await expect(db.appointment.create({ data: { ...base, paymentReference: randomUUID(), startsAt: new Date(start.getTime() + 60_000), endsAt: new Date(start.getTime() + HOUR + 60_000) } })).rejects.toThrow()
    await expect(db.appointment.create({ data: { ...base, paymentReference: randomUUID(), startsAt: start, endsAt: new Date(start.getTime() + 2 * HOUR) } })).rejects.toThrow()
  })

  it('keeps availability hours between 0 and 23 without repeats', async () => {
    const therapist = await makeTherapist()
    for (const hours of [[24], [9, 9], []])
      await expect(db.availability.create({ data: { therapistId: therapist.id, date: new Date('2030-01-01'), hours } }), JSON.stringify(hours)).rejects.toThrow()
  })
})

describe('no appointment is Paid without a payment', () => {
  it('refuses marking a hold Paid when no Paid payment row is written with it', async () => {
    const [therapist, patient] = await Promise.all([makeTherapist(), makeUser()])
    const appointment = await hold(therapist.id, patient.id, nextWholeHour(30), 1)
    await expect(db.appointment.update({ where: { id: appointment.id }, data: { status: 'Paid', holdExpiresAt: null } })).rejects.toThrow()
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).status).toBe('Pending')
  })

  it('accepts Paid with its payment in the same transaction, in either order', async () => {
    const [therapist, patient] = await Promise.all([makeTherapist(), makeUser()])
    const appointment = await hold(therapist.id, patient.id, nextWholeHour(32), 1)
    await db.$transaction(async (tx) => {
      await tx.appointment.update({ where: { id: appointment.id }, data: { status: 'Paid', holdExpiresAt: null } })
      await tx.payment.create({
        data: { appointmentId: appointment.id, provider: 'Sandbox', paymentReference: appointment.paymentReference, amountKobo: appointment.amountKobo, status: 'Paid', paidAt: new Date() },
      })
    })
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).status).toBe('Paid')
  })

  it('does not count a payment waiting for a refund as paying for the appointment', async () => {
    const [therapist, patient] = await Promise.all([makeTherapist(), makeUser()])
    const appointment = await hold(therapist.id, patient.id, nextWholeHour(34), 1)
    await db.payment.create({
      data: { appointmentId: appointment.id, provider: 'Sandbox', paymentReference: appointment.paymentReference, amountKobo: appointment.amountKobo, status: 'RefundRequired', paidAt: new Date() },
    })
    await expect(db.appointment.update({ where: { id: appointment.id }, data: { status: 'Paid', holdExpiresAt: null } })).rejects.toThrow()
  })
})
