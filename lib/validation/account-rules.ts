import { NIGERIAN_STATES, normaliseNigerianPhone } from '@/lib/nigeria'
import { CALENDAR_DATE_PATTERN, isCalendarDate } from '@/lib/time'
import { emailProblem, FILL_ALL_FIELDS, SINGLE_LINE_FORBIDDEN } from './text-rules'

// The account fields' limits and messages without zod, and the login and sign-up forms' checks built
// on them: a new visitor meets both forms on the way to a first booking, where all of zod would add
// about 90 KB (issue 24, decision 050). common.ts builds the server's zod fields from the same limits
// and messages; tests/unit/browser-form-rules.test.ts holds the two to the same answers.

/** Passwords: at least 8 characters (NIST SP 800-63B), at most 128 so hashing cannot be abused. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
/** What the login form takes as a password: anything up to this (older rules may have allowed anything). */
export const LOGIN_PASSWORD_MAX_LENGTH = 1024
/** Patients must be adults to book therapy on their own (docs/decisions/006-accounts-and-sessions.md, 009-patient-profile-rules.md). */
export const MIN_PATIENT_AGE = 18
export const EARLIEST_BIRTH_DATE = '1900-01-01'

export const onOneLine = (label: string) => `${label} must be on one line, without special characters`
export const atMostCharacters = (label: string, max: number) => `${label} must be at most ${max} characters`
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`
export const GENDER_MESSAGE = 'Gender must be Male or Female'
export const PHONE_MESSAGE = 'Enter a Nigerian phone number, e.g. 08031234567 or +2348031234567'
export const STATE_MESSAGE = 'Choose a Nigerian state or the FCT'
export const BIRTH_DATE_FORMAT = 'Enter your date of birth'
export const REAL_DATE = 'Enter a real date'
export const REAL_BIRTH_DATE = 'Enter a real date of birth'
export const TOO_YOUNG = `You must be at least ${MIN_PATIENT_AGE} years old`

export function latestAdultBirthDate(today: Date): string {
  const latest = new Date(Date.UTC(today.getUTCFullYear() - MIN_PATIENT_AGE, today.getUTCMonth(), today.getUTCDate()))
  return latest.toISOString().slice(0, 10)
}

// Each check returns the field's first problem, in the order the server's zod field reports them, or undefined.

export function requiredTextProblem(value: string, max: number, label: string): string | undefined {
  const text = value.trim()
  if (text.length === 0) return FILL_ALL_FIELDS
  if (text.length > max) return atMostCharacters(label, max)
  if (SINGLE_LINE_FORBIDDEN.test(text)) return onOneLine(label)
  return undefined
}

export function newPasswordProblem(value: string): string | undefined {
  if (value.length === 0) return FILL_ALL_FIELDS
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT
  if (value.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG
  return undefined
}

export function phoneProblem(value: string): string | undefined {
  if (value.trim().length === 0) return FILL_ALL_FIELDS
  return normaliseNigerianPhone(value.trim()) ? undefined : PHONE_MESSAGE
}

export function birthDateProblem(value: string, today: Date): string | undefined {
  if (!CALENDAR_DATE_PATTERN.test(value)) return BIRTH_DATE_FORMAT
  if (!isCalendarDate(value)) return REAL_DATE
  if (value < EARLIEST_BIRTH_DATE) return REAL_BIRTH_DATE
  if (value > latestAdultBirthDate(today)) return TOO_YOUNG
  return undefined
}

export type LoginFields = { email: string; password: string }
export type Problems<Fields> = Partial<Record<keyof Fields & string, string>>

/** The login form (patient and therapist): the spec's messages, Please fill all fields and Please enter a valid email address. */
export function loginProblems(values: LoginFields): Problems<LoginFields> {
  return withoutGaps({
    email: emailProblem(values.email),
    password: values.password.length === 0 || values.password.length > LOGIN_PASSWORD_MAX_LENGTH ? FILL_ALL_FIELDS : undefined,
  })
}

export type PatientRegistrationFields = {
  fullName: string
  email: string
  password: string
  gender?: string
  phoneNumber: string
  dateOfBirth: string
  address: string
  localGovernment: string
  state?: string
}

/** Patient registration: all nine fields, required. */
export function patientRegistrationProblems(values: PatientRegistrationFields, today = new Date()): Problems<PatientRegistrationFields> {
  return withoutGaps({
    fullName: requiredTextProblem(values.fullName, 100, 'Full name'),
    email: emailProblem(values.email),
    password: newPasswordProblem(values.password),
    gender: values.gender === 'Male' || values.gender === 'Female' ? undefined : GENDER_MESSAGE,
    phoneNumber: phoneProblem(values.phoneNumber),
    dateOfBirth: birthDateProblem(values.dateOfBirth, today),
    address: requiredTextProblem(values.address, 200, 'Address'),
    localGovernment: requiredTextProblem(values.localGovernment, 100, 'Local government'),
    state: (NIGERIAN_STATES as readonly string[]).includes(values.state ?? '') ? undefined : STATE_MESSAGE,
  })
}

function withoutGaps<Fields>(problems: Problems<Fields>): Problems<Fields> {
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined)) as Problems<Fields>
}
