'use server'

import { z } from 'zod'
import { runAction } from '@/lib/server/actions/run-action'
import { requireUser } from '@/lib/server/auth/current-user'
import { uploadDocument } from '@/lib/server/therapists/documents/upload-document'
import { readUploadFromForm } from '@/lib/server/uploads/read-upload'
import { DOCUMENT_FIELDS } from '@/lib/validation/therapist-documents'

const documentFieldSchema = z.object({ field: z.enum(DOCUMENT_FIELDS, { error: 'Unknown document.' }) })

/** One verification document from the not-verified page's dialog (spec 2.6): multipart, up to 5 MB (body limit 6 MB). */
export async function uploadDocumentAction(form: FormData) {
  const field = form instanceof FormData ? form.get('field') : null
  return runAction(documentFieldSchema, { field }, async ({ field }) => {
    const user = await requireUser(['Therapist'])
    const bytes = await readUploadFromForm(form, { field, kind: 'document' })
    return uploadDocument({ therapistId: user.id, field, bytes })
  })
}
