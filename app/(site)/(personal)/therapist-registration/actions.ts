'use server'

import { headers } from 'next/headers'
import { multipart } from '@/lib/server/actions/action-input'
import { publicAction } from '@/lib/server/actions/role-actions'
import { clientAddress } from '@/lib/server/request-info'
import { registerTherapist } from '@/lib/server/therapists/register-therapist'
import { readUploadFromForm } from '@/lib/server/uploads/read-upload'
import { therapistRegistrationSchema } from '@/lib/validation/therapist'

/** The registration form: multipart, so the optional photo travels with the fields (body limit 6 MB). */
export const registerTherapistAction = publicAction(multipart(therapistRegistrationSchema), async ({ input, form }) => {
  const photo = await readUploadFromForm(form, { field: 'profilePhoto', kind: 'photo', required: false })
  await registerTherapist({ input, photo, ipAddress: clientAddress(await headers()) })
  return { message: 'Registration successful. Please log in.' }
})
