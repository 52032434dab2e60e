'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { requireUser } from '@/lib/server/auth/current-user'
import { editTherapistProfile } from '@/lib/server/therapists/edit-therapist-profile'
import { readUploadFromForm } from '@/lib/server/uploads/read-upload'
import { editTherapistProfileSchema, formTextValues } from '@/lib/validation/therapist'

/** /update-therapist-profile (spec 2.6): the profile fields and an optional new photo, as multipart. */
export async function editTherapistProfileAction(form: FormData) {
  const values = form instanceof FormData ? formTextValues(form) : null
  return runAction(editTherapistProfileSchema, values, async (changes) => {
    const user = await requireUser(['Therapist'])
    const photo = await readUploadFromForm(form, { field: 'profilePhoto', kind: 'photo', required: false })
    await editTherapistProfile({ therapistId: user.id, changes, photo })
    return { message: 'Profile updated successfully' }
  })
}
