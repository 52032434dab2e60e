import Link from 'next/link'
import { describeAuditEntry, type AuditLine, type AuditTarget } from '@/lib/admin/audit-labels'
import { NIGERIA_TIME_ZONE } from '@/lib/time'
import type { AuditLogRow } from '@/lib/server/audit/list-audit-log'
import { AdminTable, EmptyList, LINK, Td, Th } from './admin-table'

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: NIGERIA_TIME_ZONE })
const TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone: NIGERIA_TIME_ZONE })

/**
 * The audit log's entries in words: when (Lagos time), who, what was done to whom or to which post
 * (by name, linked to its page) and what changed. Everything stored is shown as text, never HTML. On
 * phones the who moves under the action.
 */
export function AuditLogTable({ rows, emptyText }: { rows: AuditLogRow[]; emptyText: string }) {
  if (rows.length === 0) return <EmptyList>{emptyText}</EmptyList>
  return (
    <AdminTable
      caption="Audit log, newest first"
      head={
        <>
          <Th>When</Th>
          <Th className="hidden md:table-cell">Who</Th>
          <Th>What</Th>
        </>
      }
    >
      {rows.map((entry) => {
        const description = describeAuditEntry(entry)
        return (
          <tr key={entry._id}>
            <Td className="w-28 sm:w-36">
              {/* Day and time on two lines, so the action keeps the width on a phone. */}
              <time dateTime={entry.createdAt}>
                <span className="block whitespace-nowrap">{DAY.format(new Date(entry.createdAt))}</span>
                <span className="block whitespace-nowrap text-ink-muted">{TIME.format(new Date(entry.createdAt))}</span>
              </time>
            </Td>
            <Td className="hidden md:table-cell md:w-56">
              <Actor actor={entry.actor} />
            </Td>
            <Td>
              <p className="break-words">
                <span className="font-semibold">{description.verb}</span>
                {description.target && (
                  <>
                    {' '}
                    <Target target={description.target} />
                  </>
                )}
              </p>
              <p className="mt-0.5 text-xs text-ink-muted md:hidden">
                By <Actor actor={entry.actor} inline />
              </p>
              <Lines lines={description.lines} />
            </Td>
          </tr>
        )
      })}
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

function Target({ target }: { target: AuditTarget }) {
  const className = target.isDeleted ? 'text-ink-muted italic' : undefined
  if (!target.href) return <span className={className}>{target.label}</span>
  return (
    <Link href={target.href} className={`${LINK} ${className ?? ''}`}>
      {target.label}
    </Link>
  )
}

/** "Title: Sleep → Sleep and exams", "Reason: …": the stored values as plain text with their line breaks. */
function Lines({ lines }: { lines: AuditLine[] }) {
  if (lines.length === 0) return null
  return (
    <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm">
      {lines.map((line, index) => (
        <div key={`${index}-${line.label}`} className="contents">
          <dt className="text-ink-muted">{line.label}:</dt>
          <dd className="min-w-0 whitespace-pre-line wrap-anywhere">
            {line.href ? (
              <Link href={line.href} className={LINK}>
                {line.value}
              </Link>
            ) : (
              line.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
