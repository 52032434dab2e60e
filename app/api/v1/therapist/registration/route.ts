import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { validationError } from '@/lib/server/errors'
import { clientAddress } from '@/lib/server/request-info'
import { registerTherapist } from '@/lib/server/therapists/register-therapist'
import { readMultipartForm, readUploadFromForm } from '@/lib/server/uploads/read-upload'
import { formTextValues, therapistRegistrationSchema } from '@/lib/validation/therapist'

/** Spec 7: POST therapist/registration, multipart (all registration fields, optional profilePhoto) → 201 { success, message }. */
export const POST = publicRoute(async ({ request }) => {
  const form = await readMultipartForm(request, 'photo')
  const parsed = therapistRegistrationSchema.safeParse(formTextValues(form))
  if (!parsed.success) throw validationError(parsed.error)
  const photo = await readUploadFromForm(form, { field: 'profilePhoto', kind: 'photo', required: false })
  await registerTherapist({ input: parsed.data, photo, ipAddress: clientAddress(request.headers) })
  return ok({ success: true, message: 'Registration successful' }, 201)
})
