import { documentUploadRoute } from '@/lib/server/therapists/documents/document-route'

/** POST therapist/document/add-cac, multipart field cacDocument → 201 { message }. */
export const POST = documentUploadRoute('cacDocument')
