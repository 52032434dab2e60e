import type { Metadata } from 'next'
import Link from 'next/link'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listContactMessages } from '@/lib/server/contact/list-contact-messages'
import { ContactMessageList } from '@/components/contact/contact-message-list'

export const metadata: Metadata = { title: 'Contact messages', robots: { index: false } }

const PATH = '/admin/contact-messages'

// Request-time data (session, ?page=): app/admin/loading.tsx is the Suspense boundary around it.
export default async function ContactMessagesPage(props: PageProps<'/admin/contact-messages'>) {
  const { page } = await props.searchParams
  const pageNumber = Number(Array.isArray(page) ? page[0] : page) || 1
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, pageNumber > 1 ? `${PATH}?page=${pageNumber}` : PATH)
  const result = await listContactMessages({ viewer, page: Math.trunc(pageNumber) })

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Link href="/admin" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← Admin Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Contact messages</h1>
      <p className="mt-2 text-ink-muted">
        Messages sent through the contact form, newest first.{' '}
        {result.total > 0 && `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'message' : 'messages'} in all.`}
      </p>
      <ContactMessageList page={result} basePath={PATH} />
    </section>
  )
}
