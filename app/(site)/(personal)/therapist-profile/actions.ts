'use server'

import { therapistAction } from '@/lib/server/actions/role-actions'
import { saveNotificationPreferences } from '@/lib/server/notifications/save-notification-preferences'
import { notificationPreferencesSchema, PREFERENCES_SAVED } from '@/lib/validation/notification-preferences'

// Verified or not: a therapist waiting for verification still chooses how they will be reminded.
export const saveNotificationSettingsAction = therapistAction({ verified: false }, notificationPreferencesSchema, async ({ therapist, input }) => ({
  message: PREFERENCES_SAVED,
  data: await saveNotificationPreferences({ userId: therapist.id, choice: input }),
}))
