import type { Metadata } from 'next'
import { AreaShell } from '@/components/layout/area-shell'

export const metadata: Metadata = { title: { default: 'Dashboard', template: '%s · Alafia dashboard' } }

/** The therapist dashboard (spec 2.6); the sidebar comes with the therapist issue. */
export default function TherapistDashboardLayout({ children }: { children: React.ReactNode }) {
  return <AreaShell>{children}</AreaShell>
}
