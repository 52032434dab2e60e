'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useState, useSyncExternalStore } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { showFailure } from '@/components/forms/show-field-errors'
import { Button, ButtonLink } from '@/components/ui/button'
import { Field, Input, Textarea, describedBy } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ActionResult } from '@/lib/action-result'
import {
  ADMIN_BLOG_PATHS,
  BLOG_CONTENT_MAX,
  BLOG_TITLE_MAX,
  FILL_ALL_FIELDS,
  blogPostSchema,
  type BlogPostFields,
  type BlogPostFieldsInput,
} from '@/lib/validation/admin-blog'
import { NO_FILE_SELECTED } from '@/lib/validation/uploads'
import { BlogImageField } from './blog-image-field'

type Props = {
  /** The server action that saves the post (create, or update bound to the post's id). */
  save: (form: FormData) => Promise<ActionResult<unknown>>
  mode: 'create' | 'edit'
  initialValues?: BlogPostFieldsInput
  currentImageUrl?: string | null
}

const noSubscription = () => () => {}

/**
 * False in the server's HTML, true once React runs the form: a click before that would post the
 * multipart form to the page itself (the server action needs React), so Save waits for it.
 */
const useIsHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false)

/**
 * /admin/create-blog-post and /admin/edit-blog-post/{id}: title, content and the blog
 * image (required on create, optional on edit). Missing title or content: Please fill all fields.
 * The server's answer is shown as a notice; success goes back to the list.
 */
export function BlogPostForm({ save, mode, initialValues = { title: '', content: '' }, currentImageUrl = null }: Props) {
  const router = useRouter()
  const [image, setImage] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string>()
  const { register, handleSubmit, setError, formState } = useForm<BlogPostFieldsInput, unknown, BlogPostFields>({
    resolver: zodResolver(blogPostSchema),
    defaultValues: initialValues,
  })
  const { errors, isSubmitting } = formState
  const imageRequired = mode === 'create'
  const isHydrated = useIsHydrated()

  function imageMissing(): boolean {
    if (!imageRequired || image) return false
    setImageError(NO_FILE_SELECTED)
    return true
  }

  function onInvalid(invalid: FieldErrors<BlogPostFieldsInput>) {
    imageMissing()
    // One notice for missing fields; a too-long field names its own limit.
    const messages = [invalid.title?.message, invalid.content?.message].filter((message): message is string => Boolean(message))
    notify.error(messages.find((message) => message !== FILL_ALL_FIELDS) ?? FILL_ALL_FIELDS)
  }

  async function onSubmit(values: BlogPostFields) {
    if (imageMissing()) {
      notify.error(NO_FILE_SELECTED)
      return
    }
    const form = new FormData()
    form.append('title', values.title)
    form.append('content', values.content)
    if (image) form.append('blogImage', image)
    const result = await save(form).catch(() => ({ ok: false as const, message: 'An unexpected error occurred.', fieldErrors: undefined }))
    if (showFailure(result, setError, { fields: ['title', 'content'], elsewhere: { blogImage: setImageError } })) return
    notify.success(result.message ?? 'Saved')
    router.push(ADMIN_BLOG_PATHS.list)
    router.refresh()
  }

  return (
    <form method="post" encType="multipart/form-data" noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} className="space-y-6">
      <Field label="Title" htmlFor="blog-title" error={errors.title?.message} required>
        <Input id="blog-title" maxLength={BLOG_TITLE_MAX} autoComplete="off" {...describedBy('blog-title', errors.title?.message)} {...register('title')} />
      </Field>
      <Field
        label="Content"
        htmlFor="blog-content"
        error={errors.content?.message}
        hint={`Plain text: line breaks are kept, and a blank line starts a new paragraph. At most ${BLOG_CONTENT_MAX.toLocaleString('en-US')} characters.`}
        required
      >
        <Textarea
          id="blog-content"
          rows={14}
          maxLength={BLOG_CONTENT_MAX}
          aria-describedby={errors.content?.message ? 'blog-content-error' : 'blog-content-hint'}
          aria-invalid={errors.content?.message ? true : undefined}
          {...register('content')}
        />
      </Field>
      <BlogImageField
        currentUrl={currentImageUrl}
        required={imageRequired}
        error={imageError}
        onChange={(file) => {
          setImage(file)
          setImageError(undefined)
        }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink href={ADMIN_BLOG_PATHS.list} variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" disabled={!isHydrated || isSubmitting}>
          {isSubmitting ? 'Saving...' : mode === 'create' ? 'Create Post' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}
