import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import { TIME_OFF_NOT_FOUND } from '@/lib/validation/time-off'
import { db } from '../db'
import { AppError } from '../errors'
import { TIME_OFF_SELECT, toTimeOffView, type TimeOffView } from './time-off-dto'
import { lagosClock } from '@/lib/time'

/** GET therapist/time-off and the time-off page: the therapist's own time off that is not over yet, soonest first. */
export async function listTimeOff({ therapistId, now = new Date() }: { therapistId: string; now?: Date }): Promise<TimeOffView[]> {
  const today = lagosClock(now).date
  const rows = await db.timeOff.findMany({
    where: { therapistId, to: { gte: new Date(`${today}T00:00:00.000Z`) } },
    orderBy: [{ from: 'asc' }, { id: 'asc' }],
    select: TIME_OFF_SELECT,
  })
  return rows.map((row) => toTimeOffView(row, today))
}

/** GET therapist/time-off/{id}: one of the therapist's own; anyone else's, an unknown or a malformed id is a 404. */
export async function viewTimeOff({ therapistId, timeOffId, now = new Date() }: { therapistId: string; timeOffId: string; now?: Date }): Promise<TimeOffView> {
  if (!isUuid(timeOffId)) throw new AppError('NOT_FOUND', TIME_OFF_NOT_FOUND)
  const row = await db.timeOff.findFirst({ where: { id: timeOffId, therapistId }, select: TIME_OFF_SELECT })
  if (!row) throw new AppError('NOT_FOUND', TIME_OFF_NOT_FOUND)
  return toTimeOffView(row, lagosClock(now).date)
}
