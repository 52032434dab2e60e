'use server'

import { multipart } from '@/lib/server/actions/action-input'
import { therapistAction } from '@/lib/server/actions/role-actions'
import { editTherapistProfile } from '@/lib/server/therapists/edit-therapist-profile'
import { readUploadFromForm } from '@/lib/server/uploads/read-upload'
import { editTherapistProfileSchema } from '@/lib/validation/therapist'

/** /update-therapist-profile: the profile fields and an optional new photo, as multipart. */
export const editTherapistProfileAction = therapistAction({ verified: false }, multipart(editTherapistProfileSchema), async ({ therapist, input, form }) => {
  const photo = await readUploadFromForm(form, { field: 'profilePhoto', kind: 'photo', required: false })
  await editTherapistProfile({ therapistId: therapist.id, changes: input, photo })
  return { message: 'Profile updated successfully' }
})
