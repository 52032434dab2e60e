'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, useTransition, type FormEvent } from 'react'
import { notify } from '@/components/ui/notify'
import { refreshAccount } from '@/components/account/account-store'
import { Button } from '@/components/ui/button'
import { Field, Textarea, describedBy } from '@/components/ui/field'
import { COMMENT_MAX_LENGTH, commentProblem, type BlogComment } from '@/lib/validation/blog'
import { BLOG_TOAST_MS } from './toast'

/**
 * The comment form of a signed-in user. The server takes the name and id from the session and
 * checks the same rules (lib/validation/comment.ts); on success the new comment shows at once and
 * the cached page is refetched.
 */
export function CommentForm({ postId, onPosted }: { postId: string; onPosted: (comment: BlogComment) => void }) {
  const router = useRouter()
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const [isPosting, setPosting] = useState(false)
  const [isRefreshing, startRefresh] = useTransition()
  const busy = isPosting || isRefreshing

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = commentProblem(text)
    setError(problem ?? undefined)
    if (problem || busy) return
    setPosting(true)
    try {
      const response = await fetch(`/api/v1/user/create-comment/${postId}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ comment: text }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]>; data?: BlogComment }
      if (!response.ok) {
        if (body.errors?.comment?.[0]) setError(body.errors.comment[0])
        notify.error(body.message ?? 'Failed to post your comment', { duration: BLOG_TOAST_MS })
        // The session ended meanwhile: show the login prompt instead of the form.
        if (response.status === 401) void refreshAccount()
        return
      }
      notify.success(body.message ?? 'Comment added', { duration: BLOG_TOAST_MS })
      setText('')
      if (body.data) onPosted(body.data)
      startRefresh(() => router.refresh())
    } catch {
      notify.error('An unexpected error occurred.', { duration: BLOG_TOAST_MS })
    } finally {
      setPosting(false)
    }
  }

  const fieldId = `${id}-comment`
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-2xl border border-sand-200 bg-white p-5">
      <Field label="Your comment" htmlFor={fieldId} error={error}>
        <Textarea
          id={fieldId}
          name="comment"
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          rows={4}
          placeholder="Share your thoughts…"
          onChange={(event) => {
            setText(event.target.value)
            if (error) setError(undefined)
          }}
          {...describedBy(fieldId, error)}
          aria-describedby={error ? `${fieldId}-error ${fieldId}-count` : `${fieldId}-count`}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={`${fieldId}-count`} className="text-sm text-ink-muted">
          {text.length.toLocaleString('en-US')}/{COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters
        </p>
        <Button type="submit" disabled={busy}>
          {busy ? 'Posting...' : 'Post Comment'}
        </Button>
      </div>
    </form>
  )
}
