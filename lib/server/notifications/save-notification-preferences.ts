import 'server-only'
import { normaliseNigerianPhone } from '@/lib/nigeria'
import { NEEDS_PHONE, type NotificationPreferencesChoice } from '@/lib/validation/notification-preferences'
import { db } from '../db'
import { AppError } from '../errors'
import { describePreferences, type NotificationPreferences } from './view-notification-preferences'

/**
 * Saves the signed-in person's channels (and, when given, their calendar title). SMS and WhatsApp need
 * a Nigerian mobile number on the profile: asking for either without one is refused (400, naming the
 * field), and nothing is saved. The profile page's form and PUT /api/v1/user/notification-preferences
 * both call this.
 */
export async function saveNotificationPreferences({ userId, choice }: { userId: string; choice: NotificationPreferencesChoice }): Promise<NotificationPreferences> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { phoneNumber: true, erasedAt: true } })
  if (!user || user.erasedAt) throw new AppError('NOT_FOUND', 'Account not found')
  const hasPhone = user.phoneNumber !== null && normaliseNigerianPhone(user.phoneNumber) !== null
  if (!hasPhone && (choice.sms || choice.whatsapp)) {
    const errors = Object.fromEntries((['sms', 'whatsapp'] as const).filter((channel) => choice[channel]).map((channel) => [channel, [NEEDS_PHONE]]))
    throw new AppError('VALIDATION', NEEDS_PHONE, errors)
  }
  // Only these four columns are written, whatever else the caller's object holds.
  const channels = { email: choice.email, sms: choice.sms, whatsapp: choice.whatsapp }
  const calendarTitle = choice.calendarTitle
  const saved = await db.notificationPreference.upsert({
    where: { userId },
    create: { userId, ...channels, ...(calendarTitle ? { calendarTitle } : {}) },
    update: { ...channels, ...(calendarTitle ? { calendarTitle } : {}) },
    select: { email: true, sms: true, whatsapp: true, calendarTitle: true },
  })
  return describePreferences(user.phoneNumber, saved)
}
