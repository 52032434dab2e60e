import { Badge, type BadgeTone } from '@/components/ui/badge'
import { formatShortDate } from '@/lib/format'
import type { ListedTextMessage } from '@/lib/server/text-messages/list-text-messages'
import { NIGERIA_TIME_ZONE } from '@/lib/time'

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: NIGERIA_TIME_ZONE })
const when = (iso: string) => `${formatShortDate(iso)}, ${TIME.format(new Date(iso))}`

const STATUS: Record<ListedTextMessage['status'], { tone: BadgeTone; label: string }> = {
  Queued: { tone: 'neutral', label: 'Queued' },
  Sent: { tone: 'success', label: 'Sent' },
  Failed: { tone: 'danger', label: 'Failed' },
}

const PURPOSE: Record<string, string> = { reminder: 'Session reminder', waitlist: 'Waitlist', booking: 'Booking', 'schedule-change': 'Schedule change' }

/** The latest SMS and WhatsApp messages, newest first: channel, number, status, and the text shown as text. */
export function TextMessageList({ messages, emptyText }: { messages: ListedTextMessage[]; emptyText: string }) {
  if (messages.length === 0) return <p className="mt-8 rounded-2xl border border-sand-200 bg-white p-8 text-center text-ink-muted">{emptyText}</p>
  return (
    <ol className="mt-8 space-y-4">
      {messages.map((message) => (
        <li key={message.id}>
          <article aria-labelledby={`text-${message.id}`} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
            <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <h2 id={`text-${message.id}`} className="min-w-0 font-sans text-lg font-semibold break-words text-brand-900">
                {message.channel} to {message.to}
              </h2>
              <Badge tone={STATUS[message.status].tone}>{STATUS[message.status].label}</Badge>
            </header>
            {/* Plain text, never HTML. */}
            <p className="mt-3 rounded-xl border border-sand-200 bg-sand-50 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line">{message.text}</p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:gap-x-6">
              <dt className="text-ink-muted">About</dt>
              <dd>{PURPOSE[message.purpose] ?? message.purpose}</dd>
              <dt className="text-ink-muted">Created</dt>
              <dd>
                <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
              </dd>
              {message.sentAt && (
                <>
                  <dt className="text-ink-muted">Sent</dt>
                  <dd>
                    <time dateTime={message.sentAt}>{when(message.sentAt)}</time>
                  </dd>
                </>
              )}
              <dt className="text-ink-muted">Provider</dt>
              <dd className="break-all">
                {message.provider === 'outbox' ? 'Outbox only (no SMS provider)' : message.provider === 'termii' ? 'Termii' : message.provider}
                {message.providerMessageId && ` (message ${message.providerMessageId})`}
              </dd>
              {message.error && (
                <>
                  <dt className="text-ink-muted">Error</dt>
                  <dd className="break-words text-red-800">{message.error}</dd>
                </>
              )}
            </dl>
          </article>
        </li>
      ))}
    </ol>
  )
}
