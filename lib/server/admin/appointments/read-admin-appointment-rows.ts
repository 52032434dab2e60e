import 'server-only'
import type { StoredAppointment } from '@/lib/appointments/appointment-state'
import { Prisma, readRows } from '../../db'

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

/**
 * A page of the admin's appointment list by id, in one statement, latest first: Prisma read its
 * nested select (payments, client, therapist and the therapist's account) with five queries, at
 * about half a millisecond of the server's CPU each (decisions 047, 048). The people's columns come
 * flat, so their dates keep their type. An integration test checks it reads what the select reads.
 */
export async function readAdminAppointmentRows(ids: string[]): Promise<AdminAppointmentStoredRow[]> {
  if (ids.length === 0) return []
  const rows = await readRows<FlatRow>(Prisma.sql`
    SELECT a.id::text AS id, a.status::text AS status, a."holdExpiresAt", a."isComplete", a."startsAt", a."endsAt",
      a."durationHours", a."amountKobo", a."createdAt",
      COALESCE((SELECT json_agg(json_build_object('status', p.status)) FROM "Payment" p WHERE p."appointmentId" = a.id), '[]'::json) AS payments,
      pu.id::text AS "patientId", pu."fullName" AS "patientName", pu.email AS "patientEmail", pu."erasedAt" AS "patientErasedAt",
      tu.id::text AS "therapistId", tu."fullName" AS "therapistName", tu.email AS "therapistEmail", tu."erasedAt" AS "therapistErasedAt"
    FROM "Appointment" a
    JOIN "User" pu ON pu.id = a."patientId"
    JOIN "User" tu ON tu.id = a."therapistId"
    WHERE a.id IN (${Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`))})
    ORDER BY a."startsAt" DESC, a.id DESC`)
  return rows.map(({ patientId, patientName, patientEmail, patientErasedAt, therapistId, therapistName, therapistEmail, therapistErasedAt, ...row }) => ({
    ...row,
    patient: { id: patientId, fullName: patientName, email: patientEmail, erasedAt: patientErasedAt },
    therapist: { user: { id: therapistId, fullName: therapistName, email: therapistEmail, erasedAt: therapistErasedAt } },
  }))
}
