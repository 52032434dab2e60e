import 'server-only'
import { blogPostSchema, type BlogPostFields } from '@/lib/validation/admin-blog'
import { formTextValues } from '@/lib/validation/therapist'
import { validationError } from '../../errors'
import { readUploadFromForm } from '../../uploads/read-upload'

/** The multipart field of spec 7 that carries a post's image. */
export const BLOG_IMAGE_FIELD = 'blogImage'

/** A post's title and content from a multipart form, validated (400 "Please fill all fields" when missing). */
export function readBlogPostFields(form: FormData): BlogPostFields {
  const parsed = blogPostSchema.safeParse(formTextValues(form))
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}

/** The blogImage's bytes: required on create ("Please select an image first!"), optional on edit. */
export function readBlogImage(form: FormData, { required }: { required: true }): Promise<Buffer>
export function readBlogImage(form: FormData, { required }: { required: false }): Promise<Buffer | null>
export function readBlogImage(form: FormData, { required }: { required: boolean }): Promise<Buffer | null> {
  return required
    ? readUploadFromForm(form, { field: BLOG_IMAGE_FIELD, kind: 'blog' })
    : readUploadFromForm(form, { field: BLOG_IMAGE_FIELD, kind: 'blog', required: false })
}
