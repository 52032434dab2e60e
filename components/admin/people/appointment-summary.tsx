import { DetailList } from '@/components/ui/detail-list'
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
    { term: 'Total', value: summary.total },
    { term: 'Paid', value: summary.paid },
    { term: 'Completed', value: summary.completed },
    { term: 'Pending', value: summary.pending },
    { term: 'Cancelled', value: summary.cancelled },
    { term: ABANDONED_PAYMENT, value: summary.abandoned },
  ]
  return (
    <section aria-labelledby="appointments-heading" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="appointments-heading" className="text-xl font-semibold">
        Appointments
      </h2>
      <DetailList facts={counts} look="tiles" className="mt-4" />
      <h3 className="mt-6 mb-3 font-sans text-base font-semibold">Latest appointments</h3>
      <AdminAppointmentList rows={summary.recent} counterpart="therapist" emptyText="No Appointments Found" />
    </section>
  )
}
