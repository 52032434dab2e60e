import 'server-only'
import { HOUR_MS } from '@/lib/time'
import { ABSENCE_WINDOW_HOURS, NO_SHOW_TOO_LATE } from '@/lib/validation/cancellation'
import { AppError } from '../errors'

/**
 * A missed session can be marked (by the therapist) or reported (by the patient) from its start until
 * ABSENCE_WINDOW_HOURS after its end: 409 before the start (with the caller's message) and after that.
 */
export function assertWithinAbsenceWindow({ startsAt, endsAt, now, tooEarly }: { startsAt: Date; endsAt: Date; now: Date; tooEarly: string }): void {
  if (now < startsAt) throw new AppError('CONFLICT', tooEarly)
  if (now.getTime() > endsAt.getTime() + ABSENCE_WINDOW_HOURS * HOUR_MS) throw new AppError('CONFLICT', NO_SHOW_TOO_LATE)
}
