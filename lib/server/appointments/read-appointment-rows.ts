import 'server-only'
import { db, Prisma } from '../db'
import type { AppointmentRow } from './appointment-dto'

type Reader = Pick<typeof db, '$queryRaw'>

/**
 * The same rows as `findMany({ select: APPOINTMENT_SELECT })`, read in one statement: Prisma reads
 * every relation of a nested select with a query of its own (eight for this one), and each query
 * costs the server about half a millisecond of CPU whatever it asks (decision 048). The relations
 * come back as JSON objects holding no dates, so they need no conversion; the appointment's own
 * columns keep their types. Enums are read as text, the strings Prisma gives.
 *
 * `where` is a parameterised condition on the appointment `a`; rows come in the order `orderBy` says.
 */
export async function readAppointmentRows(where: Prisma.Sql, orderBy: Prisma.Sql = Prisma.sql`a."startsAt"`, reader: Reader = db): Promise<AppointmentRow[]> {
  return reader.$queryRaw<AppointmentRow[]>`
    SELECT a.id::text AS id, a.status::text AS status, a."holdExpiresAt", a."isComplete", a."startsAt", a."endsAt",
      a."durationHours", a."amountKobo", a."videoLink", a."paymentReference", a."transactionReference", a."createdAt",
      a."policyFullRefundHours", a."policyLateRefundPercent", a."cancelledAt", a."cancelledBy"::text AS "cancelledBy",
      a."patientNoShowAt", a."seriesIndex", a."sessionMode"::text AS "sessionMode",
      COALESCE((SELECT json_agg(json_build_object('status', p.status)) FROM "Payment" p WHERE p."appointmentId" = a.id), '[]'::json) AS payments,
      COALESCE((SELECT json_agg(json_build_object('reference', r.reference, 'amountKobo', r."amountKobo", 'status', r.status))
        FROM (SELECT reference, "amountKobo", status FROM "Refund" WHERE "appointmentId" = a.id LIMIT 1) r), '[]'::json) AS refunds,
      (SELECT json_build_object('status', x.status) FROM "AbsenceReport" x WHERE x."appointmentId" = a.id) AS "absenceReport",
      (SELECT json_build_object('id', s.id, 'weeks', s.weeks) FROM "AppointmentSeries" s WHERE s.id = a."seriesId") AS series,
      json_build_object('id', pu.id, 'fullName', pu."fullName", 'email', pu.email) AS patient,
      json_build_object(
        'userId', t."userId", 'feeKobo', t."feeKobo", 'specialties', t.specialties, 'yearsOfExperience', t."yearsOfExperience",
        'photo', CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object('url', f.url, 'small', CASE WHEN fs.id IS NULL THEN NULL ELSE json_build_object('url', fs.url) END) END,
        'user', json_build_object('fullName', tu."fullName", 'gender', tu.gender)
      ) AS therapist
    FROM "Appointment" a
    JOIN "User" pu ON pu.id = a."patientId"
    JOIN "TherapistProfile" t ON t."userId" = a."therapistId"
    JOIN "User" tu ON tu.id = t."userId"
    LEFT JOIN "StoredFile" f ON f.id = t."photoFileId"
    LEFT JOIN "StoredFile" fs ON fs.id = f."smallFileId"
    WHERE ${where}
    ORDER BY ${orderBy}`
}

/** One appointment as APPOINTMENT_SELECT reads it, or null. */
export async function readAppointmentRow(id: string, reader: Reader = db): Promise<AppointmentRow | null> {
  const [row] = await readAppointmentRows(Prisma.sql`a.id = ${id}::uuid`, undefined, reader)
  return row ?? null
}
