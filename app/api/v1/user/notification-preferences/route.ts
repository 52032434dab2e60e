import { ROLES } from '@/lib/roles'
import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { saveNotificationPreferences } from '@/lib/server/notifications/save-notification-preferences'
import { viewNotificationPreferences } from '@/lib/server/notifications/view-notification-preferences'
import { notificationPreferencesSchema, PREFERENCES_SAVED } from '@/lib/validation/notification-preferences'

// The signed-in person's own notification settings (decision 025), whatever their role.

/** GET user/notification-preferences: `{ data: { email, sms, whatsapp, calendarTitle, phone } }`. */
export const GET = withRole(ROLES, async ({ user }) => ok({ data: await viewNotificationPreferences({ userId: user.id }) }))

/** PUT user/notification-preferences `{ email, sms, whatsapp, calendarTitle? }`: 400 for sms or whatsapp without a mobile number. */
export const PUT = withRole(ROLES, async ({ request, user }) => {
  const choice = await readJson(request, notificationPreferencesSchema)
  return ok({ message: PREFERENCES_SAVED, data: await saveNotificationPreferences({ userId: user.id, choice }) })
})
