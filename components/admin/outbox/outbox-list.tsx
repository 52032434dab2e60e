import { Badge, type BadgeTone } from '@/components/ui/badge'
import { formatShortDate } from '@/lib/format'
import { NIGERIA_TIME_ZONE } from '@/lib/time'
import type { OutboxEmail } from '@/lib/server/email/list-outbox'

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: NIGERIA_TIME_ZONE })
const when = (iso: string) => `${formatShortDate(iso)}, ${TIME.format(new Date(iso))}`

const STATUS: Record<OutboxEmail['status'], { tone: BadgeTone; label: string }> = {
  Queued: { tone: 'neutral', label: 'Queued' },
  Sent: { tone: 'success', label: 'Sent' },
  Failed: { tone: 'danger', label: 'Failed' },
}

/** The latest emails, newest first: recipient, subject, status and the text shown as text (never HTML). */
export function OutboxList({ emails, emptyText }: { emails: OutboxEmail[]; emptyText: string }) {
  if (emails.length === 0) return <p className="mt-8 rounded-2xl border border-sand-200 bg-white p-8 text-center text-ink-muted">{emptyText}</p>
  return (
    <ol className="mt-8 space-y-4">
      {emails.map((email) => (
        <li key={email.id}>
          <article aria-labelledby={`email-${email.id}`} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
            <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <h2 id={`email-${email.id}`} className="min-w-0 font-sans text-lg font-semibold break-words text-brand-900">
                {email.subject}
              </h2>
              <Badge tone={STATUS[email.status].tone}>{STATUS[email.status].label}</Badge>
            </header>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:gap-x-6">
              <dt className="text-ink-muted">To</dt>
              <dd className="break-all">{email.to}</dd>
              <dt className="text-ink-muted">Created</dt>
              <dd>
                <time dateTime={email.createdAt}>{when(email.createdAt)}</time>
              </dd>
              {email.sentAt && (
                <>
                  <dt className="text-ink-muted">Sent</dt>
                  <dd>
                    <time dateTime={email.sentAt}>{when(email.sentAt)}</time>
                  </dd>
                </>
              )}
              <dt className="text-ink-muted">Provider</dt>
              <dd>{email.provider === 'outbox' ? 'Outbox only (no email provider)' : email.provider === 'resend' ? 'Resend' : email.provider}</dd>
              {email.attachments.length > 0 && (
                <>
                  <dt className="text-ink-muted">Attachments</dt>
                  <dd className="break-all">{email.attachments.join(', ')}</dd>
                </>
              )}
              {email.error && (
                <>
                  <dt className="text-ink-muted">Error</dt>
                  <dd className="break-words text-red-800">{email.error}</dd>
                </>
              )}
            </dl>
            <details className="group mt-4 rounded-xl border border-sand-200 bg-sand-50">
              <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-brand-800">
                <span className="group-open:hidden">Show the text</span>
                <span className="hidden group-open:inline">Hide the text</span>
              </summary>
              {/* Plain text with its line breaks kept: never interpreted as HTML. */}
              <p className="border-t border-sand-200 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line">{email.text}</p>
            </details>
          </article>
        </li>
      ))}
    </ol>
  )
}
