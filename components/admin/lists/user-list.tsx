import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { formatShortDate } from '@/lib/format'
import type { AdminUserRow } from '@/lib/server/admin/dashboard/list-admin-users'
import { AdminTable, Td, Th } from './admin-table'

const LINK = 'font-semibold text-brand-800 underline-offset-4 hover:underline'

/** The patients (spec 2.8): name (to /admin/applicationUser/{id}), email, Blocked or Not Blocked, joined. */
export function UserTable({ rows }: { rows: AdminUserRow[] }) {
  return (
    <AdminTable
      caption="Users"
      head={
        <>
          <Th>Name</Th>
          <Th className="hidden sm:table-cell">Email</Th>
          <Th>Status</Th>
          <Th className="hidden md:table-cell">Joined</Th>
        </>
      }
    >
      {rows.map((user) => (
        <tr key={user._id}>
          <Td className="max-w-0 min-w-40 sm:max-w-none">
            <Link href={`/admin/applicationUser/${user._id}`} className={user.isDeleted ? `${LINK} text-ink-muted italic` : LINK}>
              {user.fullName}
            </Link>
            {user.email && <span className="mt-0.5 block truncate text-xs text-ink-muted sm:hidden">{user.email}</span>}
          </Td>
          <Td className="hidden break-all sm:table-cell">{user.email ?? '—'}</Td>
          <Td>
            {user.isDeleted ? (
              <Badge tone="neutral">Deleted</Badge>
            ) : user.isBlocked ? (
              <Badge tone="danger">Blocked</Badge>
            ) : (
              <Badge tone="success">Not Blocked</Badge>
            )}
          </Td>
          <Td className="hidden whitespace-nowrap md:table-cell">{formatShortDate(user.createdAt)}</Td>
        </tr>
      ))}
    </AdminTable>
  )
}
