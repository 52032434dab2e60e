import { z } from './zod'
import { FILL_ALL_FIELDS, SINGLE_LINE_FORBIDDEN, emailField } from './common'

// The contact form: Full Name, Email and Message, all required. Shared by the form
// (zodResolver) and the server action, which parses the raw input again.

export const CONTACT_NAME_MIN = 2
export const CONTACT_NAME_MAX = 100
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 5000
/** More links than this in one message is what spam looks like; people rarely need more. */
export const CONTACT_MAX_LINKS = 3

// Control characters other than tab and line breaks have no place in a message (and a line break in
// a name would end up in the e-mail's subject).
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const LINK = /(https?:\/\/|www\.)/gi

export const contactMessageSchema = z.object({
  fullName: z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, { error: FILL_ALL_FIELDS, abort: true })
    .min(CONTACT_NAME_MIN, `Full name must be at least ${CONTACT_NAME_MIN} characters`)
    .max(CONTACT_NAME_MAX, `Full name must be at most ${CONTACT_NAME_MAX} characters`)
    .refine((name) => !SINGLE_LINE_FORBIDDEN.test(name), 'Full name must be on one line'),
  email: emailField,
  message: z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, { error: FILL_ALL_FIELDS, abort: true })
    .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters`)
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters`)
    .refine((message) => !CONTROL_CHARACTERS.test(message), 'Message contains characters that cannot be sent')
    .refine((message) => (message.match(LINK)?.length ?? 0) <= CONTACT_MAX_LINKS, `Please include at most ${CONTACT_MAX_LINKS} links`),
  /**
   * Honeypot: hidden from people (display: none), so only bots fill it in. The server answers such a
   * submission like any other and drops it (docs/decisions/007-email-and-rate-limits.md).
   */
  website: z.string().max(500).optional(),
})

export type ContactMessageInput = z.input<typeof contactMessageSchema>
export type ContactMessage = z.output<typeof contactMessageSchema>

export const CONTACT_SUCCESS = 'Thank you! Your message has been sent.'
