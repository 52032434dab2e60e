'use server'

import { headers } from 'next/headers'
import { runAction } from '@/lib/server/actions/run-action'
import { clientAddress } from '@/lib/server/request-info'
import { registerTherapist } from '@/lib/server/therapists/register-therapist'
import { readUploadFromForm } from '@/lib/server/uploads/read-upload'
import { formTextValues, therapistRegistrationSchema } from '@/lib/validation/therapist'

/** The registration form (spec 2.6): multipart, so the optional photo travels with the fields (body limit 6 MB). */
export async function registerTherapistAction(form: FormData) {
  // Anything but FormData (a hand-made call) simply fails validation.
  const values = form instanceof FormData ? formTextValues(form) : null
  return runAction(therapistRegistrationSchema, values, async (input) => {
    const photo = await readUploadFromForm(form, { field: 'profilePhoto', kind: 'photo', required: false })
    await registerTherapist({ input, photo, ipAddress: clientAddress(await headers()) })
    return { message: 'Registration successful. Please log in.' }
  })
}
