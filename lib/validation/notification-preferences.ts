import { CALENDAR_TITLE_STYLES } from '@/lib/calendar/event-title'
import { z } from './zod'

// A person's notification settings: the form on the profile pages, its server actions and
// PUT /api/v1/user/notification-preferences read them with this one schema.

const choice = (channel: string) => z.boolean({ error: `${channel} must be true or false` })

export const notificationPreferencesSchema = z.object({
  email: choice('email'),
  sms: choice('sms'),
  whatsapp: choice('whatsapp'),
  /** Optional for API callers: absent keeps the current choice. */
  calendarTitle: z.enum(CALENDAR_TITLE_STYLES, { error: 'calendarTitle must be Discreet or Descriptive' }).optional(),
})

export type NotificationPreferencesInput = z.input<typeof notificationPreferencesSchema>
export type NotificationPreferencesChoice = z.output<typeof notificationPreferencesSchema>

/** Why SMS or WhatsApp cannot be switched on: no Nigerian mobile number on the profile. */
export const NEEDS_PHONE = 'Add a Nigerian mobile number to your profile to get SMS or WhatsApp reminders.'
export const PREFERENCES_SAVED = 'Notification settings saved'
