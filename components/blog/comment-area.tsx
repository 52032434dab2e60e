'use client'

import Link from 'next/link'
import { lazy, Suspense } from 'react'
import { useAccount } from '@/components/account/account-store'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import type { BlogComment } from '@/lib/validation/blog'

// Only signed-in people write comments: the form's code is fetched once the browser knows someone is,
// and stays out of the post's first load (decision 044).
const CommentForm = lazy(() => import('./comment-form').then((module) => ({ default: module.CommentForm })))

/**
 * Leave a Comment. The page HTML is shared by everyone, so the browser picks what to
 * show: the login prompt (kept invisible while it asks who is signed in) for a visitor (or an account
 * without a full name, since a comment carries its author's name), the form for everyone else.
 */
export function CommentArea({ postId, postPath, onPosted }: { postId: string; postPath: string; onPosted: (comment: BlogComment) => void }) {
  const account = useAccount()
  return (
    <section aria-labelledby="leave-comment-heading" className="space-y-4">
      <h2 id="leave-comment-heading" className="text-2xl font-semibold">
        Leave a Comment
      </h2>
      {account && account.fullName.trim() ? (
        <Suspense fallback={null}>
          <CommentForm postId={postId} onPosted={onPosted} />
        </Suspense>
      ) : (
        // Until the browser knows who is signed in, the prompt holds its place unseen: a visitor's
        // page then never moves.
        <div
          aria-hidden={account === undefined || undefined}
          className={cn(
            'flex flex-col items-start gap-4 rounded-2xl border border-sand-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between',
            account === undefined && 'invisible',
          )}
        >
          <p className="text-ink">You need to be logged in to comment</p>
          <Link href={`/user-login?redirect=${encodeURIComponent(postPath)}`} prefetch={false} className={buttonClasses('primary', 'md')}>
            Login
          </Link>
        </div>
      )}
    </section>
  )
}
