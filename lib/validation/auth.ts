import { z } from './zod'
import { LOGIN_PASSWORD_MAX_LENGTH } from './account-rules'
import { FILL_ALL_FIELDS, adultDateOfBirthField, emailField, genderField, newPasswordField, phoneField, requiredText, stateField } from './common'

// The login and sign-up forms check the same rules in the browser without zod (account-rules.ts).

/** Login (patient and therapist). The spec's messages: Please fill all fields, Please enter a valid email address. */
export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).max(LOGIN_PASSWORD_MAX_LENGTH, FILL_ALL_FIELDS),
})
export type LoginInput = z.input<typeof loginSchema>

/** The API's login payload names the password thePassword. */
export const apiLoginSchema = z
  .object({ email: z.unknown(), thePassword: z.unknown() })
  .transform(({ email, thePassword }) => ({ email, password: thePassword }))
  .pipe(loginSchema)

/** Patient registration: all nine fields, required. */
export const patientRegistrationSchema = z.object({
  fullName: requiredText(100, 'Full name'),
  email: emailField,
  password: newPasswordField,
  gender: genderField,
  phoneNumber: phoneField,
  dateOfBirth: adultDateOfBirthField,
  address: requiredText(200, 'Address'),
  localGovernment: requiredText(100, 'Local government'),
  state: stateField,
})
export type PatientRegistrationInput = z.input<typeof patientRegistrationSchema>
export type PatientRegistration = z.output<typeof patientRegistrationSchema>
