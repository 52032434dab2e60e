import { StatCard } from '@/components/therapist-dashboard/stat-card'
import { CalendarIcon, RevenueIcon } from '@/components/therapist-dashboard/stat-icons'
import { formatNaira } from '@/lib/money'
import type { DashboardFigures as Figures } from '@/lib/server/admin/dashboard/count-dashboard-figures'

const count = new Intl.NumberFormat('en-US')
const icon = { viewBox: '0 0 24 24', className: 'size-6', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

/**
 * The dashboard's four figures, from real counts. The Therapists figure shows the
 * therapists' own count, which the original reused from the patients by mistake.
 */
export function DashboardFigures({ figures }: { figures: Figures }) {
  const { therapists } = figures
  return (
    <dl className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="admin-figures">
      <StatCard label="Patients" value={count.format(figures.patients)} hint="Patient accounts, blocked ones included" icon={<PeopleIcon />} />
      <StatCard
        label="Therapists"
        value={count.format(therapists.total)}
        hint={`${count.format(therapists.verified)} verified · ${count.format(therapists.awaitingVerification)} awaiting verification`}
        icon={<BadgeIcon />}
      />
      <StatCard label="Appointments" value={count.format(figures.paidAppointments)} hint="Paid sessions, past and upcoming" icon={<CalendarIcon />} />
      <StatCard label="Revenue" value={formatNaira(figures.revenueKobo)} hint="Confirmed payments, refunds left out" icon={<RevenueIcon />} />
    </dl>
  )
}

function PeopleIcon() {
  return (
    <svg {...icon}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
      <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.3c2.1.7 3.5 2.8 3.5 5.7" />
    </svg>
  )
}

function BadgeIcon() {
  return (
    <svg {...icon}>
      <circle cx="12" cy="9" r="6" />
      <path d="m9.5 9 1.7 1.7L14.5 7.5" />
      <path d="M8.5 14.2 7 21l5-2.5 5 2.5-1.5-6.8" />
    </svg>
  )
}
