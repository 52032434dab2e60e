import 'server-only'
import { isInAbsenceWindow } from '@/lib/appointments/session-changes'
import { NO_SHOW_TOO_LATE } from '@/lib/validation/cancellation'
import { AppError } from '../errors'

/**
 * A missed session can be marked (by the therapist) or reported (by the patient) from its start until
 * ABSENCE_WINDOW_HOURS after its end: 409 before the start (with the caller's message) and after that.
 */
export function assertWithinAbsenceWindow({ startsAt, endsAt, now, tooEarly }: { startsAt: Date; endsAt: Date; now: Date; tooEarly: string }): void {
  if (now < startsAt) throw new AppError('CONFLICT', tooEarly)
  if (!isInAbsenceWindow({ startsAt, endsAt }, now)) throw new AppError('CONFLICT', NO_SHOW_TOO_LATE)
}
