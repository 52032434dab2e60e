import 'server-only'
import { AVAILABILITY_DELETED, bookedDateKept, PASSED_NO_DELETE } from '@/lib/validation/availability'
import { db } from '../db'
import { AppError } from '../errors'
import { dateKeyOf } from './availability-dto'
import { lockOwnAvailability } from './lock-own-availability'
import { findTakenHours } from './taken-hours'
import { lagosClock } from '@/lib/time'
import { freeHoursChanged } from '../therapists/free-hours-ahead'

type Args = { therapistId: string; availabilityId: string; now?: Date }

/**
 * DELETE therapist/delete-availability/{id} and the list's Yes, I'm Sure. Refused:
 * another therapist's or an unknown id (404), a passed date (409), a date with any hour a patient
 * holds or has booked (409, naming the hours). Checked and deleted under the row lock, like an edit.
 */
export async function deleteAvailability({ therapistId, availabilityId, now = new Date() }: Args): Promise<{ message: string }> {
  const clock = lagosClock(now)
  await db.$transaction(async (tx) => {
    const current = await lockOwnAvailability(tx, { therapistId, availabilityId })
    const day = dateKeyOf(current.date)
    if (day < clock.date) throw new AppError('CONFLICT', PASSED_NO_DELETE)
    const taken = await findTakenHours(tx, { therapistId, dates: [day], now })
    const booked = current.hours.filter((hour) => taken.get(day)?.has(hour))
    if (booked.length > 0) throw new AppError('CONFLICT', bookedDateKept(booked))
    await tx.availability.delete({ where: { id: current.id } })
  })
  await freeHoursChanged(therapistId)
  return { message: AVAILABILITY_DELETED }
}
