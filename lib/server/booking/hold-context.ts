import 'server-only'
import type { Prisma } from '../db'
import type { OwnHold } from './own-holds'

/** A lapsed hold whose slot rows still sit on the hours asked for (release-expired-holds.ts clears them). */
export type LingeringSlot = { appointmentId: string; seriesId: string | null }

/** An active appointment of the patient owning one of the hours asked for: the patient cannot be in two sessions at once. */
export type OwnOverlapCandidate = { id: string; startsAt: Date; endsAt: Date; isPaid: boolean; therapistName: string }

export type HoldContext = {
  /** The patient's holds still running, in start order (own-holds.ts). */
  mine: OwnHold[]
  /** When the patient first held these hours of this therapist within the re-hold window (hold-deadline.ts), or null. */
  firstHeldAt: Date | null
  lingering: LingeringSlot[]
  overlaps: OwnOverlapCandidate[]
}

type Args = { patientId: string; therapistId: string; startsAt: Date; endsAt: Date; hours: Date[]; heldSince: Date; now: Date }

type Row = {
  mine: (Omit<OwnHold, 'startsAt' | 'endsAt' | 'holdExpiresAt'> & { startsAt: number; endsAt: number; holdExpiresAt: number })[]
  firstHeldAt: Date | null
  lingering: LingeringSlot[]
  overlaps: (Omit<OwnOverlapCandidate, 'startsAt' | 'endsAt'> & { startsAt: number; endsAt: number })[]
}

/**
 * What a single hold reads under the patient's hold lock, in one statement rather than five Prisma
 * queries (each costs the server about half a millisecond of CPU whatever it asks: decision 048):
 * the patient's live holds, the first hold of these hours for the deadline, the lapsed holds lingering
 * on these hours, and the patient's active appointments owning one of them. The conditions are those
 * of findOwnLiveHolds, holdDeadline, releaseExpiredHolds and findOwnOverlap; the caller applies the
 * same rules to the answer. Times inside JSON travel as epoch milliseconds (the columns keep
 * milliseconds), so no date is parsed from text.
 */
export async function readHoldContext(tx: Prisma.TransactionClient, { patientId, therapistId, startsAt, endsAt, hours, heldSince, now }: Args): Promise<HoldContext> {
  const at = now.toISOString()
  const hourList = hours.map((hour) => hour.toISOString())
  const [row] = await tx.$queryRaw<Row[]>`
    SELECT
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', a.id, 'seriesId', a."seriesId", 'therapistId', a."therapistId",
          'startsAt', round(extract(epoch FROM a."startsAt") * 1000), 'endsAt', round(extract(epoch FROM a."endsAt") * 1000),
          'durationHours', a."durationHours", 'paymentReference', a."paymentReference", 'amountKobo', a."amountKobo",
          'holdExpiresAt', round(extract(epoch FROM a."holdExpiresAt") * 1000)
        ) ORDER BY a."startsAt")
        FROM "Appointment" a
        WHERE a."patientId" = ${patientId}::uuid AND a.status = 'Pending' AND a."holdExpiresAt" > ${at}::timestamptz
      ), '[]'::json) AS mine,
      (
        SELECT min(a."createdAt") FROM "Appointment" a
        WHERE a."patientId" = ${patientId}::uuid AND a."therapistId" = ${therapistId}::uuid
          AND a."startsAt" < ${endsAt.toISOString()}::timestamptz AND a."endsAt" > ${startsAt.toISOString()}::timestamptz
          AND a."holdExpiresAt" IS NOT NULL AND a."createdAt" > ${heldSince.toISOString()}::timestamptz AND a.status <> 'Paid'
      ) AS "firstHeldAt",
      COALESCE((
        SELECT json_agg(json_build_object('appointmentId', s."appointmentId", 'seriesId', a."seriesId"))
        FROM "AppointmentSlot" s JOIN "Appointment" a ON a.id = s."appointmentId"
        WHERE (s."therapistId" = ${therapistId}::uuid OR s."patientId" = ${patientId}::uuid)
          AND s."startsAt" = ANY(${hourList}::timestamptz[])
          AND a.status = 'Pending' AND a."holdExpiresAt" <= ${at}::timestamptz
      ), '[]'::json) AS lingering,
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', a.id, 'startsAt', round(extract(epoch FROM a."startsAt") * 1000), 'endsAt', round(extract(epoch FROM a."endsAt") * 1000),
          'isPaid', a.status = 'Paid', 'therapistName', u."fullName"
        ))
        FROM "Appointment" a JOIN "User" u ON u.id = a."therapistId"
        WHERE a."patientId" = ${patientId}::uuid
          AND (a.status = 'Paid' OR (a.status = 'Pending' AND a."holdExpiresAt" > ${at}::timestamptz))
          AND EXISTS (SELECT 1 FROM "AppointmentSlot" s WHERE s."appointmentId" = a.id AND s."patientId" = ${patientId}::uuid AND s."startsAt" = ANY(${hourList}::timestamptz[]))
      ), '[]'::json) AS overlaps`
  return {
    mine: row!.mine.map((hold) => ({ ...hold, startsAt: new Date(hold.startsAt), endsAt: new Date(hold.endsAt), holdExpiresAt: new Date(hold.holdExpiresAt) })),
    firstHeldAt: row!.firstHeldAt,
    lingering: row!.lingering,
    overlaps: row!.overlaps.map((other) => ({ ...other, startsAt: new Date(other.startsAt), endsAt: new Date(other.endsAt) })),
  }
}
