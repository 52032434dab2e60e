'use server'

import { patientAction } from '@/lib/server/actions/role-actions'
import { saveNotificationPreferences } from '@/lib/server/notifications/save-notification-preferences'
import { notificationPreferencesSchema, PREFERENCES_SAVED } from '@/lib/validation/notification-preferences'

export const saveNotificationSettingsAction = patientAction(notificationPreferencesSchema, async ({ patient, input }) => ({
  message: PREFERENCES_SAVED,
  data: await saveNotificationPreferences({ userId: patient.id, choice: input }),
}))
