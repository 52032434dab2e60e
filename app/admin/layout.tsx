import type { Metadata } from 'next'
import { AdminShell } from '@/components/admin/admin-shell'

export const metadata: Metadata = { title: { default: 'Admin Dashboard', template: '%s · Alafia admin' }, robots: { index: false } }

/** The admin area. No session read here: each page checks it (requirePageUser with ADMIN_AREA_ROLES or Admin). */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <AdminShell>{children}</AdminShell>
}
