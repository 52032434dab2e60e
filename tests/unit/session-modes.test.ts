import { describe, expect, it } from 'vitest'
import { canTherapistSeePatientPhone } from '@/lib/appointments/phone-number-window'
import { audioOnlyLink, joinLink, reminderAdvice, sessionModeLines } from '@/lib/appointments/session-mode-text'
import { isDiscreet } from '@/lib/notifications/discreet-text'
import { reminderShortText } from '@/lib/notifications/reminder-text'
import { chooseSessionMode, describeSessionModes, sessionModeName, toSessionMode } from '@/lib/session-modes'
import { holdAppointmentSchema } from '@/lib/validation/booking'
import { editTherapistProfileSchema } from '@/lib/validation/therapist'

const ROOM = 'https://meet.jit.si/Alafia-0123456789abcdef01234567'

describe('choosing a session mode', () => {
  it('takes the mode asked for only when the therapist offers it', () => {
    expect(chooseSessionMode(['Video', 'Phone'], 'Phone')).toBe('Phone')
    expect(chooseSessionMode(['Video'], 'Audio')).toBeNull()
  })

  it('defaults to video when offered, else to the first mode offered', () => {
    expect(chooseSessionMode(['Audio', 'Video'], undefined)).toBe('Video')
    expect(chooseSessionMode(['Phone', 'Audio'], undefined)).toBe('Phone')
  })

  it('names modes for the API and people', () => {
    expect(toSessionMode('audio')).toBe('Audio')
    expect(sessionModeName('Phone')).toBe('phone')
    expect(describeSessionModes(['Phone', 'Video', 'Audio'])).toBe('Video, Audio only, Phone call')
  })

  it('reads sessionMode on the hold and sessionModes on the profile edit', () => {
    const hold = { therapistId: '6f1f6a57-2b9c-4a57-9d1b-1f0f8f8f8f8f', appointmentDate: '2031-04-09', slot_start: '10:00', slot_end: '11:00' }
    expect(holdAppointmentSchema.parse({ ...hold, sessionMode: 'audio' }).sessionMode).toBe('Audio')
    expect(holdAppointmentSchema.parse(hold).sessionMode).toBeUndefined()
    expect(holdAppointmentSchema.safeParse({ ...hold, sessionMode: 'fax' }).success).toBe(false)
    expect(editTherapistProfileSchema.parse({ sessionModes: 'phone,video,phone' }).sessionModes).toEqual(['Video', 'Phone'])
    expect(editTherapistProfileSchema.parse({ sessionModes: ['audio'] }).sessionModes).toEqual(['Audio'])
    expect(editTherapistProfileSchema.safeParse({ sessionModes: '' }).success).toBe(false)
    expect(editTherapistProfileSchema.safeParse({ sessionModes: 'video,fax' }).success).toBe(false)
  })
})

describe('when a therapist sees the patient’s phone number', () => {
  const startsAt = new Date('2031-04-09T09:00:00Z')
  const endsAt = new Date('2031-04-09T10:00:00Z')
  const phone = { status: 'Paid', sessionMode: 'Phone', startsAt, endsAt }
  const at = (iso: string) => new Date(iso)

  it('from 15 minutes before the start until the end of a paid phone session', () => {
    expect(canTherapistSeePatientPhone(phone, at('2031-04-09T08:44:59Z'))).toBe(false)
    expect(canTherapistSeePatientPhone(phone, at('2031-04-09T08:45:00Z'))).toBe(true)
    expect(canTherapistSeePatientPhone(phone, at('2031-04-09T09:59:59Z'))).toBe(true)
    expect(canTherapistSeePatientPhone(phone, at('2031-04-09T10:00:00Z'))).toBe(false)
  })

  it('never for another mode or an unpaid, cancelled or completed session', () => {
    const during = at('2031-04-09T09:30:00Z')
    expect(canTherapistSeePatientPhone({ ...phone, sessionMode: 'Video' }, during)).toBe(false)
    expect(canTherapistSeePatientPhone({ ...phone, sessionMode: 'Audio' }, during)).toBe(false)
    for (const status of ['Pending', 'Cancelled', 'Completed', 'Expired']) expect(canTherapistSeePatientPhone({ ...phone, status }, during)).toBe(false)
  })
})

describe('what emails, reminders and links say about the mode', () => {
  it('opens the same room with video off for audio only, and no room for phone', () => {
    expect(audioOnlyLink(ROOM).startsWith(`${ROOM}#`)).toBe(true)
    expect(joinLink('Video', ROOM)).toBe(ROOM)
    expect(joinLink('Audio', ROOM)).toBe(audioOnlyLink(ROOM))
    expect(joinLink('Phone', ROOM)).toBeNull()
  })

  it('keeps the video lines every email had, and says which mode', () => {
    expect(sessionModeLines('Video', ROOM, 'patient')).toEqual(['Session: Video', `Video session: ${ROOM}`])
    expect(sessionModeLines('Audio', ROOM, 'therapist')).toEqual(['Session: Audio only (the same private room with video off)', `Audio-only session: ${audioOnlyLink(ROOM)}`])
    expect(sessionModeLines('Phone', ROOM, 'patient')[0]).toMatch(/^Session: Phone call\. Your therapist will call/)
    expect(sessionModeLines('Phone', ROOM, 'therapist')[0]).toMatch(/15 minutes before the start/)
    expect(reminderAdvice('Phone')).toMatch(/phone nearby/)
  })

  it('keeps the reminders discreet: the brand and the time, never a number or why', () => {
    const now = new Date('2031-04-09T07:00:00Z')
    const startsAt = new Date('2031-04-09T09:00:00Z')
    const phone = reminderShortText({ kind: 'HourBefore', startsAt, now, videoLink: ROOM, sessionMode: 'Phone' })
    expect(phone).toBe('Your Alafia session is by phone at 10:00 AM today.')
    expect(reminderShortText({ kind: 'HourBefore', startsAt, now, videoLink: ROOM, sessionMode: 'Audio' })).toBe(`Your Alafia session is at 10:00 AM today. Join here: ${audioOnlyLink(ROOM)}`)
    expect(reminderShortText({ kind: 'HourBefore', startsAt, now, videoLink: ROOM })).toBe(`Your Alafia session is at 10:00 AM today. Join here: ${ROOM}`)
    for (const text of [phone]) expect(text).not.toMatch(/therap|counsel|Dr|\d{7,}/i)
  })

  it("tells the patient, in the last hour of a phone session, the number the call comes from, and nothing else", () => {
    const now = new Date('2031-04-09T08:30:00Z')
    const startsAt = new Date('2031-04-09T09:00:00Z')
    const withNumber = reminderShortText({ kind: 'HourBefore', startsAt, now, videoLink: ROOM, sessionMode: 'Phone', callerNumber: '+2348031112222' })
    expect(withNumber).toBe('Your Alafia session is by phone at 10:00 AM today. Expect a call from +2348031112222.')
    expect(isDiscreet(withNumber)).toBe(true)
    expect(reminderShortText({ kind: 'DayBefore', startsAt, now, videoLink: ROOM, sessionMode: 'Phone', callerNumber: '+2348031112222' })).toBe('Your Alafia session is by phone at 10:00 AM today.')
    expect(reminderShortText({ kind: 'HourBefore', startsAt, now, videoLink: ROOM, sessionMode: 'Video', callerNumber: '+2348031112222' })).not.toContain('+234')
  })
})
