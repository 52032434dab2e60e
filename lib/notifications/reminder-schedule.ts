// When a session's reminders are due. Pure: the reminder cron (lib/server/booking/send-reminders.ts)
// reads its windows from here, and the unit tests check them.
import { HOUR_MS } from '@/lib/time'

export const REMINDER_KINDS = ['DayBefore', 'HourBefore'] as const
export type ReminderKind = (typeof REMINDER_KINDS)[number]

/** The day-before reminder is due from this long before the start… */
export const DAY_BEFORE_LEAD_MS = 24 * HOUR_MS
/** …until the hour-before one is due, from this long before the start until the start. */
export const HOUR_BEFORE_LEAD_MS = HOUR_MS

/**
 * The sessions a reminder of `kind` is due for at `now`: those starting after `after` and at or before
 * `until`. A run that was missed catches up: the day-before reminder stays due until the last hour
 * begins (then only the hour-before one goes, so a person never gets both at once), the hour-before
 * one until the start, and nothing is due once the session has started.
 */
export function reminderWindow(kind: ReminderKind, now: Date): { after: Date; until: Date } {
  const at = (lead: number) => new Date(now.getTime() + lead)
  return kind === 'HourBefore' ? { after: now, until: at(HOUR_BEFORE_LEAD_MS) } : { after: at(HOUR_BEFORE_LEAD_MS), until: at(DAY_BEFORE_LEAD_MS) }
}

/** The reminder due at `now` for a session starting at `startsAt`, or null (too early, or started). */
export function dueReminderKind(startsAt: Date, now: Date): ReminderKind | null {
  return (
    REMINDER_KINDS.find((kind) => {
      const { after, until } = reminderWindow(kind, now)
      return startsAt > after && startsAt <= until
    }) ?? null
  )
}
