import { describe, expect, it } from 'vitest'
import { appointmentUid, buildCalendarInvite, escapeText, foldLine, lagosDateTime, utcDateTime, type CalendarInvite } from '@/lib/calendar/ics'

const octets = (line: string) => new TextEncoder().encode(line).length
/** RFC 5545 3.1 unfolding: a CRLF followed by one space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, '')
/** The unfolded content lines of a calendar. */
const contentLines = (text: string) => unfold(text).split('\r\n').slice(0, -1)

const invite = (overrides: Partial<CalendarInvite> = {}): CalendarInvite => ({
  uid: appointmentUid('0b7a3c0e-8d1f-4c7e-9a51-3f2d6e8b9c10'),
  stampedAt: new Date('2031-04-07T07:30:15Z'),
  startsAt: new Date('2031-04-09T09:00:00Z'),
  endsAt: new Date('2031-04-09T11:00:00Z'),
  summary: 'Therapy session with Dr Ngozi Umeh',
  description: 'Join the video session:\nhttps://meet.jit.si/Alafia-abc',
  videoLink: 'https://meet.jit.si/Alafia-abc',
  organizer: { name: 'Alafia', email: 'support@alafia.ng' },
  attendee: { name: 'Kunle Bello', email: 'kunle@example.test' },
  ...overrides,
})

describe('text escaping (RFC 5545 3.3.11)', () => {
  it('escapes backslashes, semicolons, commas and every kind of line break', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d')
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour')
    // The backslash is escaped first, so an escape added for a comma is not escaped again.
    expect(escapeText('\\,')).toBe('\\\\\\,')
  })

  it('drops other control characters and keeps colons, tabs and non-ASCII text', () => {
    expect(escapeText('Dr: Ọlá\u0007\tAdé ₦20,000')).toBe('Dr: Ọlá\tAdé ₦20\\,000')
  })
})

describe('line folding (RFC 5545 3.1)', () => {
  it('leaves a line of 75 octets alone and folds a longer one with CRLF and one space', () => {
    const exact = `DESCRIPTION:${'x'.repeat(75 - 'DESCRIPTION:'.length)}`
    expect(foldLine(exact)).toBe(exact)

    const long = `DESCRIPTION:${'abcdefghij'.repeat(20)}`
    const folded = foldLine(long)
    const physical = folded.split('\r\n')
    expect(physical.length).toBe(3)
    expect(physical.every((line) => octets(line) <= 75)).toBe(true)
    expect(octets(physical[0]!)).toBe(75)
    expect(physical.slice(1).every((line) => line.startsWith(' ') && !line.startsWith('  '))).toBe(true)
    expect(unfold(folded)).toBe(long)
  })

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    // ₦ is 3 octets and 🙂 is 4 in UTF-8: 75 characters of them are far more than 75 octets.
    const long = `SUMMARY:${'₦🙂é'.repeat(40)}`
    const physical = foldLine(long).split('\r\n')
    expect(physical.length).toBeGreaterThan(5)
    for (const line of physical) {
      expect(octets(line)).toBeLessThanOrEqual(75)
      // A split character would appear as a lone surrogate, which TextEncoder turns into U+FFFD.
      expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line)
    }
    expect(unfold(physical.join('\r\n'))).toBe(long)
  })
})

describe('times', () => {
  it('writes a UTC instant as Lagos wall-clock time (UTC+1, no daylight saving) and DTSTAMP in UTC', () => {
    expect(lagosDateTime(new Date('2031-04-09T09:00:00Z'))).toBe('20310409T100000')
    // Late evening in UTC is already the next day in Lagos.
    expect(lagosDateTime(new Date('2031-12-31T23:30:00Z'))).toBe('20320101T003000')
    // Northern-summer dates get the same offset: Lagos has no daylight saving.
    expect(lagosDateTime(new Date('2031-07-01T12:00:00Z'))).toBe('20310701T130000')
    expect(utcDateTime(new Date('2031-04-07T07:30:15.999Z'))).toBe('20310407T073015Z')
  })
})

