// When a therapist may see a patient's phone number on a phone session. Pure: the one rule that the
// data layer applies before a number ever leaves the server (docs/decisions/028).
import { JOIN_OPENS_MINUTES_BEFORE } from './join-session'

type PhoneSession = { status: string; sessionMode: string; startsAt: string | Date; endsAt: string | Date }

/**
 * Only for a paid phone session, and only at session time: from when the session can be joined
 * (JOIN_OPENS_MINUTES_BEFORE minutes before its start) until it ends. Before that the therapist has
 * no need of it, and after it the number is not theirs to keep.
 */
export function canTherapistSeePatientPhone({ status, sessionMode, startsAt, endsAt }: PhoneSession, now: Date): boolean {
  if (status !== 'Paid' || sessionMode !== 'Phone') return false
  const opensAt = new Date(startsAt).getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000
  return now.getTime() >= opensAt && now.getTime() < new Date(endsAt).getTime()
}
