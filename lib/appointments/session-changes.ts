import { ABSENCE_WINDOW_HOURS } from '@/lib/validation/cancellation'
import { HOUR_MS } from '@/lib/time'

// Which changes a paid session still allows, for the buttons the patient's dialog and the therapist's
// card offer. Pure. The server decides again on its own clock and answers 409 otherwise
// (lib/server/cancellations): these only keep a button from being offered when it cannot work.

type Session = { status: string; startsAt: Date | string; endsAt: Date | string }

const time = (value: Date | string) => new Date(value).getTime()

/** A paid session that has not started can be cancelled, by its patient or its therapist. */
export function canCancelSession({ status, startsAt }: Pick<Session, 'status' | 'startsAt'>, now: Date): boolean {
  return status === 'Paid' && now.getTime() < time(startsAt)
}

/** From the start until ABSENCE_WINDOW_HOURS after the end: when a missed session can be marked or reported. */
export function isInAbsenceWindow({ startsAt, endsAt }: Pick<Session, 'startsAt' | 'endsAt'>, now: Date): boolean {
  return now.getTime() >= time(startsAt) && now.getTime() <= time(endsAt) + ABSENCE_WINDOW_HOURS * HOUR_MS
}

/** The patient may report that the therapist did not come: a paid session in the window, not reported yet. */
export function canReportAbsentTherapist(session: Session & { absenceReport: string | null }, now: Date): boolean {
  return session.status === 'Paid' && session.absenceReport === null && isInAbsenceWindow(session, now)
}

/** The therapist may mark the patient absent: a paid session in the window, not marked yet. */
export function canMarkPatientAbsent(session: Session & { markedNoShow: boolean }, now: Date): boolean {
  return session.status === 'Paid' && !session.markedNoShow && isInAbsenceWindow(session, now)
}
