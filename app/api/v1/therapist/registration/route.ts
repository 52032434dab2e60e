import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { clientAddress } from '@/lib/server/request-info'
import { registerTherapist } from '@/lib/server/therapists/register-therapist'
import { readMultipartInput, readUploadFromForm } from '@/lib/server/uploads/read-upload'
import { therapistRegistrationSchema } from '@/lib/validation/therapist'

/** POST therapist/registration, multipart (all registration fields, optional profilePhoto) → 201 { success, message }. */
export const POST = publicRoute(async ({ request }) => {
  const { form, input } = await readMultipartInput(request, 'photo', therapistRegistrationSchema)
  const photo = await readUploadFromForm(form, { field: 'profilePhoto', kind: 'photo', required: false })
  await registerTherapist({ input, photo, ipAddress: clientAddress(request.headers) })
  return ok({ success: true, message: 'Registration successful' }, 201)
})