describe('the appointment invite', () => {
  it('is a REQUEST with a Lagos VTIMEZONE and one event at the Lagos times of the appointment', () => {
    const lines = contentLines(buildCalendarInvite(invite()))
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Alafia//Sessions//EN', 'CALSCALE:GREGORIAN', 'METHOD:REQUEST'])
    expect(lines.at(-1)).toBe('END:VCALENDAR')

    const timezone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1)
    expect(timezone).toEqual([
      'BEGIN:VTIMEZONE', 'TZID:Africa/Lagos', 'X-LIC-LOCATION:Africa/Lagos',
      'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0100', 'TZNAME:WAT', 'END:STANDARD',
      'END:VTIMEZONE',
    ])

    const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1)
    expect(event).toEqual([
      'BEGIN:VEVENT',
      'UID:0b7a3c0e-8d1f-4c7e-9a51-3f2d6e8b9c10@alafia.ng',
      'SEQUENCE:0',
      'DTSTAMP:20310407T073015Z',
      'DTSTART;TZID=Africa/Lagos:20310409T100000',
      'DTEND;TZID=Africa/Lagos:20310409T120000',
      'SUMMARY:Therapy session with Dr Ngozi Umeh',
      'DESCRIPTION:Join the video session:\\nhttps://meet.jit.si/Alafia-abc',
      'LOCATION:https://meet.jit.si/Alafia-abc',
      'URL:https://meet.jit.si/Alafia-abc',
      'ORGANIZER;CN="Alafia":mailto:support@alafia.ng',
      'ATTENDEE;CN="Kunle Bello";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:kunle@example.test',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ])
  })

  it('cancels the same event: METHOD:CANCEL, the same UID, a higher SEQUENCE and STATUS:CANCELLED', () => {
    const first = contentLines(buildCalendarInvite(invite()))
    const cancel = contentLines(buildCalendarInvite(invite({ sequence: 1, cancelled: true })))
    expect(cancel).toContain('METHOD:CANCEL')
    expect(cancel).not.toContain('METHOD:REQUEST')
    expect(cancel).toContain('STATUS:CANCELLED')
    expect(cancel.find((line) => line.startsWith('UID:'))).toBe(first.find((line) => line.startsWith('UID:')))
    expect(cancel).toContain('SEQUENCE:1')
  })

  it('uses CRLF for every line ending, ends with one, and folds every line to 75 octets', () => {
    const text = buildCalendarInvite(invite({ description: `A long note, with commas; and more. ${'Take a quiet room. '.repeat(12)}` }))
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const physical = text.split('\r\n').slice(0, -1)
    expect(physical.every((line) => octets(line) <= 75)).toBe(true)
    expect(physical.some((line) => line.startsWith(' '))).toBe(true)
  })

  it('keeps user text inside its own property: line breaks, quotes and separators cannot add a property', () => {
    const text = buildCalendarInvite(
      invite({
        summary: 'Session\r\nATTENDEE:mailto:intruder@example.test',
        attendee: { name: 'Ada "The Great", Obi; Jr.\nX-EVIL:1', email: 'ada@example.test\r\nX-EVIL:2' },
        videoLink: 'https://meet.jit.si/Room,1\r\nX-EVIL:3',
      }),
    )
    const lines = contentLines(text)
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([
      `ATTENDEE;CN="Ada 'The Great', Obi; Jr. X-EVIL:1";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:ada@example.testX-EVIL:2`,
    ])
    expect(lines).toContain('SUMMARY:Session\\nATTENDEE:mailto:intruder@example.test')
    expect(lines).toContain('URL:https://meet.jit.si/Room,1X-EVIL:3')
    expect(lines).toContain('LOCATION:https://meet.jit.si/Room\\,1\\nX-EVIL:3')
    expect(lines.some((line) => line.startsWith('X-EVIL'))).toBe(false)
  })

  it('leaves out LOCATION and URL without a video link, and carries a later SEQUENCE for an update', () => {
    const lines = contentLines(buildCalendarInvite(invite({ videoLink: null, sequence: 2 })))
    expect(lines.some((line) => line.startsWith('LOCATION') || line.startsWith('URL'))).toBe(false)
    expect(lines).toContain('SEQUENCE:2')
  })
})
