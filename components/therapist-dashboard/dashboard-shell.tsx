import { Suspense, type ReactNode } from 'react'
import { AreaShell } from '@/components/layout/area-shell'
import { DashboardNav, DashboardNavLinks } from './dashboard-nav'

/** The therapist dashboard's frame: Profile goes to /therapist-profile; the sidebar marks the current page. */
export function DashboardShell({ children }: { children: ReactNode }) {
  return (
    <AreaShell
      profileHref="/therapist-profile"
      sidebar={
        <Suspense fallback={<DashboardNavLinks pathname={null} />}>
          <DashboardNav />
        </Suspense>
      }
    >
      {children}
    </AreaShell>
  )
}
