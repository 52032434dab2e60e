import 'server-only'
import type { DocumentField } from '@/lib/validation/therapist-documents'
import { withRole } from '../../api/handler'
import { ok } from '../../api/respond'
import { readMultipartForm, readUploadFromForm } from '../../uploads/read-upload'
import { uploadDocument } from './upload-document'

/**
 * POST therapist/document/add-certificates | add-cac | add-logo (spec 7): multipart with one file in
 * the field of its kind → 201 { message }. The session and role are checked before the body is read;
 * the body is capped at one document plus its form (413 past it).
 */
export function documentUploadRoute(field: DocumentField) {
  return withRole(['Therapist'], async ({ request, user }) => {
    const form = await readMultipartForm(request, 'document')
    const bytes = await readUploadFromForm(form, { field, kind: 'document' })
    return ok(await uploadDocument({ therapistId: user.id, field, bytes }), 201)
  })
}
