import type { Metadata } from 'next'
import { AreaShell } from '@/components/layout/area-shell'

export const metadata: Metadata = { title: { default: 'Admin Dashboard', template: '%s · Alafia admin' } }

/** The admin area (spec 2.8); the sidebar (greeting, Home, Blog group) comes with the admin issue. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <AreaShell>{children}</AreaShell>
}
