import { z } from './zod'
import {
  FILL_ALL_FIELDS,
  adultDateOfBirthField,
  emailField,
  genderField,
  newPasswordField,
  phoneField,
  requiredText,
  stateField,
} from './common'

/** The patient change-password form's mismatch message, in the product's exact words. */
export const PASSWORD_MISMATCH = 'Password is not a match'

/**
 * A profile field a person may leave empty (the profile then shows ---): absent means unchanged,
 * blank or null means cleared, anything else must pass `field` (docs/decisions/009-patient-profile-rules.md).
 * Admins and managers have no phone, address or birthday, so "required" would lock them out of the form.
 */
function clearable<T extends z.ZodType<unknown, string>>(field: T) {
  return z
    .string({ error: FILL_ALL_FIELDS })
    .nullish()
    .transform((value, ctx): z.output<T> | null | undefined => {
      if (value === undefined) return undefined
      if (value === null || value.trim() === '') return null
      const parsed = field.safeParse(value)
      if (parsed.success) return parsed.data
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
      return z.NEVER
    })
}

/**
 * Edit profile. Only these eight fields exist here: zod drops every other key, so the role,
 * isBlocked, ids, timestamps and sessionVersion that a client sends (API clients send some of them)
 * never reach the use case. Name and email may change but never be blank.
 */
export const editProfileSchema = z.object({
  fullName: requiredText(100, 'Full name').optional(),
  email: emailField.optional(),
  phoneNumber: clearable(phoneField),
  address: clearable(requiredText(200, 'Address')),
  localGovernment: clearable(requiredText(100, 'Local government')),
  state: clearable(stateField),
  dateOfBirth: clearable(adultDateOfBirthField),
  gender: clearable(genderField),
})
export type EditProfileInput = z.input<typeof editProfileSchema>
export type EditProfile = z.output<typeof editProfileSchema>

/** The password being replaced: never length-checked (older rules may have allowed anything). */
const currentPasswordField = z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).max(1024, 'Old password is incorrect')

/** The API's change-password payload: { oldPassword, newPassword }. */
export const changePasswordSchema = z.object({ oldPassword: currentPasswordField, newPassword: newPasswordField })
export type ChangePassword = z.output<typeof changePasswordSchema>

/**
 * A change-password page's form: the API payload plus the confirmation, whose mismatch message differs
 * by portal (patients "Password is not a match", therapists "New Passwords don`t match"). The
 * mismatch shows as soon as both are typed, even while another field is still wrong.
 */
export function changePasswordFormSchemaWith(mismatchMessage: string) {
  return changePasswordSchema
    .extend({ confirmPassword: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS) })
    .refine((values) => values.newPassword === values.confirmPassword, {
      message: mismatchMessage,
      path: ['confirmPassword'],
      when: ({ value }) => {
        const values = value as Partial<Record<'newPassword' | 'confirmPassword', unknown>>
        return typeof values.newPassword === 'string' && typeof values.confirmPassword === 'string' && values.confirmPassword !== ''
      },
    })
}
export type ChangePasswordFormSchema = ReturnType<typeof changePasswordFormSchemaWith>

export const changePasswordFormSchema = changePasswordFormSchemaWith(PASSWORD_MISMATCH)
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>
