'use server'

import { therapistAction } from '@/lib/server/actions/role-actions'
import { sendMessage } from '@/lib/server/messages/send-message'
import { sendMessageFormSchema } from '@/lib/validation/messages'

/** The message form of a thread in the dashboard. */
export const sendMessageAction = therapistAction({ verified: true }, sendMessageFormSchema, async ({ therapist, input }) =>
  sendMessage({ sender: therapist, otherId: input.userId, body: input.body }),
)
