import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { FilterForm, SearchField } from '@/components/admin/lists/filter-form'
import { ListPager } from '@/components/admin/lists/list-pager'
import { OutboxList } from '@/components/admin/outbox/outbox-list'
import { openAdminList } from '@/lib/server/admin/dashboard/open-admin-list'
import { isResendConfigured } from '@/lib/server/config'
import { listOutbox } from '@/lib/server/email/list-outbox'

export const metadata: Metadata = { title: 'Email outbox', robots: { index: false } }

const PATH = '/admin/outbox'

// Request-time data (session, ?search=&page=): ./loading.tsx is the Suspense boundary around it.
export default async function OutboxPage(props: PageProps<'/admin/outbox'>) {
  const { search, page, href, viewer } = await openAdminList(props.searchParams, PATH)
  const result = await listOutbox({ viewer, page, search })

  return (
    <AdminPage>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Email outbox</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Every email the platform writes, newest first.{' '}
        {search
          ? `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'email' : 'emails'} matching “${search}”.`
          : result.total > 0 && `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'email' : 'emails'} in all.`}
      </p>
      <p className="mt-4 max-w-prose rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm leading-relaxed text-brand-900">
        {isResendConfigured()
          ? 'An email provider is configured: these emails were handed to it, and this outbox is a copy of what was sent.'
          : 'No email provider is configured: these emails were not sent anywhere, and this outbox is the only place they can be read.'}{' '}
        Password reset links are shown without their token, so nobody can use another person&apos;s link from here.
      </p>
      <FilterForm label="Search the outbox" action={PATH} clearHref={search ? PATH : null} clearLabel="Clear search">
        <SearchField id="outbox-search" name="search" label="Search by recipient or subject" value={search} placeholder="e.g. chioma@ or confirmed" />
      </FilterForm>
      <OutboxList emails={result.emails} emptyText={search ? 'No email matches this search.' : 'No emails yet.'} />
      <ListPager label="Outbox pages" page={result.page} pageCount={result.pageCount} hrefFor={href} keepScroll={false} previousText="Newer" nextText="Older" size="md" />
    </AdminPage>
  )
}
