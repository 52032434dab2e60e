'use server'

import { patientAction } from '@/lib/server/actions/role-actions'
import { sendMessage } from '@/lib/server/messages/send-message'
import { sendMessageFormSchema } from '@/lib/validation/messages'

/** The message form of a thread on the patient's side. */
export const sendMessageAction = patientAction(sendMessageFormSchema, async ({ patient, input }) => sendMessage({ sender: patient, otherId: input.userId, body: input.body }))
