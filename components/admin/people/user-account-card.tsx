import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { formatLongDate, formatShortDate } from '@/lib/format'
import type { AdminUserView } from '@/lib/server/admin/users/view-user'
import { DetailList, orEmpty } from '@/components/ui/detail-list'
import { AccountStatusBadge } from './status-badges'

/** The account's details and, below them, what the viewer may do (or why not). */
export function UserAccountCard({ user, children }: { user: AdminUserView; children: ReactNode }) {
  const facts = [
    { term: 'Email', value: user.email },
    { term: 'Phone', value: orEmpty(user.phoneNumber) },
    { term: 'Gender', value: orEmpty(user.gender) },
    // A date of birth is a calendar date: shown as stored, never shifted by a time zone.
    { term: 'Birthday', value: user.dateOfBirth ? formatLongDate(`${user.dateOfBirth}T12:00:00Z`) : orEmpty(null) },
    { term: 'Address', value: orEmpty(user.address) },
    { term: 'Local Government', value: orEmpty(user.localGovernment) },
    { term: 'State', value: orEmpty(user.state) },
    { term: 'Role', value: user.role },
    { term: 'Status', value: user.status },
    { term: 'Member Since', value: formatLongDate(user.createdAt) },
    { term: 'Last Seen', value: user.lastSeen ? formatShortDate(user.lastSeen) : orEmpty(null) },
    ...(user.erasedAt ? [{ term: 'Deleted On', value: formatLongDate(user.erasedAt) }] : []),
  ]
  return (
    <section aria-labelledby="user-heading" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">User Details</p>
      <h1 id="user-heading" className="mt-1 text-2xl font-semibold break-words sm:text-3xl">
        {user.fullName}
      </h1>
      <div className="mt-3 flex flex-wrap gap-2">
        <AccountStatusBadge status={user.status} />
        <Badge tone="info">{user.role}</Badge>
      </div>
      <div className="mt-6">
        <DetailList facts={facts} />
      </div>
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** Why there are no buttons: the viewer's role, their own account, another admin, or an erased one. */
export function ActionNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-sand-50 p-4 text-sm text-ink-muted">{children}</p>
}
