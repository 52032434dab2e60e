import { ListPager } from '@/components/admin/lists/list-pager'
import { formatShortDate } from '@/lib/format'
import { NIGERIA_TIME_ZONE } from '@/lib/time'
import type { ContactMessagePage } from '@/lib/server/contact/list-contact-messages'

const TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: NIGERIA_TIME_ZONE })

/** The admin's list of contact messages: every visitor's words shown as text, with paging links. */
export function ContactMessageList({ page, basePath }: { page: ContactMessagePage; basePath: string }) {
  if (page.total === 0) return <p className="mt-10 rounded-2xl border border-sand-200 bg-white p-8 text-center text-ink-muted">No contact messages yet.</p>

  return (
    <>
      <ol className="mt-8 space-y-4">
        {page.messages.map((message) => (
          <li key={message.id}>
            <article aria-labelledby={`contact-${message.id}`} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
              <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id={`contact-${message.id}`} className="font-sans text-lg font-semibold text-brand-900">
                  {message.fullName}
                </h2>
                <time dateTime={message.createdAt} className="text-sm text-ink-muted">
                  {formatShortDate(message.createdAt)}, {TIME.format(new Date(message.createdAt))}
                </time>
              </header>
              <a href={`mailto:${message.email}`} className="mt-1 inline-block font-medium break-all text-brand-800 underline-offset-4 hover:underline">
                {message.email}
              </a>
              {/* Plain text with its line breaks kept: never interpreted as HTML. */}
              <p className="mt-3 leading-relaxed break-words whitespace-pre-line">{message.message}</p>
            </article>
          </li>
        ))}
      </ol>
      <ListPager
        label="Contact message pages"
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(n) => (n === 1 ? basePath : `${basePath}?page=${n}`)}
        keepScroll={false}
        previousText="Newer"
        nextText="Older"
        size="md"
      />
    </>
  )
}
