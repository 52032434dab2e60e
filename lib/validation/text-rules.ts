// Text rules without zod, so code the browser runs on a public page can check a form with the
// server's own rules and messages without loading zod (common.ts builds the zod fields from these).

export const FILL_ALL_FIELDS = 'Please fill all fields'
export const INVALID_EMAIL = 'Please enter a valid email address'

/** The longest e-mail address a mail server accepts (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254

/**
 * What an e-mail address must look like: zod's own default e-mail pattern (letters, digits and
 * _'+- in dot-separated parts, a domain with a 2-letter or longer ending), kept here so the browser
 * can check it without zod; the server's zod field uses this same pattern.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/

/**
 * Control characters (NUL, escape, bell…) and the bidirectional overrides that make text read
 * differently from what it is (a name ending "\u202Egnp.exe" shows as "exe.png"). Tabs and line
 * breaks are left to each field.
 */
export const HIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/

/**
 * Everything HIDDEN_CONTROL_CHARACTERS holds, plus tabs, line breaks and the Unicode line and
 * paragraph separators: none belongs in a name, a title or an address, and a line break there would
 * reach an email's subject ("Eve\nBcc: victim@example.test").
 */
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F\u2028\u2029\u202A-\u202E\u2066-\u2069]/

/** The e-mail field's first problem, in the order the server's zod field reports them, or undefined. */
export function emailProblem(value: string): string | undefined {
  const email = value.trim()
  if (email.length === 0) return FILL_ALL_FIELDS
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return INVALID_EMAIL
  return undefined
}
