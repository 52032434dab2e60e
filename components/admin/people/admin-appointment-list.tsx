import Link from 'next/link'
import { appointmentDateLabel, timeSlotLabel } from '@/components/appointments/appointment-display'
import { Badge } from '@/components/ui/badge'
import { appointmentStatusBadge } from '@/lib/admin/appointment-status'
import { formatHours } from '@/lib/format'
import { formatNaira } from '@/lib/money'
import type { AdminAppointmentRow } from '@/lib/server/admin/users/admin-appointment-row'

type AdminAppointmentListProps = {
  rows: AdminAppointmentRow[]
  /** The other party of each session: the patient on a therapist's page, the therapist on a patient's. */
  counterpart: 'patient' | 'therapist'
  emptyText: string
}

/** Sessions with date, time (Lagos), duration, amount and status, each linking to /admin/appointment/{id}. */
export function AdminAppointmentList({ rows, counterpart, emptyText }: AdminAppointmentListProps) {
  if (rows.length === 0) return <p className="rounded-xl bg-sand-50 p-4 text-center text-ink-muted">{emptyText}</p>
  return (
    <ul className="divide-y divide-sand-100 rounded-xl border border-sand-200">
      {rows.map((row) => {
        const other = counterpart === 'patient' ? row.patient : row.therapist
        const badge = appointmentStatusBadge(row)
        return (
          <li key={row._id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink">
                {appointmentDateLabel(row.appointmentDate)}, {timeSlotLabel(row.slot_start, row.slot_end)}
              </p>
              <p className="text-sm break-words text-ink-muted">
                {counterpart === 'patient' ? 'Patient' : 'Therapist'}: {other.fullName} · {formatHours(row.duration)} · {formatNaira(row.amountKobo)}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <Badge tone={badge.tone}>{badge.label}</Badge>
              <Link
                href={`/admin/appointment/${row._id}`}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                View<span className="sr-only"> appointment of {appointmentDateLabel(row.appointmentDate)}</span>
              </Link>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
