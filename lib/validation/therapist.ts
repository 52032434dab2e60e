import { z } from './zod'
import { MAX_SPECIALTIES, SPECIALTIES, type Specialty } from '@/lib/specialties'
import { isSessionModeName, orderedModes, SESSION_MODE_UNKNOWN, SESSION_MODES_REQUIRED, toSessionMode } from '@/lib/session-modes'
import { LANGUAGES_REQUIRED, orderedLanguages, parseLanguage, type Language } from '@/lib/languages'
import { parseFaith, type FaithApproach } from '@/lib/faith'
import { FILL_ALL_FIELDS, emailField, genderField, newPasswordField, phoneField, requiredMultilineText, requiredText, stateField } from './common'
import { changePasswordFormSchemaWith } from './patient'

// Therapist account forms: registration, profile edit and password change. One schema
// per form, used by the form (zodResolver), the server action and the multipart API route alike.
// Multipart and HTML forms send every value as text, so numbers are parsed here from text too.

/** Hourly fee bounds in whole naira: low enough for any counsellor, high enough to catch a typo. */
export const MIN_FEE_NAIRA = 1_000
export const MAX_FEE_NAIRA = 300_000
export const MAX_YEARS_OF_EXPERIENCE = 80
export const MAX_BIO_LENGTH = 2_000

