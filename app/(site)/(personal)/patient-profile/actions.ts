'use server'

import { patientAction } from '@/lib/server/actions/role-actions'
import { saveNotificationPreferences } from '@/lib/server/notifications/save-notification-preferences'
import { leaveWaitlist } from '@/lib/server/waitlist/leave-waitlist'
import { notificationPreferencesSchema, PREFERENCES_SAVED } from '@/lib/validation/notification-preferences'
import { waitlistIdSchema } from '@/lib/validation/waitlist'
import { withdrawConsent } from '@/lib/server/consent/withdraw-consent'
import { CONSENT_WITHDRAWN } from '@/lib/consent/health-data-consent'
import { withdrawConsentSchema } from '@/lib/validation/consent'

export const saveNotificationSettingsAction = patientAction(notificationPreferencesSchema, async ({ patient, input }) => ({
  message: PREFERENCES_SAVED,
  data: await saveNotificationPreferences({ userId: patient.id, choice: input }),
}))

/** Leave on the profile's Waitlists: the same use case as DELETE /api/v1/patient/waitlist/{id}. */
export const leaveWaitlistAction = patientAction(waitlistIdSchema, async ({ patient, input: entryId }) => leaveWaitlist({ patientId: patient.id, entryId }))

/** Withdraw on the profile's Consent, after its dialog: the same use case as DELETE /api/v1/user/consents/{kind}. */
export const withdrawConsentAction = patientAction(withdrawConsentSchema.shape.kind, async ({ patient, input: kind }) => ({
  message: CONSENT_WITHDRAWN,
  data: await withdrawConsent({ userId: patient.id, kind }),
}))
