import 'server-only'
import { DATE_NOT_AVAILABLE, HOURS_NOT_AVAILABLE } from '@/lib/validation/booking'
import { db } from '../db'
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

/** Spec 5: a new or moved appointment must lie wholly inside hours the therapist published for that date. */
export async function assertHoursPublished({ therapistId, date, from, to, fields }: Args): Promise<void> {
  const day = await db.availability.findUnique({
    where: { therapistId_date: { therapistId, date: new Date(`${date}T00:00:00.000Z`) } },
    select: { hours: true },
  })
  if (!day) throw new AppError('VALIDATION', DATE_NOT_AVAILABLE, { [fields.date]: [DATE_NOT_AVAILABLE] })
  const published = new Set(day.hours)
  for (let hour = from; hour < to; hour++)
    if (!published.has(hour)) throw new AppError('VALIDATION', HOURS_NOT_AVAILABLE, { [fields.start]: [HOURS_NOT_AVAILABLE] })
}
