import type { AppointmentSummary as Summary } from '@/lib/server/admin/users/view-user'
import { ABANDONED_PAYMENT } from '@/lib/admin/appointment-status'
import { AdminAppointmentList } from './admin-appointment-list'

/**
 * The person's appointments as a patient: counts by state and the latest few (issue 7 point 3). Total
 * is the sessions and the holds being paid for; Cancelled the paid ones that did not go ahead; a
 * checkout abandoned unpaid is counted apart, never as a cancelled session (issue 15).
 */
export function AppointmentSummary({ summary }: { summary: Summary }) {
  const counts = [
    { label: 'Total', value: summary.total },
    { label: 'Paid', value: summary.paid },
    { label: 'Completed', value: summary.completed },
    { label: 'Pending', value: summary.pending },
    { label: 'Cancelled', value: summary.cancelled },
    { label: ABANDONED_PAYMENT, value: summary.abandoned },
  ]
  return (
    <section aria-labelledby="appointments-heading" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="appointments-heading" className="text-xl font-semibold">
        Appointments
      </h2>
      <dl className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-6">
        {counts.map(({ label, value }) => (
          <div key={label} className="flex flex-col justify-between rounded-xl bg-sand-50 p-3 text-center">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className="text-xl font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 mb-3 font-sans text-base font-semibold">Latest appointments</h3>
      <AdminAppointmentList rows={summary.recent} counterpart="therapist" emptyText="No Appointments Found" />
    </section>
  )
}
