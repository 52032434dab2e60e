'use server'

import { headers } from 'next/headers'
import { runAction } from '@/lib/server/actions/run-action'
import { sendContactMessage } from '@/lib/server/contact/send-contact-message'
import { clientAddress } from '@/lib/server/request-info'
import { CONTACT_SUCCESS, contactMessageSchema } from '@/lib/validation/contact'

/** The contact form's submit (spec 2.3): validated again here, throttled, stored and emailed. */
export async function sendContactMessageAction(input: unknown) {
  return runAction(contactMessageSchema, input, async (message) => {
    await sendContactMessage({ message, ipAddress: clientAddress(await headers()) })
    return { message: CONTACT_SUCCESS }
  })
}
