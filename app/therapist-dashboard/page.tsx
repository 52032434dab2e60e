import { NextAppointments } from '@/components/therapist-dashboard/next-appointments'
import { SetAvailabilityPrompt } from '@/components/therapist-dashboard/set-availability-prompt'
import { StatCard } from '@/components/therapist-dashboard/stat-card'
import { CalendarIcon, CancelledIcon, CompletedIcon, RevenueIcon } from '@/components/therapist-dashboard/stat-icons'
import { formatNaira } from '@/lib/money'
import { hasUpcomingHours } from '@/lib/server/availability/has-upcoming-hours'
import { findDashboardFigures } from '@/lib/server/therapist-dashboard/find-dashboard-figures'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

const count = new Intl.NumberFormat('en-US')

/** The dashboard home: real figures, and a prompt to publish hours when none are open. */
export default async function TherapistDashboardPage() {
  const user = await requireVerifiedTherapist('/therapist-dashboard')
  const now = new Date()
  const [figures, hasHours] = await Promise.all([findDashboardFigures({ therapistId: user.id, now }), hasUpcomingHours({ therapistId: user.id, now })])
  return (
    <section className="w-full px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Welcome, {user.fullName}</h1>
      <p className="mt-2 text-ink-muted">Here is how your practice is going.</p>
      {hasHours ? null : <SetAvailabilityPrompt />}
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="dashboard-figures">
        <StatCard label="Booked Appointments" value={count.format(figures.upcoming)} hint="Paid sessions still to come" icon={<CalendarIcon />} />
        <StatCard label="Cancelled Appointments" value={count.format(figures.cancelled)} hint="Paid sessions cancelled afterwards" icon={<CancelledIcon />} />
        <StatCard label="Sessions Completed" value={count.format(figures.completed)} hint="Marked complete or already over" icon={<CompletedIcon />} />
        <StatCard label="Total Revenue" value={formatNaira(figures.revenueKobo)} hint="Your share of paid sessions, less refunds" icon={<RevenueIcon />} />
      </dl>
      <NextAppointments appointments={figures.next} now={now} />
    </section>
  )
}
