'use server'

import { patientAction } from '@/lib/server/actions/role-actions'
import { saveNotificationPreferences } from '@/lib/server/notifications/save-notification-preferences'
import { leaveWaitlist } from '@/lib/server/waitlist/leave-waitlist'
import { notificationPreferencesSchema, PREFERENCES_SAVED } from '@/lib/validation/notification-preferences'
import { waitlistIdSchema } from '@/lib/validation/waitlist'

export const saveNotificationSettingsAction = patientAction(notificationPreferencesSchema, async ({ patient, input }) => ({
  message: PREFERENCES_SAVED,
  data: await saveNotificationPreferences({ userId: patient.id, choice: input }),
}))

/** Leave on the profile's Waitlists: the same use case as DELETE /api/v1/patient/waitlist/{id}. */
export const leaveWaitlistAction = patientAction(waitlistIdSchema, async ({ patient, input: entryId }) => leaveWaitlist({ patientId: patient.id, entryId }))
