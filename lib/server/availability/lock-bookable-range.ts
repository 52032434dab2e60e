import 'server-only'
import { RANGE_PROBLEM_MESSAGES, rangeProblem, takenHoursOf, withoutDaysOff, type RangeProblem } from '@/lib/availability/free-hours'
import { lagosInstant } from '@/lib/time'
import type { Prisma } from '../db'
import { AppError } from '../errors'
import { findDaysOff } from '../time-off/days-off'
import { findTakenSlots } from './taken-hours'

type Args = {
  therapistId: string
  /** Lagos date, YYYY-MM-DD. */
  date: string
  /** First hour and the hour the time ends (end exclusive). */
  from: number
  to: number
  now?: Date
  /** Appointments whose hours count as free here (see findTakenSlots). */
  ignore?: Prisma.AppointmentWhereInput
}

/**
 * For every writer of AppointmentSlot rows (hold, reschedule, a late payment taking its hours again),
 * inside its transaction and before the insert: whether the range is wholly bookable
 * (lib/availability/free-hours.ts), with the day's published hours kept so until the transaction
 * ends, by reading its Availability row FOR SHARE. The slot keys stay the final word on taken hours.
 *
 * Why the lock: an edit or delete of that day locks the row FOR UPDATE while it checks which hours
 * are taken (lock-own-availability.ts). A check made outside the transaction could pass just before
 * an edit removes the hour, and the slot insert then lands on an hour no longer published.
 * With this lock the two serialise: a booking that locks first is seen by the edit, which then refuses
 * to remove the hour; a booking that waits behind an edit reads the edited row (PostgreSQL re-reads a
 * row it waited for) and is refused here, with RANGE_PROBLEM_MESSAGES.
 */
export async function findRangeProblem(tx: Prisma.TransactionClient, { therapistId, date, from, to, now = new Date(), ignore }: Args): Promise<RangeProblem | null> {
  const rows = await tx.$queryRaw<{ hours: number[] }[]>`
    SELECT hours FROM "Availability" WHERE "therapistId" = ${therapistId}::uuid AND "date" = ${date}::date FOR SHARE`
  const slots = await findTakenSlots(tx, { therapistIds: [therapistId], from: lagosInstant(date, from), to: lagosInstant(date, to), now, ignore })
  // A day of time off publishes nothing; taking time off locks this same row FOR UPDATE, so the two serialise.
  const daysOff = await findDaysOff(tx, { therapistIds: [therapistId], from: date, to: date })
  const [day] = withoutDaysOff(rows.map((row) => ({ date, hours: row.hours })), daysOff.get(therapistId)!)
  return rangeProblem({ date, from, to, published: day?.hours ?? null, taken: takenHoursOf(slots.map((slot) => slot.startsAt)), now })
}

/**
 * findRangeProblem, refusing a range that is not bookable: 400 with RANGE_PROBLEM_MESSAGES beside the caller's
 * own fields (`fields` names them, so a form shows the message in the right place), or SLOT_TAKEN (409).
 */
export async function lockBookableRange(tx: Prisma.TransactionClient, { fields, ...args }: Args & { fields: { date: string; start: string } }): Promise<void> {
  const problem = await findRangeProblem(tx, args)
  if (!problem) return
  const message = RANGE_PROBLEM_MESSAGES[problem]
  if (problem === 'taken') throw new AppError('SLOT_TAKEN', message)
  throw new AppError('VALIDATION', message, { [problem === 'date' ? fields.date : fields.start]: [message] })
}
