'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useRefreshingAction } from '@/components/forms/use-refreshing-action'
import { buttonClasses, Button } from '@/components/ui/button'
import type { ServerAction } from '@/lib/action-result'
import { formatShortDate } from '@/lib/format'
import { ADMIN_BLOG_PATHS, type AdminBlogPostRow } from '@/lib/validation/admin-blog'
import { DeletePostDialog } from './delete-post-dialog'
import { PostViewDialog } from './post-view-dialog'

/**
 * The posts of /admin/all-blog-post: a table with Title, Date, Views and Actions on wide
 * screens, one card per post on phones. One View modal and one Delete confirmation serve every row.
 */
export function AdminPostList({ posts, deleteAction }: { posts: AdminBlogPostRow[]; deleteAction: ServerAction<string> }) {
  const [viewing, setViewing] = useState<AdminBlogPostRow | null>(null)
  const [deleting, setDeleting] = useState<AdminBlogPostRow | null>(null)
  const { run, isRunning: isDeleting } = useRefreshingAction()

  function confirmDelete() {
    if (!deleting) return
    return run(() => deleteAction(deleting._id), { done: () => setDeleting(null), successText: 'Blog post deleted' })
  }

  const actions = (post: AdminBlogPostRow) => <RowActions post={post} onView={() => setViewing(post)} onDelete={() => setDeleting(post)} />

  return (
    <>
      <div className="mt-6 hidden overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Blog posts, newest first</caption>
          <thead className="bg-sand-100 text-xs tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold">Title</th>
              <th scope="col" className="px-5 py-3 font-semibold whitespace-nowrap">Date</th>
              <th scope="col" className="px-5 py-3 text-right font-semibold">Views</th>
              <th scope="col" className="px-5 py-3 text-right font-semibold">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-200">
            {posts.map((post) => (
              <tr key={post._id} className="align-middle">
                <th scope="row" className="max-w-md px-5 py-3 font-semibold break-words text-ink">
                  {post.title}
                </th>
                <td className="px-5 py-3 whitespace-nowrap text-ink-muted">
                  <time dateTime={post.createdAt}>{formatShortDate(post.createdAt)}</time>
                </td>
                <td className="px-5 py-3 text-right tabular-nums">{post.views.toLocaleString('en-US')}</td>
                <td className="px-5 py-2">{actions(post)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="mt-6 space-y-3 md:hidden" aria-label="Blog posts, newest first">
        {posts.map((post) => (
          <li key={post._id} className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm">
            <h2 className="font-sans text-base font-semibold break-words text-ink">{post.title}</h2>
            <p className="mt-1 text-sm text-ink-muted">
              <time dateTime={post.createdAt}>{formatShortDate(post.createdAt)}</time> · {post.views.toLocaleString('en-US')}{' '}
              {post.views === 1 ? 'view' : 'views'}
            </p>
            <div className="mt-3 border-t border-sand-200 pt-2">{actions(post)}</div>
          </li>
        ))}
      </ul>

      <PostViewDialog row={viewing} onClose={() => setViewing(null)} />
      <DeletePostDialog row={deleting} isDeleting={isDeleting} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
    </>
  )
}

/** View, Edit and Delete for one post; each names the post for screen readers. */
function RowActions({ post, onView, onDelete }: { post: AdminBlogPostRow; onView: () => void; onDelete: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-start gap-1 md:justify-end">
      <Button variant="ghost" size="sm" onClick={onView} aria-label={`View ${post.title}`}>
        View
      </Button>
      <Link href={ADMIN_BLOG_PATHS.edit(post._id)} className={buttonClasses('ghost', 'sm')} aria-label={`Edit ${post.title}`}>
        Edit
      </Link>
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onDelete} aria-label={`Delete ${post.title}`}>
        Delete
      </Button>
    </div>
  )
}
