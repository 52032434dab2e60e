import type { ReactNode } from 'react'
import { AreaShell } from '@/components/layout/area-shell'
import { AdminSidebar } from './admin-sidebar'

/** The admin area's frame: Profile goes to /user-profile; the sidebar greets the admin. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <AreaShell profileHref="/user-profile" sidebar={<AdminSidebar />}>
      {children}
    </AreaShell>
  )
}
