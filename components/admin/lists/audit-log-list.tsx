import Link from 'next/link'
import { auditActionLabel, auditDetailLines, auditTargetHref, auditTargetLabel } from '@/lib/admin/audit-labels'
import { NIGERIA_TIME_ZONE } from '@/lib/format'
import type { AuditLogRow } from '@/lib/server/audit/list-audit-log'
import { AdminTable, EmptyList, Td, Th } from './admin-table'

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: NIGERIA_TIME_ZONE })
const TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: NIGERIA_TIME_ZONE })
const LINK = 'font-semibold text-brand-800 underline-offset-4 hover:underline'

/**
 * The audit log's entries: when (Lagos time), who, what, on what, and the stored details as plain
 * text. On phones the who and the details move under the action.
 */
export function AuditLogTable({ rows }: { rows: AuditLogRow[] }) {
  if (rows.length === 0) return <EmptyList>No admin actions recorded yet.</EmptyList>
  return (
    <AdminTable
      caption="Audit log, newest first"
      head={
        <>
          <Th>When</Th>
          <Th className="hidden md:table-cell">Who</Th>
          <Th>Action</Th>
          <Th className="hidden lg:table-cell">Details</Th>
        </>
      }
    >
      {rows.map((entry) => (
        <tr key={entry._id}>
          <Td className="w-28 sm:w-auto">
            {/* Day and time on two lines, so the action keeps the width on a phone. */}
            <time dateTime={entry.createdAt}>
              <span className="block whitespace-nowrap">{DAY.format(new Date(entry.createdAt))}</span>
              <span className="block whitespace-nowrap text-ink-muted">{TIME.format(new Date(entry.createdAt))}</span>
            </time>
          </Td>
          <Td className="hidden md:table-cell">
            <Actor actor={entry.actor} />
          </Td>
          <Td>
            <p className="font-semibold">{auditActionLabel(entry.action)}</p>
            <Target entry={entry} />
            <div className="mt-1 text-xs text-ink-muted md:hidden">
              By <Actor actor={entry.actor} inline />
            </div>
            <Details details={entry.details} className="mt-1 lg:hidden" />
          </Td>
          <Td className="hidden lg:table-cell">
            <Details details={entry.details} />
          </Td>
        </tr>
      ))}
    </AdminTable>
  )
}

function Actor({ actor, inline = false }: { actor: AuditLogRow['actor']; inline?: boolean }) {
  if (actor.isDeleted) return <span className="text-ink-muted italic">{actor.fullName}</span>
  if (inline) return <span>{actor.fullName}</span>
  return (
    <>
      <span className="block font-medium">{actor.fullName}</span>
      <span className="block text-xs break-all text-ink-muted">{actor.email}</span>
    </>
  )
}

function Target({ entry }: { entry: AuditLogRow }) {
  const href = auditTargetHref(entry)
  const label = auditTargetLabel(entry.targetType)
  return (
    <p className="text-xs text-ink-muted">
      {label}
      {href ? (
        <>
          {': '}
          <Link href={href} className={LINK}>
            open
            <span className="sr-only"> {label.toLowerCase()}</span>
          </Link>
        </>
      ) : (
        entry.targetId && <span className="font-mono break-all"> {entry.targetId}</span>
      )}
    </p>
  )
}

function Details({ details, className }: { details: unknown; className?: string }) {
  const lines = auditDetailLines(details)
  if (lines.length === 0) return null
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-2 text-xs ${className ?? ''}`}>
      {lines.map((line) => (
        <div key={line.key} className="contents">
          <dt className="text-ink-muted">{line.key}</dt>
          {/* Stored values are shown as text, never HTML. */}
          <dd className="min-w-0 whitespace-pre-line wrap-anywhere">{line.value}</dd>
        </div>
      ))}
    </dl>
  )
}
