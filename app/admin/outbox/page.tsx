import type { Metadata } from 'next'
import Link from 'next/link'
import { PageLinks } from '@/components/admin/blog/page-links'
import { OutboxList } from '@/components/admin/outbox/outbox-list'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { isResendConfigured } from '@/lib/server/config'
import { listOutbox } from '@/lib/server/email/list-outbox'

export const metadata: Metadata = { title: 'Email outbox', robots: { index: false } }

const PATH = '/admin/outbox'
const href = (page: number) => (page === 1 ? PATH : `${PATH}?page=${page}`)

// Request-time data (session, ?page=): ./loading.tsx is the Suspense boundary around it.
export default async function OutboxPage(props: PageProps<'/admin/outbox'>) {
  const { page } = await props.searchParams
  const pageNumber = Math.trunc(Number(Array.isArray(page) ? page[0] : page)) || 1
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, href(pageNumber))
  const result = await listOutbox({ viewer, page: pageNumber })

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Link href="/admin" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← Admin Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Email outbox</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Every email the platform writes, newest first.{' '}
        {result.total > 0 && `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'email' : 'emails'} in all.`}
      </p>
      <p className="mt-4 max-w-prose rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm leading-relaxed text-brand-900">
        {isResendConfigured()
          ? 'An email provider is configured: these emails were handed to it, and this outbox is a copy of what was sent.'
          : 'No email provider is configured: these emails were not sent anywhere, and this outbox is the only place they can be read.'}{' '}
        Password reset links are shown without their token, so nobody can use another person&apos;s link from here.
      </p>
      <OutboxList emails={result.emails} />
      <PageLinks label="Outbox pages" page={result.page} pageCount={result.pageCount} href={href} previousText="Newer" nextText="Older" />
    </section>
  )
}
