import type { Metadata } from 'next'
import { DashboardShell } from '@/components/therapist-dashboard/dashboard-shell'

export const metadata: Metadata = { title: { default: 'Dashboard', template: '%s · Alafia dashboard' }, robots: { index: false } }

/** The therapist dashboard. No session read here: each page checks it (requireVerifiedTherapist). */
export default function TherapistDashboardLayout({ children }: { children: React.ReactNode }) {
  return <DashboardShell>{children}</DashboardShell>
}
