// What a calendar event of a session is called, for one person. Pure, and the only place titles are
// made: every invite (the booking, a reschedule, a cancellation, the patient's download, and any
// later invite built on lib/calendar/ics.ts) takes its SUMMARY from here.
//
// A calendar is often seen by others: on a shared family phone, a lock-screen alert, a colleague
// looking at a work calendar. So by default the title says nothing about therapy or who the other
// person is; a person may choose the descriptive title in their notification settings.

export const CALENDAR_TITLE_STYLES = ['Discreet', 'Descriptive'] as const
export type CalendarTitleStyle = (typeof CALENDAR_TITLE_STYLES)[number]

/** Everyone gets this one unless they chose otherwise. */
export const DEFAULT_CALENDAR_TITLE_STYLE: CalendarTitleStyle = 'Discreet'

/** The discreet title: the brand only. */
export const DISCREET_EVENT_TITLE = 'Alafia session'

/**
 * The event's title for its recipient. `otherParty` is how the descriptive title names the other
 * person: "Dr Ngozi Umeh" on the patient's invite, the patient's name on the therapist's.
 */
export function calendarEventTitle({ style, otherParty }: { style: CalendarTitleStyle | null | undefined; otherParty: string }): string {
  if (style !== 'Descriptive') return DISCREET_EVENT_TITLE
  return `Therapy session with ${otherParty}`
}
