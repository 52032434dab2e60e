import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { FilterForm, SearchField, SelectField } from '@/components/admin/lists/filter-form'
import { PaymentAlertList } from '@/components/admin/alerts/payment-alert-list'
import { RefundList } from '@/components/admin/refund-list'
import { REFUND_STATUS_FILTERS, refundStatusFilter } from '@/lib/admin/refund-status'
import { ADMIN_AREA_ROLES, canTakeAdminActions } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listRefunds, REFUNDS_SHOWN } from '@/lib/server/payments/list-refunds'
import { listPaymentAlerts } from '@/lib/server/payments/payment-alerts'

export const metadata: Metadata = { title: 'Refunds', robots: { index: false } }

const PATH = '/admin/refunds'
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * Every refund and where it stands, searched by reference or patient email and filtered by status
 * (GET admin/refunds takes the same `search` and `status`). Request-time data (session):
 * app/admin/loading.tsx is the Suspense boundary around it.
 */
export default async function RefundsPage(props: PageProps<'/admin/refunds'>) {
  const params = await props.searchParams
  const search = first(params.search).trim()
  const status = refundStatusFilter(first(params.status))
  const query = new URLSearchParams({ ...(search ? { search } : {}), ...(status ? { status } : {}) }).toString()
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, query ? `${PATH}?${query}` : PATH)
  const [{ data, total }, alerts] = await Promise.all([listRefunds(viewer, { search, status }), listPaymentAlerts(viewer)])
  const isFiltered = Boolean(search || status)
  return (
    <AdminPage>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Refunds</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Every refund and where it stands: cancellations, absences and payments that arrived too late go back on their own. Those that
        failed, or wait for the patient&apos;s bank account, come first.
      </p>
      <PaymentAlertList alerts={alerts.data} open={alerts.open} canHandle={canTakeAdminActions(viewer.role)} />
      <FilterForm label="Filter refunds" action={PATH} clearHref={isFiltered ? PATH : null}>
        <SearchField id="refund-search" name="search" label="Payment or refund reference, or patient email" value={search} placeholder="e.g. RFD-… or chioma@" />
        <SelectField id="refund-status" name="status" label="Status" value={status ?? ''} options={REFUND_STATUS_FILTERS} />
      </FilterForm>
      <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
        {total === 1 ? '1 refund' : `${total.toLocaleString('en-US')} refunds`}
        {isFiltered ? ' matching' : ''}
        {total > REFUNDS_SHOWN ? `, the latest ${REFUNDS_SHOWN} shown` : ''}.
      </p>
      <RefundList refunds={data} isFiltered={isFiltered} />
    </AdminPage>
  )
}
