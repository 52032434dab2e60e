import { DetailList } from '@/components/ui/detail-list'
import type { AppointmentSummary as Summary } from '@/lib/server/admin/users/view-user'
import { APPOINTMENT_STATE_LABELS as LABELS } from '@/lib/appointments/appointment-state'
import { AdminAppointmentList } from './admin-appointment-list'

/**
 * The person's appointments as a patient, for the admin's view of a user: counts by the states their
 * badges show, and the latest few. Total is everything but the abandoned checkouts; Paid includes the
 * completed sessions; Cancelled the paid ones cancelled afterwards; money that came too late is a
 * refund, and a checkout abandoned unpaid is counted apart, never as a cancelled session (decision 020).
 */
export function AppointmentSummary({ summary }: { summary: Summary }) {
  const counts = [
    { term: 'Total', value: summary.total },
    { term: LABELS.Paid, value: summary.paid },
    { term: LABELS.Completed, value: summary.completed },
    { term: LABELS.Pending, value: summary.pending },
    { term: LABELS.Cancelled, value: summary.cancelled },
    { term: LABELS.RefundDue, value: summary.refundDue },
    { term: LABELS.Refunded, value: summary.refunded },
    { term: LABELS.Abandoned, value: summary.abandoned },
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
