import { z } from './zod'
import { NIGERIAN_STATES, normaliseNigerianPhone } from '@/lib/nigeria'
import { CALENDAR_DATE_PATTERN, isCalendarDate } from '@/lib/time'
import {
  atMostCharacters,
  BIRTH_DATE_FORMAT,
  EARLIEST_BIRTH_DATE,
  GENDER_MESSAGE,
  latestAdultBirthDate,
  MIN_PATIENT_AGE,
  onOneLine,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PHONE_MESSAGE,
  REAL_BIRTH_DATE,
  REAL_DATE,
  STATE_MESSAGE,
  TOO_YOUNG,
} from './account-rules'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, FILL_ALL_FIELDS, HIDDEN_CONTROL_CHARACTERS, INVALID_EMAIL, SINGLE_LINE_FORBIDDEN } from './text-rules'

export { FILL_ALL_FIELDS, HIDDEN_CONTROL_CHARACTERS, INVALID_EMAIL, SINGLE_LINE_FORBIDDEN }
// The limits and messages live in account-rules.ts (no zod), which the login and sign-up forms check in the browser.
export { latestAdultBirthDate, MIN_PATIENT_AGE, onOneLine, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH }

/** A required single-line field: trimmed, bounded, with no line break or control character. */
export const requiredText = (max: number, label: string) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(max, atMostCharacters(label, max))
    .refine((text) => !SINGLE_LINE_FORBIDDEN.test(text), onOneLine(label))

/** A required text of several lines (a bio): line breaks and tabs allowed, other control characters not. */
export const requiredMultilineText = (max: number, label: string) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(max, atMostCharacters(label, max))
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
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)

export const genderField = z.enum(['Male', 'Female'], { error: GENDER_MESSAGE })

export const phoneField = z
  .string({ error: FILL_ALL_FIELDS })
  .trim()
  .min(1, FILL_ALL_FIELDS)
  .transform((value, ctx) => {
    const phone = normaliseNigerianPhone(value)
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE })
      return z.NEVER
    }
    return phone
  })

export const stateField = z.enum(NIGERIAN_STATES, { error: STATE_MESSAGE })

/** A YYYY-MM-DD date of birth of an adult. Checked against "today" when parsed. */
export const adultDateOfBirthField = z
  .string({ error: FILL_ALL_FIELDS })
  .regex(CALENDAR_DATE_PATTERN, BIRTH_DATE_FORMAT)
  // Date.parse rolls 1990-02-31 over to March 3: only a date that reads back unchanged is real.
  .refine((value) => isCalendarDate(value), REAL_DATE)
  .refine((value) => value >= EARLIEST_BIRTH_DATE, REAL_BIRTH_DATE)
  .refine((value) => value <= latestAdultBirthDate(new Date()), TOO_YOUNG)
