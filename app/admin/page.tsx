import Link from 'next/link'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'

// Placeholder: counts and the user, therapist and appointment lists (spec 2.8) come with the admin issues.
export default async function AdminDashboardPage() {
  const user = await requirePageUser(ADMIN_AREA_ROLES, '/admin')
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Admin Dashboard</h1>
      <p className="mt-3 text-lg text-ink-muted">{user.fullName}</p>
      <ul className="mt-6 space-y-2">
        <li><Link href="/admin/contact-messages" className="font-semibold text-brand-800 underline underline-offset-4">Contact messages</Link></li>
        <li><Link href="/admin/refunds" className="font-semibold text-brand-800 underline underline-offset-4">Payments to refund</Link></li>
      </ul>
    </section>
  )
}
