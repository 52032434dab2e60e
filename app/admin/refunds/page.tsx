import type { Metadata } from 'next'
import Link from 'next/link'
import { RefundList } from '@/components/admin/refund-list'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listRefundsDue, REFUNDS_SHOWN } from '@/lib/server/payments/list-refunds'

export const metadata: Metadata = { title: 'Payments to refund', robots: { index: false } }

// Request-time data (session): app/admin/loading.tsx is the Suspense boundary around it.
export default async function RefundsPage() {
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, '/admin/refunds')
  const { data, total } = await listRefundsDue(viewer)
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Link href="/admin" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← Admin Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Payments to refund</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        These payments arrived after the patient&apos;s hold ran out and someone else had booked the time. Refund each one from the payment
        provider&apos;s dashboard, oldest first.{total > REFUNDS_SHOWN && ` Showing the oldest ${REFUNDS_SHOWN} of ${total}.`}
      </p>
      <RefundList refunds={data} />
    </section>
  )
}
