import 'server-only'
import { isPastHour, isWithinPublishWindow } from '@/lib/availability/planner'
import { DATE_PASSED, HOUR_STARTED, TOO_FAR_AHEAD } from '@/lib/validation/availability'
import { AppError } from '../errors'
import { type LagosClock } from '@/lib/time'

/**
 * Dates are Lagos calendar days: a therapist publishes from today up to MAX_DAYS_AHEAD days on (so
 * the booking side never offers a date nobody will look after), and never an hour that has started.
 */
export function assertPublishableDate(date: string, clock: LagosClock, field: string): void {
  if (date < clock.date) throw new AppError('VALIDATION', DATE_PASSED, { [field]: [DATE_PASSED] })
  if (!isWithinPublishWindow(date, clock.date)) throw new AppError('VALIDATION', TOO_FAR_AHEAD, { [field]: [TOO_FAR_AHEAD] })
}

/** New hours must not have started yet (past hours today are disabled). */
export function assertHoursAhead(date: string, hours: readonly number[], clock: LagosClock): void {
  if (hours.some((hour) => isPastHour(date, hour, clock))) throw new AppError('VALIDATION', HOUR_STARTED, { availableSlots: [HOUR_STARTED] })
}
