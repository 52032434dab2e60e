import 'server-only'
import { freeHours } from '@/lib/availability/free-hours'
import { formatHour12, lagosDateKey } from '@/lib/time'
import { isUuid } from '@/lib/validation/directory'
import { findTherapistHours } from '../availability/find-therapist-hours'
import { db } from '../db'
import { AppError } from '../errors'
import { PUBLIC_THERAPIST_WHERE } from './public-therapist'
import { THERAPIST_NOT_FOUND } from './view-public-therapist'

export type OpenAvailabilityDay = {
  _id: string
  /** Lagos calendar date, YYYY-MM-DD. */
  availableDate: string
  /** Free starting hours in the booking-side form: '09:00 AM'. */
  availableSlots: string[]
  /** True when every remaining hour of the day is held or booked. */
  isBooked: boolean
}

/**
 * A therapist's bookable hours from today on (Africa/Lagos), for the public booking widget
 * (GET user/user-view-availability/{id}): lib/availability/free-hours.ts decides which are free
 * (published, not started — today only hours later than now — and owned by no active
 * appointment).
 * Days with published hours left but all taken are returned with isBooked true and no slots; today,
 * once all its hours have passed, is left out. Never cached: every booking changes it.
 */
export async function findOpenAvailability({ therapistId, now = new Date() }: { therapistId: string; now?: Date }): Promise<OpenAvailabilityDay[]> {
  if (!isUuid(therapistId)) throw new AppError('NOT_FOUND', THERAPIST_NOT_FOUND)
  const therapist = await db.therapistProfile.findFirst({ where: { ...PUBLIC_THERAPIST_WHERE, userId: therapistId }, select: { userId: true } })
  if (!therapist) throw new AppError('NOT_FOUND', THERAPIST_NOT_FOUND)

  const hours = await findTherapistHours(db, { therapistIds: [therapistId], fromDate: lagosDateKey(now), now })
  const { days, taken } = hours.get(therapistId)!
  const result: OpenAvailabilityDay[] = []
  for (const day of days) {
    if (freeHours({ day, now }).length === 0) continue // every hour of it has started
    const free = freeHours({ day, taken, now })
    result.push({ _id: day.id, availableDate: day.date, availableSlots: free.map(formatHour12), isBooked: free.length === 0 })
  }
  return result
}
