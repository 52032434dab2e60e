import { WRONG_PASSWORD_AGAIN } from './password-again'
import { z } from './zod'

/** One answer for a password that is missing or wrong, so the form and the API reveal nothing more. */
export const EXPORT_PASSWORD_WRONG = WRONG_PASSWORD_AGAIN

/** POST /api/v1/user/export and the privacy centre's form: the password, asked again. */
export const dataExportSchema = z.object({
  password: z.string({ error: EXPORT_PASSWORD_WRONG }).min(1, { error: EXPORT_PASSWORD_WRONG }).max(1024, { error: EXPORT_PASSWORD_WRONG }),
})

export type DataExportInput = z.infer<typeof dataExportSchema>
