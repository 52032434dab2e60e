'use server'

import { patientAction } from '@/lib/server/actions/role-actions'
import { joinWaitlist } from '@/lib/server/waitlist/join-waitlist'
import { joinWaitlistSchema } from '@/lib/validation/waitlist'

/** Join the waitlist on the therapist's page: the same use case as POST /api/v1/patient/waitlist. */
export const joinWaitlistAction = patientAction(joinWaitlistSchema, async ({ patient, input }) => joinWaitlist({ patientId: patient.id, ...input }))
