import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { FilterForm, SearchField } from '@/components/admin/lists/filter-form'
import { ListPager } from '@/components/admin/lists/list-pager'
import { TextMessageList } from '@/components/admin/text-messages/text-message-list'
import { openAdminList } from '@/lib/server/admin/dashboard/open-admin-list'
import { isTermiiConfigured } from '@/lib/server/config'
import { listTextMessages } from '@/lib/server/text-messages/list-text-messages'

export const metadata: Metadata = { title: 'Text messages', robots: { index: false } }

const PATH = '/admin/text-messages'

// Request-time data (session, ?search=&page=): ./loading.tsx is the Suspense boundary around it.
export default async function TextMessagesPage(props: PageProps<'/admin/text-messages'>) {
  const { search, page, href, viewer } = await openAdminList(props.searchParams, PATH)
  const result = await listTextMessages({ viewer, page, search })
  const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'message' : 'messages'}`

  return (
    <AdminPage>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Text messages</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Every SMS and WhatsApp message the platform writes, newest first.{' '}
        {search ? `${count(result.total)} to numbers matching “${search}”.` : result.total > 0 && `${count(result.total)} in all.`}
      </p>
      <p className="mt-4 max-w-prose rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm leading-relaxed text-brand-900">
        {isTermiiConfigured()
          ? 'An SMS provider (Termii) is configured: these messages were handed to it, and this list is a copy of what was sent.'
          : 'No SMS provider is configured: these messages were not sent anywhere, and this list is the only place they can be read.'}{' '}
        Messages say only the time of a session and the link to join it, never who it is with or what it is about.
      </p>
      <FilterForm label="Search the text messages" action={PATH} clearHref={search ? PATH : null} clearLabel="Clear search">
        <SearchField id="text-messages-search" name="search" label="Search by phone number" value={search} placeholder="e.g. 0803 123 4567 or 4567" />
      </FilterForm>
      <TextMessageList messages={result.messages} emptyText={search ? 'No message matches this search.' : 'No text messages yet.'} />
      <ListPager label="Text message pages" page={result.page} pageCount={result.pageCount} hrefFor={href} keepScroll={false} previousText="Newer" nextText="Older" size="md" />
    </AdminPage>
  )
}
