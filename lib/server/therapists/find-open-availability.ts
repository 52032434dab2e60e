import 'server-only'
import { formatHour12, lagosDateAndHour } from '@/lib/format'
import { isUuid } from '@/lib/validation/directory'
import { activeAppointmentWhere } from '../appointments/active-appointment'
import { db } from '../db'
import { AppError } from '../errors'
import { PUBLIC_THERAPIST_WHERE } from './public-therapist'
import { THERAPIST_NOT_FOUND } from './view-public-therapist'

export type OpenAvailabilityDay = {
  _id: string
  /** Lagos calendar date, YYYY-MM-DD. */
  availableDate: string
  /** Free starting hours in spec 3's booking-side form: '09:00 AM'. */
  availableSlots: string[]
  /** True when every remaining hour of the day is held or booked. */
  isBooked: boolean
}

/**
 * A therapist's bookable hours from today on (Africa/Lagos), for the public booking widget
 * (GET user/user-view-availability/{id}). An hour is free when it is one of the published hours, it has
 * not started yet (spec 5: today only hours later than now), and no active appointment owns it: a
 * Paid one, or a Pending hold that has not expired (decision 004: an expired hold's rows may linger
 * until the next booking clears them, so the hold's expiry is checked here too).
 * Days with published hours left but all taken are returned with isBooked true and no slots; today,
 * once all its hours have passed, is left out. Never cached: every booking changes it.
 */
export async function findOpenAvailability({ therapistId, now = new Date() }: { therapistId: string; now?: Date }): Promise<OpenAvailabilityDay[]> {
  if (!isUuid(therapistId)) throw new AppError('NOT_FOUND', THERAPIST_NOT_FOUND)
  const therapist = await db.therapistProfile.findFirst({ where: { ...PUBLIC_THERAPIST_WHERE, userId: therapistId }, select: { userId: true } })
  if (!therapist) throw new AppError('NOT_FOUND', THERAPIST_NOT_FOUND)

  const today = lagosDateAndHour(now)
  const [days, takenSlots] = await Promise.all([
    db.availability.findMany({
      where: { therapistId, date: { gte: new Date(`${today.date}T00:00:00.000Z`) } },
      orderBy: { date: 'asc' },
      select: { id: true, date: true, hours: true },
    }),
    db.appointmentSlot.findMany({
      // A day's margin below "now" covers the start of today in Lagos whatever the offset.
      where: {
        therapistId,
        startsAt: { gte: new Date(now.getTime() - 24 * 3_600_000) },
        appointment: activeAppointmentWhere(now),
      },
      select: { startsAt: true },
    }),
  ])

  const taken = new Set(
    takenSlots.map(({ startsAt }) => {
      const { date, hour } = lagosDateAndHour(startsAt)
      return `${date}|${hour}`
    }),
  )

  const result: OpenAvailabilityDay[] = []
  for (const day of days) {
    const date = day.date.toISOString().slice(0, 10)
    const upcoming = date === today.date ? day.hours.filter((hour) => hour > today.hour) : day.hours
    if (upcoming.length === 0) continue
    const free = upcoming.filter((hour) => !taken.has(`${date}|${hour}`))
    result.push({ _id: day.id, availableDate: date, availableSlots: free.map(formatHour12), isBooked: free.length === 0 })
  }
  return result
}
