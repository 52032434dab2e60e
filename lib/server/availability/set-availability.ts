import 'server-only'
import { ALREADY_SET, AVAILABILITY_SET, DAY_OFF } from '@/lib/validation/availability'
import { db } from '../db'
import { AppError, isUniqueViolation } from '../errors'
import { findDaysOff } from '../time-off/days-off'
import { AVAILABILITY_SELECT, toTherapistAvailability, type TherapistAvailability } from './availability-dto'
import { lockTherapistSchedule } from './lock-therapist-schedule'
import { assertHoursAhead, assertPublishableDate } from './publish-rules'
import { lagosClock } from '@/lib/time'
import { hoursOfDate } from '@/lib/waitlist/waitlist-rules'
import { recordFreedHours } from '../waitlist/record-freed-hours'
import { tellWaitlistSoon } from '../waitlist/tell-waitlist'
import { freeHoursChanged } from '../therapists/free-hours-ahead'

type Args = {
  therapistId: string
  /** Lagos date, YYYY-MM-DD. */
  availableDate: string
  /** Hours 0–23, sorted, no repeats (the schema's output). */
  availableSlots: number[]
  now?: Date
}

/**
 * POST therapist/set-availability and the planner's submit: publishes the hours of
 * one date. Refused: a past date, one more than 90 days ahead, an hour that has started (400); a date
 * that already has an availability (409: one record per therapist and date, a unique key, so two
 * submits at once cannot both pass); a day of the therapist's time off (409, checked under the
 * therapist's schedule lock, which taking time off holds too). The therapist's public open hours
 * are expired from the cache. With repeatWeeks: repeat-availability.ts.
 */
export async function setAvailability({ therapistId, availableDate, availableSlots, now = new Date() }: Args): Promise<{ message: string; data: TherapistAvailability }> {
  const clock = lagosClock(now)
  assertPublishableDate(availableDate, clock, 'availableDate')
  assertHoursAhead(availableDate, availableSlots, clock)

  let row
  try {
    row = await db.$transaction(async (tx) => {
      await lockTherapistSchedule(tx, therapistId)
      const daysOff = await findDaysOff(tx, { therapistIds: [therapistId], from: availableDate, to: availableDate })
      if (daysOff.get(therapistId)!.has(availableDate)) throw new AppError('CONFLICT', DAY_OFF, { availableDate: [DAY_OFF] })
      const created = await tx.availability.create({
        data: { therapistId, date: new Date(`${availableDate}T00:00:00.000Z`), hours: availableSlots },
        select: AVAILABILITY_SELECT,
      })
      await recordFreedHours(tx, { therapistId, hours: hoursOfDate(availableDate, availableSlots), now })
      return created
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_SET, { availableDate: [ALREADY_SET] })
    throw error
  }
  await freeHoursChanged(therapistId)
  await tellWaitlistSoon(therapistId, now)
  // A new date has no appointments yet.
  return { message: AVAILABILITY_SET, data: toTherapistAvailability(row, new Map(), clock) }
}
