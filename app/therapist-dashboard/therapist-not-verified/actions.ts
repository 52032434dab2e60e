'use server'

import { multipart } from '@/lib/server/actions/action-input'
import { therapistAction } from '@/lib/server/actions/role-actions'
import { uploadDocument } from '@/lib/server/therapists/documents/upload-document'
import { readUploadFromForm } from '@/lib/server/uploads/read-upload'
import { documentUploadSchema } from '@/lib/validation/therapist-documents'

/** One verification document from the not-verified page's dialog: multipart, up to 5 MB (body limit 6 MB). */
export const uploadDocumentAction = therapistAction({ verified: false }, multipart(documentUploadSchema), async ({ therapist, input: { field, replaces }, form }) => {
  const bytes = await readUploadFromForm(form, { field, kind: 'document' })
  return uploadDocument({ therapistId: therapist.id, field, bytes, replaces })
})
