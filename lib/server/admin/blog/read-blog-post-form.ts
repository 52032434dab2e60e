import 'server-only'
import { readUploadFromForm } from '../../uploads/read-upload'

/** The multipart field of the API that carries a post's image. */
export const BLOG_IMAGE_FIELD = 'blogImage'

/** The blogImage's bytes: required on create ("Please select an image first!"), optional on edit. */
export function readBlogImage(form: FormData, { required }: { required: true }): Promise<Buffer>
export function readBlogImage(form: FormData, { required }: { required: false }): Promise<Buffer | null>
export function readBlogImage(form: FormData, { required }: { required: boolean }): Promise<Buffer | null> {
  return required
    ? readUploadFromForm(form, { field: BLOG_IMAGE_FIELD, kind: 'blog' })
    : readUploadFromForm(form, { field: BLOG_IMAGE_FIELD, kind: 'blog', required: false })
}