/** The therapist change-password mismatch message, in the product's exact words (backtick included). */
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New Passwords don`t match'
export const FEE_NOT_WHOLE_NAIRA = 'Enter the fee in whole naira, e.g. 15000'
export const FEE_OUT_OF_RANGE = `The hourly fee must be between ₦${MIN_FEE_NAIRA.toLocaleString('en-NG')} and ₦${MAX_FEE_NAIRA.toLocaleString('en-NG')}`
export const EXPERIENCE_INVALID = `Enter your years of experience as a whole number from 0 to ${MAX_YEARS_OF_EXPERIENCE}`
export const SPECIALTY_REPEATED = 'Each specialty can be chosen only once'
export const SPECIALTY_UNKNOWN = 'Choose a specialty from the list'

/** The five specialty slots, in order: the first is the main specialty and is required. */
export const SPECIALTY_SLOTS = ['specialtyOne', 'specialtyTwo', 'specialtyThree', 'specialtyFour', 'specialtyFive'] as const
export type SpecialtySlot = (typeof SPECIALTY_SLOTS)[number]

const isSpecialty = (value: string): value is Specialty => (SPECIALTIES as readonly string[]).includes(value)

/** Naira as typed: "15000", "15,000", "₦ 15,000" or a number. Kobo are not allowed: fees are whole naira. */
const feeField = z.union([z.string(), z.number()], { error: FILL_ALL_FIELDS }).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.replace(/[₦,\s]/g, '')
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: FILL_ALL_FIELDS })
    return z.NEVER
  }
  if (!/^\d+$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: FEE_NOT_WHOLE_NAIRA })
    return z.NEVER
  }
  const naira = Number(text)
  if (naira < MIN_FEE_NAIRA || naira > MAX_FEE_NAIRA) {
    ctx.addIssue({ code: 'custom', message: FEE_OUT_OF_RANGE })
    return z.NEVER
  }
  return naira
})

const experienceField = z.union([z.string(), z.number()], { error: FILL_ALL_FIELDS }).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim()
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: FILL_ALL_FIELDS })
    return z.NEVER
  }
  const years = /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isInteger(years) || years > MAX_YEARS_OF_EXPERIENCE) {
    ctx.addIssue({ code: 'custom', message: EXPERIENCE_INVALID })
    return z.NEVER
  }
  return years
})

/** A slot's value: one of the 15, or empty (''/null/absent) for an unused optional slot. */
const specialtySlotField = z
  .string({ error: SPECIALTY_UNKNOWN })
  .nullish()
  .transform((value, ctx): Specialty | null | undefined => {
    // Absent stays absent (the profile edit leaves the specialties alone then).
    if (value === undefined) return undefined
    const text = value?.trim() ?? ''
    if (text === '') return null
    if (!isSpecialty(text)) {
      ctx.addIssue({ code: 'custom', message: SPECIALTY_UNKNOWN })
      return z.NEVER
    }
    return text
  })

const specialtySlots = {
  specialtyOne: specialtySlotField,
  specialtyTwo: specialtySlotField,
  specialtyThree: specialtySlotField,
  specialtyFour: specialtySlotField,
  specialtyFive: specialtySlotField,
}

type SlotValues = Partial<Record<SpecialtySlot, Specialty | null | undefined>>

/**
 * The chosen specialties in slot order, without gaps; a missing main specialty or a repeat is an
 * issue on the slot concerned (the form hides chosen ones from the other slots; the server refuses).
 */
function checkSpecialties(values: SlotValues, ctx: z.RefinementCtx): void {
  if (!values.specialtyOne) ctx.addIssue({ code: 'custom', message: FILL_ALL_FIELDS, path: ['specialtyOne'] })
  const seen = new Set<Specialty>()
  for (const slot of SPECIALTY_SLOTS) {
    const value = values[slot]
    if (!value) continue
    if (seen.has(value)) ctx.addIssue({ code: 'custom', message: SPECIALTY_REPEATED, path: [slot] })
    seen.add(value)
  }
}

const collectSpecialties = (values: SlotValues): Specialty[] =>
  SPECIALTY_SLOTS.map((slot) => values[slot]).filter((value): value is Specialty => Boolean(value)).slice(0, MAX_SPECIALTIES)

/** About me: multipart sends a textarea's line breaks as CRLF; keep plain LF like every other text. */
const bioField = z
  .string({ error: FILL_ALL_FIELDS })
  .transform((text) => text.replace(/\r\n?/g, '\n'))
  .pipe(requiredMultilineText(MAX_BIO_LENGTH, 'About me'))

const profileFields = {
  fullName: requiredText(100, 'Full name'),
  bio: bioField,
  gender: genderField,
  fee: feeField,
  phoneNumber: phoneField,
  yearsOfExperience: experienceField,
  address: requiredText(200, 'Address'),
  localGovernment: requiredText(100, 'Local government'),
  state: stateField,
}

/**
 * Registration: every profile field required but specialties two to five. zod drops
 * any other key, so isVerified, isBlocked or role sent by a client never reach the use case.
 */
export const therapistRegistrationSchema = z
  .object({ ...profileFields, email: emailField, password: newPasswordField, ...specialtySlots })
  .superRefine(checkSpecialties)
  .transform(({ specialtyOne, specialtyTwo, specialtyThree, specialtyFour, specialtyFive, ...rest }) => ({
    ...rest,
    specialties: collectSpecialties({ specialtyOne, specialtyTwo, specialtyThree, specialtyFour, specialtyFive }),
  }))
export type TherapistRegistrationInput = z.input<typeof therapistRegistrationSchema>
export type TherapistRegistration = z.output<typeof therapistRegistrationSchema>

/**
 * How the therapist meets patients: "video", "audio", "phone", as a list or comma-separated (a
 * multipart form's one text field, "video,audio"); at least one, each once, in the database's names.
 */
export const sessionModesField = z
  .union([z.string(), z.array(z.string())], { error: SESSION_MODES_REQUIRED })
  .transform((value, ctx) => {
    const names = (Array.isArray(value) ? value : value.split(',')).map((name) => name.trim().toLowerCase()).filter(Boolean)
    if (names.length === 0) {
      ctx.addIssue({ code: 'custom', message: SESSION_MODES_REQUIRED })
      return z.NEVER
    }
    if (!names.every(isSessionModeName)) {
      ctx.addIssue({ code: 'custom', message: SESSION_MODE_UNKNOWN })
      return z.NEVER
    }
    return orderedModes(names.map(toSessionMode))
  })

export const LANGUAGE_UNKNOWN = 'Choose your languages from the list'
export const FAITH_UNKNOWN = 'Choose a faith-based approach from the list, or None stated'

/**
 * The languages the therapist holds sessions in: the database's names or the labels people read
 * ("Pidgin" or "Nigerian Pidgin"), in any case, as a list or comma-separated (a multipart form's one
 * text field); at least one, each once, in the form's order.
 */
export const languagesField = z
  .union([z.string(), z.array(z.string())], { error: LANGUAGES_REQUIRED })
  .transform((value, ctx): Language[] => {
    const texts = (Array.isArray(value) ? value : value.split(',')).map((text) => text.trim()).filter(Boolean)
    if (texts.length === 0) {
      ctx.addIssue({ code: 'custom', message: LANGUAGES_REQUIRED })
      return z.NEVER
    }
    const languages = texts.map(parseLanguage).filter((language): language is Language => language !== null)
    if (languages.length < texts.length) {
      ctx.addIssue({ code: 'custom', message: LANGUAGE_UNKNOWN })
      return z.NEVER
    }
    return orderedLanguages(languages)
  })

/**
 * A faith-based approach the therapist states they offer, in any case; '' or null (the form's
 * "None stated") clears it. Absent leaves it as it is.
 */
export const faithField = z
  .string({ error: FAITH_UNKNOWN })
  .nullable()
  .transform((value, ctx): FaithApproach | null => {
    if (value === null || value.trim() === '') return null
    const faith = parseFaith(value)
    if (!faith) {
      ctx.addIssue({ code: 'custom', message: FAITH_UNKNOWN })
      return z.NEVER
    }
    return faith
  })

/**
 * Profile edit (the edit page, PUT therapist/edit-profile): the same fields minus the password, each
 * optional (absent = unchanged, as the patient edit, decision 009) but never blank when given; email
 * may change as a patient's may. Specialties change as a set: when any slot is sent, the main one must
 * be too. Verification, block state and role are not fields here and can never change.
 */
export const editTherapistProfileSchema = z
  .object({
    sessionModes: sessionModesField.optional(),
    languages: languagesField.optional(),
    faith: faithField.optional(),
    fullName: profileFields.fullName.optional(),
    email: emailField.optional(),
    bio: profileFields.bio.optional(),
    gender: genderField.optional(),
    fee: feeField.optional(),
    phoneNumber: phoneField.optional(),
    yearsOfExperience: experienceField.optional(),
    address: profileFields.address.optional(),
    localGovernment: profileFields.localGovernment.optional(),
    state: stateField.optional(),
    ...specialtySlots,
  })
  .superRefine((values, ctx) => {
    if (SPECIALTY_SLOTS.some((slot) => values[slot] !== undefined)) checkSpecialties(values, ctx)
  })
  .transform(({ specialtyOne, specialtyTwo, specialtyThree, specialtyFour, specialtyFive, ...rest }) => {
    const slots = { specialtyOne, specialtyTwo, specialtyThree, specialtyFour, specialtyFive }
    const touched = SPECIALTY_SLOTS.some((slot) => slots[slot] !== undefined)
    return { ...rest, specialties: touched ? collectSpecialties(slots) : undefined }
  })
export type EditTherapistProfileInput = z.input<typeof editTherapistProfileSchema>
export type EditTherapistProfile = z.output<typeof editTherapistProfileSchema>

/** The page's change-password form: the API's { oldPassword, newPassword } plus the confirmation. */
export const therapistChangePasswordFormSchema = changePasswordFormSchemaWith(NEW_PASSWORDS_DO_NOT_MATCH)
export type TherapistChangePasswordFormInput = z.input<typeof therapistChangePasswordFormSchema>

/**
 * The text fields of a multipart form as a plain object for the schemas above: files are left out
 * (the upload pipeline reads them), and a repeated field keeps its first value.
 */
export function formTextValues(form: FormData): Record<string, string> {
  const values = new Map<string, string>()
  for (const [key, value] of form.entries()) if (typeof value === 'string' && !values.has(key)) values.set(key, value)
  // fromEntries defines own properties: a field named __proto__ cannot reach the prototype.
  return Object.fromEntries(values)
}
