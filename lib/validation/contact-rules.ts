import { emailProblem, FILL_ALL_FIELDS, SINGLE_LINE_FORBIDDEN } from './text-rules'

// The contact form's rules without zod: the form on /contact checks them in the browser (so the page
// loads no validation library), and the server's zod schema (contact.ts) is built from the same
// limits, patterns and messages. tests/unit/contact-rules.test.ts holds the two to the same answers.

export const CONTACT_NAME_MIN = 2
export const CONTACT_NAME_MAX = 100
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 5000
/** More links than this in one message is what spam looks like; people rarely need more. */
export const CONTACT_MAX_LINKS = 3
/** The hidden honeypot field's limit. */
export const CONTACT_WEBSITE_MAX = 500

export const CONTACT_NAME_TOO_SHORT = `Full name must be at least ${CONTACT_NAME_MIN} characters`
export const CONTACT_NAME_TOO_LONG = `Full name must be at most ${CONTACT_NAME_MAX} characters`
export const CONTACT_NAME_ONE_LINE = 'Full name must be on one line'
export const CONTACT_MESSAGE_TOO_SHORT = `Message must be at least ${CONTACT_MESSAGE_MIN} characters`
export const CONTACT_MESSAGE_TOO_LONG = `Message must be at most ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters`
export const CONTACT_MESSAGE_CHARACTERS = 'Message contains characters that cannot be sent'
export const CONTACT_TOO_MANY_LINKS = `Please include at most ${CONTACT_MAX_LINKS} links`
export const CONTACT_WEBSITE_TOO_LONG = `Too long: at most ${CONTACT_WEBSITE_MAX} characters`

export const CONTACT_SUCCESS = 'Thank you! Your message has been sent.'

// Control characters other than tab and line breaks have no place in a message (and a line break in
// a name would end up in the e-mail's subject).
export const MESSAGE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const LINK = /(https?:\/\/|www\.)/gi

export const isOneLine = (text: string) => !SINGLE_LINE_FORBIDDEN.test(text)
export const hasNoForbiddenCharacters = (message: string) => !MESSAGE_FORBIDDEN.test(message)
export const hasFewLinks = (message: string) => (message.match(LINK)?.length ?? 0) <= CONTACT_MAX_LINKS

export type ContactFields = { fullName: string; email: string; message: string; website?: string }
export type ContactField = keyof ContactFields
export type ContactProblems = Partial<Record<ContactField, string>>

/** Each field's first problem, in the order the server's schema checks them; {} when all is well. */
export function contactProblems(values: ContactFields): ContactProblems {
  const problems: ContactProblems = {}
  const fullName = nameProblem(values.fullName.trim())
  if (fullName) problems.fullName = fullName
  const email = emailProblem(values.email)
  if (email) problems.email = email
  const message = messageProblem(values.message.trim())
  if (message) problems.message = message
  if ((values.website ?? '').length > CONTACT_WEBSITE_MAX) problems.website = CONTACT_WEBSITE_TOO_LONG
  return problems
}

function nameProblem(name: string): string | undefined {
  if (name.length === 0) return FILL_ALL_FIELDS
  if (name.length < CONTACT_NAME_MIN) return CONTACT_NAME_TOO_SHORT
  if (name.length > CONTACT_NAME_MAX) return CONTACT_NAME_TOO_LONG
  if (!isOneLine(name)) return CONTACT_NAME_ONE_LINE
  return undefined
}

function messageProblem(message: string): string | undefined {
  if (message.length === 0) return FILL_ALL_FIELDS
  if (message.length < CONTACT_MESSAGE_MIN) return CONTACT_MESSAGE_TOO_SHORT
  if (message.length > CONTACT_MESSAGE_MAX) return CONTACT_MESSAGE_TOO_LONG
  if (!hasNoForbiddenCharacters(message)) return CONTACT_MESSAGE_CHARACTERS
  if (!hasFewLinks(message)) return CONTACT_TOO_MANY_LINKS
  return undefined
}
