'use server'

import { patientAction } from '@/lib/server/actions/role-actions'
import { leaveWaitlist } from '@/lib/server/waitlist/leave-waitlist'
import { waitlistIdSchema } from '@/lib/validation/waitlist'

/** Leave on the profile's Waitlists: the same use case as DELETE /api/v1/patient/waitlist/{id}. */
export const leaveWaitlistAction = patientAction(waitlistIdSchema, async ({ patient, input: entryId }) => leaveWaitlist({ patientId: patient.id, entryId }))
