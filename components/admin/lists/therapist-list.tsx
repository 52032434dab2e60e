import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { formatShortDate } from '@/lib/format'
import type { AdminTherapistRow } from '@/lib/server/admin/dashboard/list-admin-therapists'
import { AdminTable, Td, Th } from './admin-table'

const LINK = 'font-semibold text-brand-800 underline-offset-4 hover:underline'

/** The therapists (spec 2.8): name (to /admin/therapist/{id}), email, Verified or Not Verified, joined. */
export function TherapistTable({ rows }: { rows: AdminTherapistRow[] }) {
  return (
    <AdminTable
      caption="Therapists"
      head={
        <>
          <Th>Name</Th>
          <Th className="hidden sm:table-cell">Email</Th>
          <Th>Verification</Th>
          <Th className="hidden md:table-cell">Joined</Th>
        </>
      }
    >
      {rows.map((therapist) => (
        <tr key={therapist._id}>
          <Td className="max-w-0 min-w-40 sm:max-w-none">
            <Link href={`/admin/therapist/${therapist._id}`} className={therapist.isDeleted ? `${LINK} text-ink-muted italic` : LINK}>
              {therapist.fullName}
            </Link>
            {therapist.email && <span className="mt-0.5 block truncate text-xs text-ink-muted sm:hidden">{therapist.email}</span>}
          </Td>
          <Td className="hidden break-all sm:table-cell">{therapist.email ?? '—'}</Td>
          <Td>
            <span className="flex flex-wrap gap-1">
              {therapist.isVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not Verified</Badge>}
              {therapist.isBlocked && !therapist.isDeleted && <Badge tone="danger">Blocked</Badge>}
              {therapist.isDeleted && <Badge tone="neutral">Deleted</Badge>}
            </span>
          </Td>
          <Td className="hidden whitespace-nowrap md:table-cell">{formatShortDate(therapist.createdAt)}</Td>
        </tr>
      ))}
    </AdminTable>
  )
}
