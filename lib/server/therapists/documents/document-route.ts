import 'server-only'
import { documentUploadSchema, type DocumentField } from '@/lib/validation/therapist-documents'
import { withRole } from '../../api/handler'
import { ok } from '../../api/respond'
import { validationError } from '../../errors'
import { readMultipartForm, readUploadFromForm } from '../../uploads/read-upload'
import { uploadDocument } from './upload-document'

/**
 * POST therapist/document/add-certificates | add-cac | add-logo: multipart with one file in
 * the field of its kind → 201 { message }. A certificate is added beside the others; a CAC document or
 * logo replaces the current one. An optional text field `replaces` (a document id) names the
 * document of that kind the file replaces. The session and role are checked before the body is
 * read; the body is capped at one document plus its form (413 past it).
 */
export function documentUploadRoute(field: DocumentField) {
  return withRole(['Therapist'], async ({ request, user }) => {
    const form = await readMultipartForm(request, 'document')
    const input = documentUploadSchema.safeParse({ field, replaces: form.get('replaces') })
    if (!input.success) throw validationError(input.error)
    const bytes = await readUploadFromForm(form, { field, kind: 'document' })
    return ok(await uploadDocument({ therapistId: user.id, field, bytes, replaces: input.data.replaces }), 201)
  })
}
