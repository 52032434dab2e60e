import { z } from './zod'
import { FILL_ALL_FIELDS, emailField } from './common'
import {
  CONTACT_MESSAGE_CHARACTERS,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_MESSAGE_TOO_SHORT,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_NAME_ONE_LINE,
  CONTACT_NAME_TOO_LONG,
  CONTACT_NAME_TOO_SHORT,
  CONTACT_TOO_MANY_LINKS,
  CONTACT_WEBSITE_MAX,
  hasFewLinks,
  hasNoForbiddenCharacters,
  isOneLine,
} from './contact-rules'

export { CONTACT_MAX_LINKS, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_NAME_MIN, CONTACT_SUCCESS } from './contact-rules'

// The contact form: Full Name, Email and Message, all required. The server action parses the raw
// input with this schema; the form in the browser checks the same rules (contact-rules.ts) without zod.

export const contactMessageSchema = z.object({
  fullName: z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, { error: FILL_ALL_FIELDS, abort: true })
    .min(CONTACT_NAME_MIN, CONTACT_NAME_TOO_SHORT)
    .max(CONTACT_NAME_MAX, CONTACT_NAME_TOO_LONG)
    .refine(isOneLine, CONTACT_NAME_ONE_LINE),
  email: emailField,
  message: z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, { error: FILL_ALL_FIELDS, abort: true })
    .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_TOO_SHORT)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_TOO_LONG)
    .refine(hasNoForbiddenCharacters, CONTACT_MESSAGE_CHARACTERS)
    .refine(hasFewLinks, CONTACT_TOO_MANY_LINKS),
  /**
   * Honeypot: hidden from people (display: none), so only bots fill it in. The server answers such a
   * submission like any other and drops it (docs/decisions/007-email-and-rate-limits.md).
   */
  website: z.string().max(CONTACT_WEBSITE_MAX).optional(),
})

export type ContactMessageInput = z.input<typeof contactMessageSchema>
export type ContactMessage = z.output<typeof contactMessageSchema>
