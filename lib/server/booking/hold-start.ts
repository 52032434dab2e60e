import 'server-only'
import { Prisma, readRows } from '../db'
import { currentHealthConsentSql } from '../consent/has-current-health-consent'
import { PUBLIC_THERAPIST_SQL } from '../therapists/public-therapist'
import type { SessionMode } from '@/lib/generated/prisma/client'

export type HoldStart = {
  consented: boolean
  /** The patient has already paid for exactly this time with this therapist (find-own-booking.ts asks the same). */
  ownBooking: boolean
  /** The therapist, when publicly listed (public-therapist.ts). */
  therapist: { userId: string; feeKobo: number; sessionModes: SessionMode[] } | null
}

/**
 * The three questions a single hold asks before any lock, in one statement rather than four Prisma
 * queries (decision 048): the health-data consent in force for the current text, the patient's own
 * paid booking of exactly this time, and the therapist if publicly listed. Each condition is the one
 * of its own module (currentHealthConsentSql, PUBLIC_THERAPIST_SQL, findOwnBooking's).
 */
export async function readHoldStart({ patientId, therapistId, startsAt, endsAt }: { patientId: string; therapistId: string; startsAt: Date; endsAt: Date }): Promise<HoldStart> {
  const [row] = await readRows<HoldStart>(Prisma.sql`
    SELECT
      ${currentHealthConsentSql(patientId)} AS consented,
      EXISTS (
        SELECT 1 FROM "Appointment" a
        WHERE a."patientId" = ${patientId}::uuid AND a."therapistId" = ${therapistId}::uuid AND a.status = 'Paid'
          AND a."startsAt" = ${startsAt.toISOString()}::timestamptz AND a."endsAt" = ${endsAt.toISOString()}::timestamptz
      ) AS "ownBooking",
      (
        SELECT json_build_object('userId', t."userId", 'feeKobo', t."feeKobo", 'sessionModes', t."sessionModes")
        FROM "TherapistProfile" t JOIN "User" u ON u.id = t."userId"
        WHERE t."userId" = ${therapistId}::uuid AND ${Prisma.join(PUBLIC_THERAPIST_SQL, ' AND ')}
      ) AS therapist`)
  return row!
}
