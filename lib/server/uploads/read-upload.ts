import 'server-only'
import type { z } from 'zod'
import { formTextValues } from '@/lib/validation/therapist'
import {
  isWithinUploadLimit,
  maxUploadBytes,
  NO_FILE_SELECTED,
  uploadTooLargeMessage,
  type UploadKind,
} from '@/lib/validation/uploads'
import { readCappedBytes } from '../api/read-capped-body'
import { AppError, validationError } from '../errors'
import { assertStorableText } from '../storable-text'

/*
 * Getting an upload's bytes out of a request without holding more than the limit in memory.
 *
 * - Route handlers (multipart API calls): readMultipartForm(request, kind) reads the body with a cap,
 *   then readUploadFromForm(form, { field, kind }).
 * - Server actions: Next has already parsed the FormData (capped by serverActions.bodySizeLimit,
 *   6 MB in next.config.ts); call readUploadFromForm(formData, { field, kind }) directly.
 * The text fields go through their schema the same way in both: readMultipartInput for a route,
 * multipart(schema) (lib/server/actions/action-input.ts) for an action.
 */

/** Room for the other form fields (a therapist's registration) and the multipart boundaries. */
export const FORM_FIELDS_ALLOWANCE = 128 * 1024

/** The largest multipart body read for one upload of this kind. */
export const maxMultipartBytes = (kind: UploadKind) => maxUploadBytes(kind) + FORM_FIELDS_ALLOWANCE

/**
 * The request's multipart form, read with a cap: a body over maxMultipartBytes(kind) is refused with
 * 413 and the kind's size message as soon as the cap is passed (by Content-Length, or while streaming
 * when the length is not declared), never buffered whole.
 */
export async function readMultipartForm(request: Request, kind: UploadKind): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as multipart/form-data.')
  }
  const body = await readCappedBytes(request, maxMultipartBytes(kind), uploadTooLargeMessage(kind))
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new AppError('VALIDATION', 'The form could not be read. Please try again.')
  }
  assertStorableText(form)
  return form
}

/**
 * A multipart API call's form, read with the cap of readMultipartForm, and its text fields through the
 * schema (400 with the fields' errors). The files stay in `form` for readUploadFromForm.
 */
export async function readMultipartInput<S extends z.ZodType>(request: Request, kind: UploadKind, schema: S): Promise<{ form: FormData; input: z.output<S> }> {
  const form = await readMultipartForm(request, kind)
  const parsed = schema.safeParse(formTextValues(form))
  if (!parsed.success) throw validationError(parsed.error)
  return { form, input: parsed.data }
}

type ReadUploadOptions = {
  /** The multipart field name (profilePhoto, certificate, cacDocument, logo, blogImage). */
  field: string
  kind: UploadKind
  /** false: a missing or empty file gives null (an optional photo); true: "Please select an image first!". */
  required?: boolean
}

/**
 * The bytes of one uploaded file, checked against the kind's size limit by the File's size BEFORE
 * they are copied out. Type and content are checked later, on the bytes, by storeImage.
 */
export async function readUploadFromForm(form: FormData, options: ReadUploadOptions & { required: false }): Promise<Buffer | null>
export async function readUploadFromForm(form: FormData, options: ReadUploadOptions & { required?: true }): Promise<Buffer>
export async function readUploadFromForm(form: FormData, { field, kind, required = true }: ReadUploadOptions): Promise<Buffer | null> {
  const value = form.get(field)
  // Browsers send an empty part (no name, 0 bytes) for a file input left empty.
  if (!(value instanceof Blob) || value.size === 0) {
    if (!required) return null
    throw new AppError('VALIDATION', NO_FILE_SELECTED, { [field]: [NO_FILE_SELECTED] })
  }
  if (!isWithinUploadLimit(kind, value.size)) {
    const message = uploadTooLargeMessage(kind)
    throw new AppError('VALIDATION', message, { [field]: [message] })
  }
  return Buffer.from(await value.arrayBuffer())
}
