import { describe, expect, it, vi } from 'vitest'
import { rescheduleAppointment } from '@/lib/server/appointments/reschedule-appointment'
import { deleteAvailability } from '@/lib/server/availability/delete-availability'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { lockBookableRange } from '@/lib/server/availability/lock-bookable-range'
import { updateAvailability } from '@/lib/server/availability/update-availability'
import { db, type Prisma } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { bookedDateKept, bookedHoursKept } from '@/lib/validation/availability'
import { DATE_NOT_AVAILABLE, HOURS_NOT_AVAILABLE } from '@/lib/validation/booking'
import { createAppointment, createAvailability, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'

// An edit or delete of a day and a booking of one of its hours, at the same moment, with real
// PostgreSQL transactions: whichever takes the day's row first, the other sees what it did.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

// 14:20 in Lagos on Wednesday 9 April 2031.
const NOW = new Date('2031-04-09T13:20:00Z')
const DAY = '2031-04-11'
const OTHER_DAY = '2031-04-14'
const FIELDS = { date: 'appointmentDate', start: 'slot_start' }

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `work` in a transaction and keeps it open (its locks held) until `release()`. `pid` resolves
 * with the transaction's backend once `work` is done.
 */
function openTransaction(work: (tx: Prisma.TransactionClient) => Promise<unknown>) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  let started!: (pid: number) => void
  const pid = new Promise<number>((resolve) => (started = resolve))
  const done = db.$transaction(
    async (tx) => {
      const [row] = await tx.$queryRaw<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`
      await work(tx)
      started(row!.pid)
      await gate
    },
    { timeout: 20_000 },
  )
  return { pid: Promise.race([pid, done.then(() => Promise.reject(new Error('the transaction ended early')))]), release, done }
}

/** Waits until `count` backends wait, directly or behind another waiter, on locks `pid` holds. */
async function waitForWaiters(pid: number, count: number) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const [row] = await db.$queryRaw<{ waiting: number }[]>`
      WITH direct AS (SELECT pid FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid)))
      SELECT count(*)::int AS waiting FROM pg_stat_activity a
      WHERE ${pid}::int = ANY(pg_blocking_pids(a.pid)) OR EXISTS (SELECT 1 FROM direct d WHERE d.pid = ANY(pg_blocking_pids(a.pid)))`
    if ((row?.waiting ?? 0) >= count) return
    await sleep(25)
  }
  throw new Error(`Expected ${count} transactions to wait on backend ${pid}`)
}

/** What hold-appointment does, with the lock every slot writer takes inside its transaction. */
const bookTen = (patientId: string, therapistId: string) => async (tx: Prisma.TransactionClient) => {
  await lockBookableRange(tx, { therapistId, date: DAY, from: 10, to: 11, fields: FIELDS })
  await createAppointment(tx, { patientId, therapistId, startsAt: lagosHourToUtc(DAY, 10) })
}

async function openDay(hours = [9, 10]) {
  const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
  const day = await createAvailability(db, { therapistId: therapist.id, date: DAY, hours })
  return { therapist, patient, day }
}

const slotsAt = (therapistId: string, hour: number) => db.appointmentSlot.count({ where: { therapistId, startsAt: lagosHourToUtc(DAY, hour) } })

describe('an availability edit racing a booking of the same day', () => {
  it('a booking that locked the day first is seen by the edit, which then keeps the hour', async () => {
    const { therapist, patient, day } = await openDay()
    const booking = openTransaction(bookTen(patient.id, therapist.id))
    const bookingPid = await booking.pid

    const editing = failure(updateAvailability({ therapistId: therapist.id, availabilityId: day.id, availableSlots: [9], now: NOW }))
    await waitForWaiters(bookingPid, 1)
    booking.release()
    await booking.done

    expect(await editing).toMatchObject({ code: 'CONFLICT', message: bookedHoursKept([10]) })
    expect((await db.availability.findUniqueOrThrow({ where: { id: day.id } })).hours).toEqual([9, 10])
    expect(await slotsAt(therapist.id, 10)).toBe(1)
  })

  it('a booking that waits behind an edit reads the edited day and is refused', async () => {
    const { therapist, patient, day } = await openDay()
    // Something else holds the row, so the edit and then the booking queue up behind it in that order.
    const other = openTransaction((tx) => tx.$executeRaw`SELECT 1 FROM "Availability" WHERE id = ${day.id}::uuid FOR UPDATE`)
    const otherPid = await other.pid

    const editing = updateAvailability({ therapistId: therapist.id, availabilityId: day.id, availableSlots: [9], now: NOW })
    await waitForWaiters(otherPid, 1)
    const booking = failure(db.$transaction(bookTen(patient.id, therapist.id)))
    await waitForWaiters(otherPid, 2)
    other.release()
    await other.done

    expect((await editing).data.availableSlots).toEqual(['09:00'])
    expect(await booking).toMatchObject({ code: 'VALIDATION', message: HOURS_NOT_AVAILABLE })
    expect(await slotsAt(therapist.id, 10)).toBe(0)
    expect(await db.appointment.count({ where: { therapistId: therapist.id } })).toBe(0)
  })

  it('a booking that waits behind a delete finds no day, and a delete waiting behind a booking is refused', async () => {
    const { therapist, patient, day } = await openDay()
    const other = openTransaction((tx) => tx.$executeRaw`SELECT 1 FROM "Availability" WHERE id = ${day.id}::uuid FOR UPDATE`)
    const otherPid = await other.pid
    const deleting = deleteAvailability({ therapistId: therapist.id, availabilityId: day.id, now: NOW })
    await waitForWaiters(otherPid, 1)
    const booking = failure(db.$transaction(bookTen(patient.id, therapist.id)))
    await waitForWaiters(otherPid, 2)
    other.release()
    await other.done
    expect(await deleting).toMatchObject({ message: expect.any(String) })
    expect(await booking).toMatchObject({ code: 'VALIDATION', message: DATE_NOT_AVAILABLE })

    const second = await openDay()
    const held = openTransaction(bookTen(second.patient.id, second.therapist.id))
    const heldPid = await held.pid
    const deletingBooked = failure(deleteAvailability({ therapistId: second.therapist.id, availabilityId: second.day.id, now: NOW }))
    await waitForWaiters(heldPid, 1)
    held.release()
    await held.done
    expect(await deletingBooked).toMatchObject({ code: 'CONFLICT', message: bookedDateKept([10]) })
  })

  it('a real reschedule that waits behind an edit removing its new hour is refused, and keeps its old time', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    await createAvailability(db, { therapistId: therapist.id, date: OTHER_DAY, hours: [10] })
    const target = await createAvailability(db, { therapistId: therapist.id, date: DAY, hours: [14, 15] })
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(OTHER_DAY, 10) })

    const other = openTransaction((tx) => tx.$executeRaw`SELECT 1 FROM "Availability" WHERE id = ${target.id}::uuid FOR UPDATE`)
    const otherPid = await other.pid
    const editing = updateAvailability({ therapistId: therapist.id, availabilityId: target.id, availableSlots: [15], now: NOW })
    await waitForWaiters(otherPid, 1)
    // Its lock on the day waits behind the edit.
    const moving = failure(rescheduleAppointment({ appointmentId: appointment.id, patientId: patient.id, newAppointmentDate: DAY, newSlot_start: 14, newSlot_end: 15, now: NOW }))
    await waitForWaiters(otherPid, 2)
    other.release()
    await other.done

    expect((await editing).data.availableSlots).toEqual(['15:00'])
    expect(await moving).toMatchObject({ code: 'VALIDATION', message: HOURS_NOT_AVAILABLE })
    const slots = await db.appointmentSlot.findMany({ where: { appointmentId: appointment.id } })
    expect(slots.map((slot) => slot.startsAt)).toEqual([lagosHourToUtc(OTHER_DAY, 10)])
  })

  it('a real reschedule and an edit removing its new hour, at once: exactly one of them happens', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
        await createAvailability(db, { therapistId: therapist.id, date: OTHER_DAY, hours: [10] })
        const target = await createAvailability(db, { therapistId: therapist.id, date: DAY, hours: [14, 15] })
        const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(OTHER_DAY, 10) })
        return { therapist, patient, target, appointment }
      }),
    )
    const outcomes = await Promise.all(
      rounds.map(async ({ therapist, patient, target, appointment }) => {
        const [moved, edited] = await Promise.allSettled([
          rescheduleAppointment({ appointmentId: appointment.id, patientId: patient.id, newAppointmentDate: DAY, newSlot_start: 14, newSlot_end: 15, now: NOW }),
          updateAvailability({ therapistId: therapist.id, availabilityId: target.id, availableSlots: [15], now: NOW }),
        ])
        const hours = (await db.availability.findUniqueOrThrow({ where: { id: target.id } })).hours
        const slot = await db.appointmentSlot.findFirst({ where: { appointmentId: appointment.id } })
        return { moved: moved.status === 'fulfilled', edited: edited.status === 'fulfilled', hours, slot: slot?.startsAt, edit: edited, move: moved }
      }),
    )
    for (const outcome of outcomes) {
      expect(outcome.moved !== outcome.edited).toBe(true)
      if (outcome.moved) {
        expect(outcome.hours).toEqual([14, 15])
        expect(outcome.slot).toEqual(lagosHourToUtc(DAY, 14))
        expect(outcome.edit).toMatchObject({ status: 'rejected', reason: { code: 'CONFLICT', message: bookedHoursKept([14]) } })
      } else {
        expect(outcome.hours).toEqual([15])
        expect(outcome.slot).toEqual(lagosHourToUtc(OTHER_DAY, 10))
        expect(outcome.move).toMatchObject({ status: 'rejected', reason: { code: 'VALIDATION', message: HOURS_NOT_AVAILABLE } })
      }
    }
  })

  it('a real hold that waits behind an edit removing its hour is refused, and holds nothing', async () => {
    const { therapist, patient, day } = await openDay([9, 10])
    const other = openTransaction((tx) => tx.$executeRaw`SELECT 1 FROM "Availability" WHERE id = ${day.id}::uuid FOR UPDATE`)
    const otherPid = await other.pid
    const editing = updateAvailability({ therapistId: therapist.id, availabilityId: day.id, availableSlots: [9], now: NOW })
    await waitForWaiters(otherPid, 1)
    // Its lock on the day waits behind the edit.
    const holding = failure(holdAppointment({ patientId: patient.id, therapistId: therapist.id, appointmentDate: DAY, slot_start: 10, slot_end: 11, now: NOW }))
    await waitForWaiters(otherPid, 2)
    other.release()
    await other.done

    expect((await editing).data.availableSlots).toEqual(['09:00'])
    expect(await holding).toMatchObject({ code: 'VALIDATION', message: HOURS_NOT_AVAILABLE })
    expect(await db.appointment.count({ where: { therapistId: therapist.id } })).toBe(0)
  })
})
