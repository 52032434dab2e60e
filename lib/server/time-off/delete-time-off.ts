import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import { TIME_OFF_NOT_FOUND, TIME_OFF_PASSED_NO_REMOVE, TIME_OFF_REMOVED } from '@/lib/validation/time-off'
import { lockTherapistSchedule } from '../availability/lock-therapist-schedule'
import { db } from '../db'
import { AppError } from '../errors'
import { lagosClock } from '@/lib/time'

/**
 * DELETE therapist/time-off/{id} and Remove on the time-off page: the days take hours again, but the
 * hours the time off removed are not put back (the therapist publishes what they want in the
 * planner; guessing would publish hours they may no longer keep). Refused: another therapist's or
 * an unknown id (404), a time off that is over (409: it stays as history). Under the schedule lock,
 * like taking time off.
 */
export async function deleteTimeOff({ therapistId, timeOffId, now = new Date() }: { therapistId: string; timeOffId: string; now?: Date }): Promise<{ message: string }> {
  if (!isUuid(timeOffId)) throw new AppError('NOT_FOUND', TIME_OFF_NOT_FOUND)
  const today = lagosClock(now).date
  await db.$transaction(async (tx) => {
    await lockTherapistSchedule(tx, therapistId)
    const row = await tx.timeOff.findFirst({ where: { id: timeOffId, therapistId }, select: { id: true, to: true } })
    if (!row) throw new AppError('NOT_FOUND', TIME_OFF_NOT_FOUND)
    if (row.to.toISOString().slice(0, 10) < today) throw new AppError('CONFLICT', TIME_OFF_PASSED_NO_REMOVE)
    // Its TimeOffDay rows go with it (the foreign key cascades).
    await tx.timeOff.delete({ where: { id: row.id } })
  })
  return { message: TIME_OFF_REMOVED }
}
