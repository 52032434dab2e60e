import type { PaidUpcoming } from '@/lib/server/admin/users/list-paid-upcoming'
import { AdminAppointmentList } from './admin-appointment-list'

type PaidUpcomingSectionProps = {
  paidUpcoming: PaidUpcoming
  counterpart: 'patient' | 'therapist'
  /** Why these sessions need the admin now (blocked, deleted), or null while the account is active. */
  warning: string | null
}

/**
 * Paid sessions that have not started yet. Once the account is blocked or
 * deleted they will not happen as booked: the admin arranges each (a refund, another therapist).
 */
export function PaidUpcomingSection({ paidUpcoming, counterpart, warning }: PaidUpcomingSectionProps) {
  const { data, total } = paidUpcoming
  return (
    <section aria-labelledby="paid-upcoming-heading" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="paid-upcoming-heading" className="text-xl font-semibold">
        Paid upcoming appointments ({total})
      </h2>
      {warning && total > 0 && <p className="mt-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">{warning}</p>}
      {total > data.length && <p className="mt-3 text-sm text-ink-muted">Showing the soonest {data.length} of {total}.</p>}
      <div className="mt-4">
        <AdminAppointmentList rows={data} counterpart={counterpart} emptyText="No paid appointments to come." />
      </div>
    </section>
  )
}
