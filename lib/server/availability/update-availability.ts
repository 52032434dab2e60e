import 'server-only'
import { isPastHour } from '@/lib/availability/planner'
import { AVAILABILITY_UPDATED, bookedHoursKept, DATE_CHANGE, DAY_OFF, HOUR_STARTED, PASSED_NO_EDIT } from '@/lib/validation/availability'
import { db } from '../db'
import { AppError } from '../errors'
import { findDaysOff } from '../time-off/days-off'
import { AVAILABILITY_SELECT, dateKeyOf, toTherapistAvailability, type TherapistAvailability } from './availability-dto'
import { lockOwnAvailability } from './lock-own-availability'
import { findTakenHours } from './taken-hours'
import { lagosClock } from '@/lib/time'
import { hoursOfDate } from '@/lib/waitlist/waitlist-rules'
import { recordFreedHours } from '../waitlist/record-freed-hours'
import { tellWaitlistSoon } from '../waitlist/tell-waitlist'
import { freeHoursChanged } from '../therapists/free-hours-ahead'

type Args = {
  therapistId: string
  availabilityId: string
  /** API callers send the date too; it must be the record's own. */
  date?: string
  /** Hours 0–23, sorted, no repeats (the schema's output). */
  availableSlots: number[]
  now?: Date
}

/**
 * PUT therapist/update-availability/{id} and Save Changes on the edit page.
 *
 * Hours that have started are frozen: they stay as they were whatever is sent, and one that was not
 * published cannot be added (400). Refused: another therapist's or an unknown id (404), a passed date
 * (409), a different `date` (400), removing an hour a patient holds or has booked (409, naming the
 * hours), and adding an hour to a day of the therapist's time off (409). The check and the write run
 * in one transaction holding the row FOR UPDATE, so a booking cannot take a removed hour in between
 * (lock-published-hours.ts explains the booking side).
 */
export async function updateAvailability({ therapistId, availabilityId, date, availableSlots, now = new Date() }: Args): Promise<{ message: string; data: TherapistAvailability }> {
  const clock = lagosClock(now)
  const data = await db.$transaction(async (tx) => {
    const current = await lockOwnAvailability(tx, { therapistId, availabilityId })
    const day = dateKeyOf(current.date)
    if (day < clock.date) throw new AppError('CONFLICT', PASSED_NO_EDIT)
    if (date !== undefined && date !== day) throw new AppError('VALIDATION', DATE_CHANGE, { date: [DATE_CHANGE] })

    const started = current.hours.filter((hour) => isPastHour(day, hour, clock))
    if (availableSlots.some((hour) => isPastHour(day, hour, clock) && !current.hours.includes(hour)))
      throw new AppError('VALIDATION', HOUR_STARTED, { availableSlots: [HOUR_STARTED] })
    const hours = [...new Set([...started, ...availableSlots.filter((hour) => !isPastHour(day, hour, clock))])].sort((a, b) => a - b)

    // A day of time off takes no new hours (removing some is fine). Read after the row lock, which
    // taking time off holds too, so a time off that committed meanwhile is seen here.
    const daysOff = await findDaysOff(tx, { therapistIds: [therapistId], from: day, to: day })
    if (daysOff.get(therapistId)!.has(day) && hours.some((hour) => !current.hours.includes(hour))) throw new AppError('CONFLICT', DAY_OFF)

    const taken = await findTakenHours(tx, { therapistId, dates: [day], now })
    const removedTaken = current.hours.filter((hour) => !hours.includes(hour) && taken.get(day)?.has(hour))
    if (removedTaken.length > 0) throw new AppError('CONFLICT', bookedHoursKept(removedTaken))

    const row = await tx.availability.update({ where: { id: current.id }, data: { hours }, select: AVAILABILITY_SELECT })
    await recordFreedHours(tx, { therapistId, hours: hoursOfDate(day, hours.filter((hour) => !current.hours.includes(hour))), now })
    return toTherapistAvailability(row, taken, clock)
  })
  await freeHoursChanged(therapistId)
  await tellWaitlistSoon(therapistId, now)
  return { message: AVAILABILITY_UPDATED, data }
}
