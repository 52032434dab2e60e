import { describe, expect, it } from 'vitest'
import { calendarEventTitle, DISCREET_EVENT_TITLE } from '@/lib/calendar/event-title'
import { chooseChannels, DEFAULT_CHANNELS, NOTICE_PURPOSES } from '@/lib/notifications/channels'
import { notificationPreferencesSchema } from '@/lib/validation/notification-preferences'

const PHONE = '+2348031234567'

describe('the channels a notice goes out on', () => {
  it('is email only until a person chooses', () => {
    for (const purpose of NOTICE_PURPOSES) expect(chooseChannels({ purpose, choices: DEFAULT_CHANNELS, phone: PHONE })).toEqual({ email: true, sms: false, whatsapp: false })
  })

  it('sends SMS and WhatsApp as chosen, for every kind of notice, when there is a number', () => {
    const choices = { email: true, sms: true, whatsapp: true }
    for (const purpose of NOTICE_PURPOSES) expect(chooseChannels({ purpose, choices, phone: PHONE })).toEqual(choices)
  })

  it('sends no text without a number, whatever was chosen', () => {
    expect(chooseChannels({ purpose: 'reminder', choices: { email: false, sms: true, whatsapp: true }, phone: null })).toEqual({ email: false, sms: false, whatsapp: false })
  })

  it('lets email be switched off for reminders and waitlist offers, but not for bookings and schedule changes', () => {
    const choices = { email: false, sms: true, whatsapp: false }
    expect(chooseChannels({ purpose: 'reminder', choices, phone: PHONE }).email).toBe(false)
    expect(chooseChannels({ purpose: 'waitlist', choices, phone: PHONE }).email).toBe(false)
    expect(chooseChannels({ purpose: 'booking', choices, phone: PHONE }).email).toBe(true)
    expect(chooseChannels({ purpose: 'schedule-change', choices, phone: PHONE }).email).toBe(true)
  })
})

describe('calendar event titles', () => {
  it('are discreet unless the person chose the descriptive title', () => {
    expect(DISCREET_EVENT_TITLE).toBe('Alafia session')
    for (const style of ['Discreet', null, undefined] as const) expect(calendarEventTitle({ style, otherParty: 'Dr Ngozi Umeh' })).toBe('Alafia session')
    expect(calendarEventTitle({ style: 'Descriptive', otherParty: 'Dr Ngozi Umeh' })).toBe('Therapy session with Dr Ngozi Umeh')
    expect(calendarEventTitle({ style: 'Descriptive', otherParty: 'Kunle Bello' })).toBe('Therapy session with Kunle Bello')
  })
})

describe('the notification settings schema', () => {
  it('needs the three channels as booleans; the calendar title is optional', () => {
    expect(notificationPreferencesSchema.parse({ email: true, sms: false, whatsapp: true })).toEqual({ email: true, sms: false, whatsapp: true })
    expect(notificationPreferencesSchema.parse({ email: true, sms: false, whatsapp: true, calendarTitle: 'Descriptive', role: 'Admin' })).toEqual({ email: true, sms: false, whatsapp: true, calendarTitle: 'Descriptive' })
    for (const bad of [{ email: true, sms: false }, { email: 'true', sms: false, whatsapp: false }, { email: true, sms: false, whatsapp: false, calendarTitle: 'Secret' }])
      expect(notificationPreferencesSchema.safeParse(bad).success).toBe(false)
  })
})
