import { z } from './zod'
import { NIGERIAN_STATES, normaliseNigerianPhone } from '@/lib/nigeria'
import { isCalendarDate } from '@/lib/time'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, FILL_ALL_FIELDS, HIDDEN_CONTROL_CHARACTERS, INVALID_EMAIL, SINGLE_LINE_FORBIDDEN } from './text-rules'

export { FILL_ALL_FIELDS, HIDDEN_CONTROL_CHARACTERS, INVALID_EMAIL, SINGLE_LINE_FORBIDDEN }

/** Passwords: at least 8 characters (NIST SP 800-63B), at most 128 so hashing cannot be abused. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
/** Patients must be adults to book therapy on their own (docs/decisions/006-accounts-and-sessions.md, 009-patient-profile-rules.md). */
export const MIN_PATIENT_AGE = 18

export const onOneLine = (label: string) => `${label} must be on one line, without special characters`

/** A required single-line field: trimmed, bounded, with no line break or control character. */
export const requiredText = (max: number, label: string) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !SINGLE_LINE_FORBIDDEN.test(text), onOneLine(label))

/** A required text of several lines (a bio): line breaks and tabs allowed, other control characters not. */
export const requiredMultilineText = (max: number, label: string) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => !HIDDEN_CONTROL_CHARACTERS.test(text), `${label} contains characters that are not allowed`)

export const emailField = z
  .string({ error: FILL_ALL_FIELDS })
  .trim()
  .min(1, FILL_ALL_FIELDS)
  .max(EMAIL_MAX_LENGTH, INVALID_EMAIL)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL }))
  .transform((email) => email.toLowerCase())

export const newPasswordField = z
  .string({ error: FILL_ALL_FIELDS })
  .min(1, FILL_ALL_FIELDS)
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)

export const genderField = z.enum(['Male', 'Female'], { error: 'Gender must be Male or Female' })

export const phoneField = z
  .string({ error: FILL_ALL_FIELDS })
  .trim()
  .min(1, FILL_ALL_FIELDS)
  .transform((value, ctx) => {
    const phone = normaliseNigerianPhone(value)
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Enter a Nigerian phone number, e.g. 08031234567 or +2348031234567' })
      return z.NEVER
    }
    return phone
  })

export const stateField = z.enum(NIGERIAN_STATES, { error: 'Choose a Nigerian state or the FCT' })

/** A YYYY-MM-DD date of birth of an adult. Checked against "today" when parsed. */
export const adultDateOfBirthField = z
  .string({ error: FILL_ALL_FIELDS })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter your date of birth')
  // Date.parse rolls 1990-02-31 over to March 3: only a date that reads back unchanged is real.
  .refine((value) => isCalendarDate(value), 'Enter a real date')
  .refine((value) => value >= '1900-01-01', 'Enter a real date of birth')
  .refine((value) => value <= latestAdultBirthDate(new Date()), `You must be at least ${MIN_PATIENT_AGE} years old`)

export function latestAdultBirthDate(today: Date): string {
  const latest = new Date(Date.UTC(today.getUTCFullYear() - MIN_PATIENT_AGE, today.getUTCMonth(), today.getUTCDate()))
  return latest.toISOString().slice(0, 10)
}
