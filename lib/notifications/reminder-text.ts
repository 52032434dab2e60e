// What a reminder says. Pure, so the unit tests can read every text it makes.
//
// A text message or a WhatsApp notification is read on a lock screen, often on a phone others see.
// So the short text names only the brand and the time, plus the link to join in the last hour: never
// the therapist, the patient, a specialty, a title such as Dr, or a word such as therapy or
// counselling. The email subject is discreet the same way; the email's body, read once opened, gives
// the details.
import { describeLagosDay, formatLagosClock } from '@/lib/time'
import type { ReminderKind } from './reminder-schedule'
import { joinLink } from '@/lib/appointments/session-mode-text'
import type { SessionMode } from '@/lib/session-modes'

type ReminderMoment = { kind: ReminderKind; startsAt: Date; now: Date }

/**
 * "Your Alafia session is at 3:00 PM today." (+ the link in the last hour), for SMS and WhatsApp. A
 * phone session says "by phone", and in the last hour tells the patient the number the call will come
 * from (`callerNumber`: the therapist's, given to the patient only); an audio-only one links the room
 * with video off. Nothing more: the mode says nothing about why anyone meets.
 */
export function reminderShortText({
  kind,
  startsAt,
  now,
  videoLink,
  sessionMode = 'Video',
  callerNumber = null,
}: ReminderMoment & { videoLink: string | null; sessionMode?: SessionMode; callerNumber?: string | null }): string {
  const at = `${formatLagosClock(startsAt)} ${describeLagosDay(startsAt, now)}`
  if (sessionMode === 'Phone') {
    const byPhone = `Your Alafia session is by phone at ${at}.`
    return kind === 'HourBefore' && callerNumber ? `${byPhone} Expect a call from ${callerNumber}.` : byPhone
  }
  const when = `Your Alafia session is at ${at}.`
  if (kind === 'DayBefore') return when
  const link = joinLink(sessionMode, videoLink)
  return link ? `${when} Join here: ${link}` : `${when} The link to join is on your Alafia account.`
}

/** "Reminder: your Alafia session is at 3:00 PM tomorrow". */
export function reminderEmailSubject({ kind, startsAt, now }: ReminderMoment): string {
  const when = `${formatLagosClock(startsAt)} ${describeLagosDay(startsAt, now)}`
  return kind === 'HourBefore' ? `Starting soon: your Alafia session at ${when}` : `Reminder: your Alafia session is at ${when}`
}
