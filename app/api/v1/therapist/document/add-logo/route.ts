import { documentUploadRoute } from '@/lib/server/therapists/documents/document-route'

/** POST therapist/document/add-logo, multipart field logo → 201 { message }. */
export const POST = documentUploadRoute('logo')
