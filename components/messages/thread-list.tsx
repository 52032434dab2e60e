import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import type { ThreadSummary } from '@/lib/server/messages/list-threads'
import { formatLagosDateTime } from '@/lib/time'

type Props = {
  threads: ThreadSummary[]
  /** The page of one thread. */
  hrefFor: (userId: string) => string
  /** How the other person is named ("Dr …" for a patient's therapists). */
  nameOf?: (fullName: string) => string
  empty: string
}

/**
 * A person's message threads, the latest conversation first: who with, how many unread, when the
 * last message was sent. Each row opens its thread. A server component: nothing here runs in the
 * browser.
 */
export function ThreadList({ threads, hrefFor, nameOf = (name) => name, empty }: Props) {
  if (threads.length === 0) return <p className="rounded-2xl border border-sand-200 bg-white p-6 text-ink-muted">{empty}</p>
  return (
    <ul className="divide-y divide-sand-200 overflow-hidden rounded-2xl border border-sand-200 bg-white" data-testid="message-threads">
      {threads.map((thread) => (
        <li key={thread.userId}>
          <Link
            href={hrefFor(thread.userId)}
            className="flex min-h-16 items-center gap-3 px-4 py-3 transition-colors hover:bg-brand-50 focus-visible:bg-brand-50 sm:px-6"
          >
            <span className="min-w-0 flex-1">
              <span className={thread.unread > 0 ? 'block truncate font-semibold text-ink' : 'block truncate font-medium text-ink'}>{nameOf(thread.fullName)}</span>
              <span className="block text-sm text-ink-muted">
                {thread.lastMessageAt ? `Last message ${formatLagosDateTime(thread.lastMessageAt)}` : 'No messages yet'}
              </span>
            </span>
            {!thread.canReply && <Badge tone="neutral">Closed</Badge>}
            {thread.unread > 0 && (
              <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-brand-700 px-2 py-0.5 text-sm font-semibold text-white">
                {thread.unread}
                <span className="sr-only">{thread.unread === 1 ? ' unread message' : ' unread messages'}</span>
              </span>
            )}
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 shrink-0 text-ink-muted" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="m9 6 6 6-6 6" />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  )
}
