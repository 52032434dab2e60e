import 'server-only'
import { bookedAheadWhere } from '../../appointments/visible-appointments'
import { db } from '../../db'
import { ADMIN_APPOINTMENT_SELECT, toAdminAppointmentRow, type AdminAppointmentRow } from './admin-appointment-row'

/** Listed at once; more than this for one person is rare, and the total says so. */
export const PAID_UPCOMING_SHOWN = 50

export type PaidUpcoming = { data: AdminAppointmentRow[]; total: number }

/**
 * The paid sessions that have not started yet, for a blocked or deleted patient or therapist: the
 * admin must arrange each one (a refund, another therapist), so they are listed, never dropped.
 * Soonest first.
 */
export async function listPaidUpcoming(who: { patientId: string } | { therapistId: string }, now = new Date()): Promise<PaidUpcoming> {
  const where = { AND: [who, bookedAheadWhere(now)] }
  const [total, rows] = await Promise.all([
    db.appointment.count({ where }),
    db.appointment.findMany({ where, orderBy: [{ startsAt: 'asc' }, { id: 'asc' }], take: PAID_UPCOMING_SHOWN, select: ADMIN_APPOINTMENT_SELECT }),
  ])
  return { data: rows.map((row) => toAdminAppointmentRow(row, now)), total }
}
