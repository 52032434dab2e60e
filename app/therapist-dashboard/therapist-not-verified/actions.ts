'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { requireUser } from '@/lib/server/auth/current-user'
import { uploadDocument } from '@/lib/server/therapists/documents/upload-document'
import { readUploadFromForm } from '@/lib/server/uploads/read-upload'
import { documentUploadSchema } from '@/lib/validation/therapist-documents'

/** One verification document from the not-verified page's dialog (spec 2.6): multipart, up to 5 MB (body limit 6 MB). */
export async function uploadDocumentAction(form: FormData) {
  const input = form instanceof FormData ? { field: form.get('field'), replaces: form.get('replaces') } : {}
  return runAction(documentUploadSchema, input, async ({ field, replaces }) => {
    const user = await requireUser(['Therapist'])
    const bytes = await readUploadFromForm(form, { field, kind: 'document' })
    return uploadDocument({ therapistId: user.id, field, bytes, replaces })
  })
}
