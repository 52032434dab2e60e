import type { Metadata } from 'next'
import Link from 'next/link'
import { RefundList } from '@/components/admin/refund-list'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listRefunds, REFUNDS_SHOWN } from '@/lib/server/payments/list-refunds'

export const metadata: Metadata = { title: 'Refunds', robots: { index: false } }

// Request-time data (session): app/admin/loading.tsx is the Suspense boundary around it.
export default async function RefundsPage(props: PageProps<'/admin/refunds'>) {
  const { search } = await props.searchParams
  const term = (Array.isArray(search) ? search[0] : search) ?? ''
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, '/admin/refunds')
  const { data, total } = await listRefunds(viewer, { search: term })
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Link href="/admin" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← Admin Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Refunds</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Every refund and where it stands: cancellations, absences and payments that arrived too late go back on their own. Those that
        failed, or wait for the patient&apos;s bank account, come first.{total > REFUNDS_SHOWN && ` Showing ${REFUNDS_SHOWN} of ${total}.`}
      </p>
      <form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="refund-search" className="sr-only">
          Payment or refund reference, or patient email
        </label>
        <input
          id="refund-search"
          name="search"
          defaultValue={term}
          maxLength={120}
          placeholder="Payment or refund reference, or patient email"
          className="min-h-11 w-full rounded-full border border-sand-300 bg-white px-4 text-base"
        />
        <button type="submit" className="min-h-11 rounded-full bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900">
          Search
        </button>
      </form>
      <RefundList refunds={data} />
    </section>
  )
}
