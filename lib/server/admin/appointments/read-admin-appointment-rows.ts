import 'server-only'
import type { StoredAppointment } from '@/lib/appointments/appointment-state'
import { Prisma, readRows } from '../../db'
import { listOrderSql } from '../dashboard/capped-window'
import { splitPageRows } from '../dashboard/page-rows'

/** An appointment as the admin list's `select` reads it (list-admin-appointments.ts). */
export type AdminAppointmentStoredRow = StoredAppointment & {
  id: string
  startsAt: Date
  durationHours: number
  amountKobo: number
  createdAt: Date
  patient: StoredPerson
  therapist: { user: StoredPerson }
}

type StoredPerson = { id: string; fullName: string; email: string; erasedAt: Date | null }

type FlatRow = Omit<AdminAppointmentStoredRow, 'patient' | 'therapist'> & {
  patientId: string
  patientName: string
  patientEmail: string
  patientErasedAt: Date | null
  therapistId: string
  therapistName: string
  therapistEmail: string
  therapistErasedAt: Date | null
}

/** A row's columns, the people's flat so their dates keep their type (`a` the appointment, `pu` the client, `tu` the therapist's account). */
const ROW_COLUMNS = Prisma.sql`a.id::text AS id, a.status::text AS status, a."holdExpiresAt", a."isComplete", a."startsAt", a."endsAt",
      a."durationHours", a."amountKobo", a."createdAt",
      COALESCE((SELECT json_agg(json_build_object('status', p.status)) FROM "Payment" p WHERE p."appointmentId" = a.id), '[]'::json) AS payments,
      pu.id::text AS "patientId", pu."fullName" AS "patientName", pu.email AS "patientEmail", pu."erasedAt" AS "patientErasedAt",
      tu.id::text AS "therapistId", tu."fullName" AS "therapistName", tu.email AS "therapistEmail", tu."erasedAt" AS "therapistErasedAt"`

/** The list's order (capped-window.ts), `a` the appointment. */
const ROW_ORDER = listOrderSql('Appointment', 'a')

/**
 * A page of the admin's appointment list by id, in one statement, latest first: Prisma read its
 * nested select (payments, client, therapist and the therapist's account) with five queries, at
 * about half a millisecond of the server's CPU each (decisions 047, 048). An integration test
 * checks it reads what the select reads.
 */
export async function readAdminAppointmentRows(ids: string[]): Promise<AdminAppointmentStoredRow[]> {
  if (ids.length === 0) return []
  const rows = await readRows<FlatRow>(Prisma.sql`
    SELECT ${ROW_COLUMNS}
    FROM "Appointment" a
    JOIN "User" pu ON pu.id = a."patientId"
    JOIN "User" tu ON tu.id = a."therapistId"
    WHERE a.id IN (${Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`))})
    ORDER BY ${ROW_ORDER}`)
  return rows.map(nested)
}

/**
 * The same rows for a window of ids given as common table expressions (`windowCtes` defines
 * `window_ids`, a column "id"), with the page's total beside them (`totalSql`, one number, may read
 * those expressions): one statement where the count, the window and the rows were three (decision
 * 059). An empty window still answers the total.
 */
export async function readAdminAppointmentPage({ windowCtes, totalSql }: { windowCtes: Prisma.Sql; totalSql: Prisma.Sql }): Promise<{ rows: AdminAppointmentStoredRow[]; total: number }> {
  const found = await readRows<Omit<FlatRow, 'id'> & { id: string | null; total: number }>(Prisma.sql`
    WITH ${windowCtes}
    SELECT (${totalSql})::int AS "total", ${ROW_COLUMNS}
    FROM (SELECT 1) one
    LEFT JOIN window_ids w ON true
    LEFT JOIN "Appointment" a ON a.id = w.id
    LEFT JOIN "User" pu ON pu.id = a."patientId"
    LEFT JOIN "User" tu ON tu.id = a."therapistId"
    ORDER BY ${ROW_ORDER}`)
  const { rows, total } = splitPageRows(found)
  return { rows: rows.map(nested), total }
}

function nested({ patientId, patientName, patientEmail, patientErasedAt, therapistId, therapistName, therapistEmail, therapistErasedAt, ...row }: FlatRow): AdminAppointmentStoredRow {
  return {
    ...row,
    patient: { id: patientId, fullName: patientName, email: patientEmail, erasedAt: patientErasedAt },
    therapist: { user: { id: therapistId, fullName: therapistName, email: therapistEmail, erasedAt: therapistErasedAt } },
  }
}
