'use server'

import { headers } from 'next/headers'
import { publicAction } from '@/lib/server/actions/role-actions'
import { sendContactMessage } from '@/lib/server/contact/send-contact-message'
import { clientAddress } from '@/lib/server/request-info'
import { CONTACT_SUCCESS, contactMessageSchema } from '@/lib/validation/contact'

/** The contact form's submit: validated again here, throttled, stored and emailed. */
export const sendContactMessageAction = publicAction(contactMessageSchema, async ({ input }) => {
  await sendContactMessage({ message: input, ipAddress: clientAddress(await headers()) })
  return { message: CONTACT_SUCCESS }
})
