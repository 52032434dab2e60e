import 'server-only'
import { startsForDuration, type StartsOfDay } from '@/lib/availability/free-hours'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_NOT_FOUND } from '@/lib/validation/reschedule'
import { findTherapistHours } from '../availability/find-therapist-hours'
import { db } from '../db'
import { AppError } from '../errors'
import { moveBlock } from './move-block'
import { lagosClock } from '@/lib/time'

export type MoveOptions = {
  /** Hours: the new time keeps the session's length. */
  duration: number
  /** Why the session cannot be moved, or null. */
  block: string | null
  /** The free times it can move to, per day (none when blocked). */
  days: StartsOfDay[]
}

type Args = { therapistId: string; appointmentId: string; avoid?: { from: string; to: string }; now?: Date }

/**
 * Where one of the therapist's own paid sessions can move: their free published hours from today on
 * (lib/availability/free-hours.ts; days off never count), whole for the session's length, not its
 * current time, and outside `avoid` (the days being taken off). The session's own hours count as
 * free, since the move releases them. Anyone else's session: 404.
 */
export async function findMoveOptions({ therapistId, appointmentId, avoid, now = new Date() }: Args): Promise<MoveOptions> {
  if (!isUuid(appointmentId)) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const session = await db.appointment.findFirst({ where: { id: appointmentId, therapistId }, select: { id: true, status: true, startsAt: true, durationHours: true } })
  if (!session) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  const block = moveBlock(session, now)
  if (block) return { duration: session.durationHours, block, days: [] }

  const hours = await findTherapistHours(db, { therapistIds: [therapistId], fromDate: lagosClock(now).date, now, ignore: { id: session.id } })
  const { days, taken } = hours.get(therapistId)!
  const outside = avoid ? days.filter((day) => day.date < avoid.from || day.date > avoid.to) : days
  return { duration: session.durationHours, block: null, days: startsForDuration({ days: outside, taken, duration: session.durationHours, now, except: session.startsAt }) }
}
