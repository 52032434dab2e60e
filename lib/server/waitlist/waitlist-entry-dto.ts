import 'server-only'
import { dateKeyOf } from '../availability/availability-dto'
import { db, type Prisma } from '../db'
import { PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'

/** What a patient sees of one of their waits (API and profile). */
export type WaitlistEntry = {
  _id: string
  therapistId: string
  therapistName: string
  /** Whether the therapist is listed now (verified, not blocked): only then does their page open and do notices go out. */
  isTherapistListed: boolean
  /** Lagos date YYYY-MM-DD, or null for any time. */
  date: string | null
  /** ISO instants. */
  createdAt: string
  expiresAt: string
}

export const WAITLIST_ENTRY_SELECT = {
  id: true,
  therapistId: true,
  date: true,
  createdAt: true,
  expiresAt: true,
  therapist: { select: { user: { select: { fullName: true } } } },
} as const satisfies Prisma.WaitlistEntrySelect

type Row = Prisma.WaitlistEntryGetPayload<{ select: typeof WAITLIST_ENTRY_SELECT }>

/** The rows as the patient sees them; whether each therapist is listed is asked with the public rule itself. */
export async function toWaitlistEntries(rows: Row[]): Promise<WaitlistEntry[]> {
  const therapistIds = [...new Set(rows.map((row) => row.therapistId))]
  const listed = therapistIds.length
    ? new Set((await db.therapistProfile.findMany({ where: { ...PUBLIC_THERAPIST_WHERE, userId: { in: therapistIds } }, select: { userId: true } })).map((t) => t.userId))
    : new Set<string>()
  return rows.map((row) => ({
    _id: row.id,
    therapistId: row.therapistId,
    therapistName: row.therapist.user.fullName,
    isTherapistListed: listed.has(row.therapistId),
    date: row.date ? dateKeyOf(row.date) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }))
}
