import 'server-only'
import { isPastHour } from '@/lib/availability/planner'
import type { TakenHoursByDate } from './taken-hours'
import { type LagosClock, slotTime } from '@/lib/time'

/** One availability as the therapist's pages and API calls see it. */
export type TherapistAvailability = {
  _id: string
  /** Lagos calendar date, YYYY-MM-DD. */
  availableDate: string
  /** The therapist-side slots: 'HH:00', sorted. */
  availableSlots: string[]
  /** True when every hour of the date that has not started yet is held or booked by a patient. */
  isBooked: boolean
  /** Beyond the spec: the published hours a patient holds or has booked ('HH:00'), which cannot be removed. */
  bookedSlots: string[]
  /** Beyond the spec: the date is before today in Lagos, so it can no longer be edited or deleted. */
  isPassed: boolean
}

export const AVAILABILITY_SELECT = { id: true, date: true, hours: true } as const
export type AvailabilityRow = { id: string; date: Date; hours: number[] }

/** A @db.Date column comes back as UTC midnight of the stored calendar date. */
export const dateKeyOf = (date: Date) => date.toISOString().slice(0, 10)

export function toTherapistAvailability(row: AvailabilityRow, taken: TakenHoursByDate, clock: LagosClock): TherapistAvailability {
  const date = dateKeyOf(row.date)
  const booked = taken.get(date) ?? new Set<number>()
  const remaining = row.hours.filter((hour) => !isPastHour(date, hour, clock))
  return {
    _id: row.id,
    availableDate: date,
    availableSlots: row.hours.map(slotTime),
    isBooked: remaining.length > 0 && remaining.every((hour) => booked.has(hour)),
    bookedSlots: row.hours.filter((hour) => booked.has(hour)).map(slotTime),
    isPassed: date < clock.date,
  }
}
