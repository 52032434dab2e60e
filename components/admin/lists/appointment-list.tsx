import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { appointmentStatusBadge } from '@/lib/admin/appointment-status'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { AdminAppointmentRow } from '@/lib/server/admin/appointments/list-admin-appointments'
import { AdminTable, LINK, Td, Th } from './admin-table'
import { lagosDateLabel, slotRangeLabel } from './list-format'


/** The appointments: Date (to /admin/appointment/{id}), client, therapist, Status, amount. */
export function AppointmentTable({ rows }: { rows: AdminAppointmentRow[] }) {
  return (
    <AdminTable
      caption="Appointments"
      head={
        <>
          <Th>Date</Th>
          <Th>Client</Th>
          <Th className="hidden md:table-cell">Therapist</Th>
          <Th className="hidden sm:table-cell">Status</Th>
          <Th className="hidden text-right lg:table-cell">Amount</Th>
        </>
      }
    >
      {rows.map((appointment) => {
        const badge = appointmentStatusBadge(appointment)
        return (
          <tr key={appointment._id}>
            <Td className="whitespace-nowrap">
              <Link href={`/admin/appointment/${appointment._id}`} className={LINK}>
                {lagosDateLabel(appointment.appointmentDate)}
              </Link>
              <span className="mt-0.5 block text-xs text-ink-muted">{slotRangeLabel(appointment.slot_start, appointment.slot_end)}</span>
              {/* Phones: the status under the date, instead of a column of its own. */}
              <Badge tone={badge.tone} className="mt-1 sm:hidden">
                {badge.label}
              </Badge>
            </Td>
            <Td>
              <span className={appointment.userId.isDeleted ? 'text-ink-muted italic' : undefined}>{appointment.userId.fullName}</span>
              <span className="mt-0.5 block text-xs text-ink-muted md:hidden">with {appointment.therapistId.fullName}</span>
            </Td>
            <Td className="hidden md:table-cell">
              <span className={appointment.therapistId.isDeleted ? 'text-ink-muted italic' : undefined}>{appointment.therapistId.fullName}</span>
            </Td>
            <Td className="hidden sm:table-cell">
              <Badge tone={badge.tone}>{badge.label}</Badge>
            </Td>
            <Td className="hidden text-right whitespace-nowrap tabular-nums lg:table-cell">{formatNaira(nairaToKobo(appointment.amount))}</Td>
          </tr>
        )
      })}
    </AdminTable>
  )
}
