import { withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { editTherapistProfile } from '@/lib/server/therapists/edit-therapist-profile'
import { readMultipartInput, readUploadFromForm } from '@/lib/server/uploads/read-upload'
import { editTherapistProfileSchema } from '@/lib/validation/therapist'

/**
 * PUT therapist/edit-profile, multipart (profile fields, optional profilePhoto) → { message, data }.
 * Absent fields stay as they are; isVerified, isBlocked, role and the like are not fields and are dropped.
 */
export const PUT = withRole(['Therapist'], async ({ request, user }) => {
  const { form, input } = await readMultipartInput(request, 'photo', editTherapistProfileSchema)
  const photo = await readUploadFromForm(form, { field: 'profilePhoto', kind: 'photo', required: false })
  const data = await editTherapistProfile({ therapistId: user.id, changes: input, photo })
  return ok({ message: 'Profile updated successfully', data })
})
