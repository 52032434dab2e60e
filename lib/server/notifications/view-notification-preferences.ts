import 'server-only'
import { DEFAULT_CALENDAR_TITLE_STYLE, type CalendarTitleStyle } from '@/lib/calendar/event-title'
import { normaliseNigerianPhone } from '@/lib/nigeria'
import { DEFAULT_CHANNELS } from '@/lib/notifications/channels'
import { db } from '../db'
import { AppError } from '../errors'

/** A person's notification settings as they work now (decision 025). */
export type NotificationPreferences = {
  email: boolean
  /** On only while the profile has a mobile number to send to. */
  sms: boolean
  whatsapp: boolean
  calendarTitle: CalendarTitleStyle
  /** The profile's number in E.164 (+234…), where texts go; null when it has none that works. */
  phone: string | null
}

/**
 * The signed-in person's own settings: the defaults until they choose (email on, SMS and WhatsApp off,
 * the discreet calendar title). SMS and WhatsApp read as off while the profile has no mobile number,
 * since nothing can be sent then (a number added later brings the choice back).
 */
export async function viewNotificationPreferences({ userId }: { userId: string }): Promise<NotificationPreferences> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { phoneNumber: true, notificationPreference: { select: { email: true, sms: true, whatsapp: true, calendarTitle: true } } },
  })
  if (!user) throw new AppError('NOT_FOUND', 'Account not found')
  return describePreferences(user.phoneNumber, user.notificationPreference)
}

type Stored = { email: boolean; sms: boolean; whatsapp: boolean; calendarTitle: CalendarTitleStyle } | null

export function describePreferences(phoneNumber: string | null, stored: Stored): NotificationPreferences {
  const phone = phoneNumber ? normaliseNigerianPhone(phoneNumber) : null
  const choices = stored ?? { ...DEFAULT_CHANNELS, calendarTitle: DEFAULT_CALENDAR_TITLE_STYLE }
  return {
    email: choices.email,
    sms: choices.sms && phone !== null,
    whatsapp: choices.whatsapp && phone !== null,
    calendarTitle: choices.calendarTitle,
    phone,
  }
}
