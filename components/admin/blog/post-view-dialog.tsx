'use client'

import { useEffect, useState } from 'react'
import { PostBody } from '@/components/blog/post-body'
import { Button, ButtonLink } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { formatLongDate } from '@/lib/format'
import { ADMIN_BLOG_PATHS, type AdminBlogPostDetail, type AdminBlogPostRow } from '@/lib/validation/admin-blog'

type Loaded = { postId: string; post: AdminBlogPostDetail | null; error: string | null }

/**
 * The list's View: the post's image, title, date and content in a modal, the content shown
 * as text with its line breaks (as on the public page). The whole content is fetched when the modal
 * opens, so the list itself stays small.
 */
export function PostViewDialog({ row, onClose }: { row: AdminBlogPostRow | null; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const postId = row?._id ?? null

  useEffect(() => {
    if (!postId) return
    const controller = new AbortController()
    fetch(`/api/v1/admin/get-blog-post/${postId}`, { credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { data?: AdminBlogPostDetail; message?: string }
        setLoaded({ postId, post: response.ok ? (body.data ?? null) : null, error: response.ok ? null : (body.message ?? 'Failed to load the post.') })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ postId, post: null, error: error instanceof Error ? error.message : 'Failed to load the post.' })
      })
    return () => controller.abort()
  }, [postId])

  const current = loaded && loaded.postId === postId ? loaded : null
  const post = current?.post
  const imageUrl = post?.blogImage?.url ?? row?.blogImage?.url ?? null

  return (
    <Dialog open={row !== null} onClose={onClose} title={row?.title ?? ''} className="sm:w-[min(48rem,calc(100vw-4rem))]">
      {row && (
        <div className="space-y-5">
          <p className="-mt-2 text-sm text-ink-muted">
            <time dateTime={row.createdAt}>{formatLongDate(row.createdAt)}</time> · {row.views.toLocaleString('en-US')} {row.views === 1 ? 'view' : 'views'} ·{' '}
            {row.commentCount.toLocaleString('en-US')} {row.commentCount === 1 ? 'comment' : 'comments'}
          </p>
          {imageUrl && (
            <img src={imageUrl} alt="" width={1200} height={630} className="aspect-[40/21] w-full rounded-xl bg-sand-100 object-cover" />
          )}
          {post ? (
            <div className="[&_div]:text-base">
              <PostBody content={post.content} />
            </div>
          ) : current?.error ? (
            <p role="alert" className="text-red-700">
              {current.error}
            </p>
          ) : (
            <div className="flex justify-center py-6">
              <Spinner label="Loading the post" />
            </div>
          )}
          <div className="flex flex-col-reverse gap-3 border-t border-sand-200 pt-5 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} autoFocus>
              Close
            </Button>
            <ButtonLink href={ADMIN_BLOG_PATHS.edit(row._id)}>Edit</ButtonLink>
          </div>
        </div>
      )}
    </Dialog>
  )
}
