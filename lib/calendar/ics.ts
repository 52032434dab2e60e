// Calendar invites (.ics) for booked sessions: RFC 5545 (iCalendar) with the iTIP method of RFC 5546.
// Pure: no I/O, no server-only import, so it is unit-tested on its own (tests/unit/ics.test.ts).
//
// METHOD:REQUEST, not PUBLISH: REQUEST is how an organiser invites attendees to one event, so Gmail,
// Outlook and Apple Mail show the invite inline with the event already on the calendar and add it in
// one step, and a later invite with the same UID and a higher SEQUENCE (a reschedule) updates that
// event instead of adding a second one. PUBLISH is for read-only feeds: several clients only offer
// it as a file to import, and an import cannot be updated. REQUEST needs an ORGANIZER and at least
// one ATTENDEE; each invite names only its own recipient, so neither party learns the other's email.

import { lagosDateKey, lagosInstant, NIGERIA_TIME_ZONE } from '@/lib/time'

/** Africa/Lagos is UTC+01:00 (WAT) all year, with no daylight saving: the VTIMEZONE below says so. */
export const LAGOS_TZID = NIGERIA_TIME_ZONE

/** RFC 5545 3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75
const CRLF = '\r\n'
const utf8 = new TextEncoder()

export type CalendarPerson = { name: string; email: string }

export type CalendarInvite = {
  /** Globally unique and stable for the appointment, so every update replaces the same event. */
  uid: string
  /** Raised on each change of the event (RFC 5546 2.1.4); 0 for the first invite. */
  sequence?: number
  /** When the invite was made (DTSTAMP). */
  stampedAt: Date
  startsAt: Date
  endsAt: Date
  /** The title: always from calendarEventTitle (lib/calendar/event-title.ts), never written by hand. */
  summary: string
  description: string
  /** The video session link: LOCATION and URL. */
  videoLink?: string | null
  organizer: CalendarPerson
  attendee: CalendarPerson
  /**
   * The session was cancelled: METHOD:CANCEL with STATUS:CANCELLED (RFC 5546 3.2.5), the same UID and
   * a higher SEQUENCE, so calendars that have the event remove it.
   */
  cancelled?: boolean
}

/** The UID of an appointment's event: stable across invites and updates (RFC 5545 3.8.4.7). */
export function appointmentUid(appointmentId: string): string {
  return `${appointmentId}@alafia.ng`
}

/** A whole VCALENDAR with one VEVENT, CRLF line endings and folded lines. */
export function buildCalendarInvite(invite: CalendarInvite): string {
  return buildCalendarInvites([invite])
}

/**
 * A whole VCALENDAR with one VEVENT per invite (the weeks of a weekly series, decision 023), each with
 * its own UID and SEQUENCE, so a later invite or cancellation of one of them updates that one event.
 * All invites or all cancellations: the METHOD is the calendar's, not an event's.
 */
export function buildCalendarInvites(invites: readonly CalendarInvite[]): string {
  if (invites.length === 0) throw new Error('A calendar needs at least one event')
  const cancelled = invites[0]!.cancelled === true
  if (invites.some((invite) => (invite.cancelled === true) !== cancelled)) throw new Error('A calendar holds invites or cancellations, not both')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    // Seen by whoever opens the file: as discreet as the title (lib/calendar/event-title.ts).
    'PRODID:-//Alafia//Sessions//EN',
    'CALSCALE:GREGORIAN',
    cancelled ? 'METHOD:CANCEL' : 'METHOD:REQUEST',
    ...LAGOS_VTIMEZONE,
    ...invites.flatMap(eventLines),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

function eventLines(invite: CalendarInvite): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${textValue(invite.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(invite.sequence ?? 0))}`,
    `DTSTAMP:${utcDateTime(invite.stampedAt)}`,
    `DTSTART;TZID=${LAGOS_TZID}:${lagosDateTime(invite.startsAt)}`,
    `DTEND;TZID=${LAGOS_TZID}:${lagosDateTime(invite.endsAt)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(invite.videoLink ? [`LOCATION:${escapeText(invite.videoLink)}`, `URL:${uriValue(invite.videoLink)}`] : []),
    `ORGANIZER;CN=${paramValue(invite.organizer.name)}:mailto:${uriValue(invite.organizer.email)}`,
    // The session is paid for: the attendee has already said yes, so no reply is asked for.
    `ATTENDEE;CN=${paramValue(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${uriValue(invite.attendee.email)}`,
    invite.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ]
}

/**
 * Lagos's definition for clients that do not know the zone by name (RFC 5545 3.6.5): one STANDARD
 * observance at +01:00 since 1970, no DAYLIGHT part.
 */
const LAGOS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${LAGOS_TZID}`,
  `X-LIC-LOCATION:${LAGOS_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0100',
  'TZNAME:WAT',
  'END:STANDARD',
  'END:VTIMEZONE',
]

// Control characters other than tab may not appear in a content line (RFC 5545 3.1, 3.3.11).
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000A-\u001F\u007F]/g

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL_CHARACTERS, '')
}

/** An identifier such as the UID: a TEXT value. */
function textValue(value: string): string {
  return escapeText(value)
}

/**
 * A URI or mailto address: never TEXT-escaped (a comma in a URL stays a comma), but stripped of
 * control characters and spaces so a value can never end the line and start a property of its own.
 */
function uriValue(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').replace(/\s/g, '')
}

/**
 * A parameter value such as CN (RFC 5545 3.2): always quoted, since names may hold commas,
 * semicolons or colons. A quoted value cannot hold a double quote, so one becomes an apostrophe.
 */
function paramValue(value: string): string {
  return `"${value.replace(/\r\n|\r|\n/g, ' ').replace(CONTROL_CHARACTERS, '').replace(/"/g, "'")}"`
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 20310409T090000Z: an instant in UTC (DTSTAMP must be UTC). */
export function utcDateTime(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  )
}

/** 20310409T100000: the Lagos wall-clock time of an instant, for values with TZID=Africa/Lagos. */
export function lagosDateTime(date: Date): string {
  const day = lagosDateKey(date)
  const sinceMidnight = date.getTime() - lagosInstant(day, 0).getTime()
  return utcDateTime(new Date(Date.parse(`${day}T00:00:00Z`) + sinceMidnight)).slice(0, -1)
}

/**
 * Folds one content line (RFC 5545 3.1): no line longer than 75 octets of UTF-8, each continuation
 * starting with one space (which counts towards its 75). A multi-byte character is never split.
 */
export function foldLine(line: string): string {
  if (utf8.encode(line).length <= MAX_LINE_OCTETS) return line
  const parts: string[] = []
  let current = ''
  let octets = 0
  let limit = MAX_LINE_OCTETS
  for (const character of line) {
    const size = utf8.encode(character).length
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      limit = MAX_LINE_OCTETS - 1
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}
