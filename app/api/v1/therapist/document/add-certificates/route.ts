import { documentUploadRoute } from '@/lib/server/therapists/documents/document-route'

/** POST therapist/document/add-certificates, multipart field certificate → 201 { message }. */
export const POST = documentUploadRoute('certificate')
