import 'server-only'
import { DATE_NOT_AVAILABLE, publishedHoursProblem } from '@/lib/validation/booking'
import type { Prisma } from '../db'
import { AppError } from '../errors'

type Args = {
  therapistId: string
  /** Lagos date, YYYY-MM-DD. */
  date: string
  /** First hour and the hour the time ends (end exclusive). */
  from: number
  to: number
  /** The caller's field names, so a form shows the message beside the right field. */
  fields: { date: string; start: string }
}

/**
 * For every writer of AppointmentSlot rows (hold, reschedule), inside its transaction and before the
 * insert: checks that the hours are published and keeps them so until the transaction ends, by
 * reading the day's Availability row FOR SHARE.
 *
 * Why: an edit or delete of that day locks the row FOR UPDATE while it checks which hours are taken
 * (lock-own-availability.ts). A check made outside the transaction could pass just before an edit
 * removes the hour, and the slot insert then lands on an hour no longer published.
 * With this lock the two serialise: a booking that locks first is seen by the edit, which then refuses
 * to remove the hour; a booking that waits behind an edit reads the edited row (PostgreSQL re-reads a
 * row it waited for) and is refused here, with spec 5's texts.
 */
export async function lockPublishedHours(tx: Prisma.TransactionClient, { therapistId, date, from, to, fields }: Args): Promise<void> {
  const rows = await tx.$queryRaw<{ hours: number[] }[]>`
    SELECT hours FROM "Availability" WHERE "therapistId" = ${therapistId}::uuid AND "date" = ${date}::date FOR SHARE`
  const problem = publishedHoursProblem(rows[0]?.hours ?? null, from, to)
  if (problem === DATE_NOT_AVAILABLE) throw new AppError('VALIDATION', problem, { [fields.date]: [problem] })
  if (problem) throw new AppError('VALIDATION', problem, { [fields.start]: [problem] })
}
