import Link from 'next/link'
import type { DashboardFigures } from '@/lib/server/admin/dashboard/count-dashboard-figures'
import { countLabel } from './lists/list-format'

/**
 * The dashboard's way to the three lists (each a page of its own, also in the sidebar):
 * what each holds and how to find someone in it.
 */
export function DashboardLinks({ figures }: { figures: DashboardFigures }) {
  const links = [
    { href: '/admin/users', title: 'Users', text: `${countLabel(figures.patients, 'patient', 'patients')}: search by email or name and open an account.` },
    {
      href: '/admin/therapists',
      title: 'Therapists',
      text: `${countLabel(figures.therapists.total, 'therapist', 'therapists')}: search by email or name, see who is verified.`,
    },
    {
      href: '/admin/appointments',
      title: 'Appointments',
      text: `${countLabel(figures.paidAppointments, 'paid session', 'paid sessions')}: search by client, filter by status and date.`,
    },
  ]
  return (
    <nav aria-label="Admin lists" className="mt-8">
      <ul className="grid gap-3 sm:gap-4 md:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="group flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5 transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="font-display text-lg font-semibold text-brand-900 sm:text-xl">
                {link.title} <span aria-hidden="true" className="inline-block transition-transform group-hover:translate-x-0.5">→</span>
              </span>
              <span className="mt-1 text-sm text-ink-muted">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
