import 'server-only'
import { therapistAppointmentsWhere } from '../appointments/visible-appointments'
import { db } from '../db'
import { THERAPIST_APPOINTMENT_SELECT, toTherapistAppointment, type TherapistAppointment } from './therapist-appointment-dto'

/** More upcoming sessions than any therapist books; beyond it the list says so rather than grow without bound. */
export const MAX_UPCOMING = 100
export const PAST_PAGE_SIZE = 12
export const MAX_PAST = 240
/** GET therapist/appointments: the upcoming ones and this many of the most recent past ones. */
export const API_PAST_LIMIT = 100

export type TherapistSchedule = {
  /** Not over yet (including a session going on now), soonest first. */
  upcoming: TherapistAppointment[]
  /** Over, most recent first. */
  past: TherapistAppointment[]
  hasMoreUpcoming: boolean
  hasMorePast: boolean
}

/**
 * The therapist's schedule: what is still to come first, soonest first, then what
 * is over, most recent first, `pastLimit` of them. Equal starts keep one order by id. The where clause
 * is the owner check: another therapist's appointments cannot appear.
 */
export async function listTherapistSchedule({
  therapistId,
  now = new Date(),
  upcomingLimit = MAX_UPCOMING,
  pastLimit = PAST_PAGE_SIZE,
}: {
  therapistId: string
  now?: Date
  upcomingLimit?: number
  pastLimit?: number
}): Promise<TherapistSchedule> {
  const where = therapistAppointmentsWhere(therapistId)
  // Passed means now is after the end; a session ending exactly now is still upcoming.
  const [upcoming, past] = await Promise.all([
    db.appointment.findMany({
      where: { AND: [where, { endsAt: { gte: now } }] },
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      take: upcomingLimit + 1,
      select: THERAPIST_APPOINTMENT_SELECT,
    }),
    db.appointment.findMany({
      where: { AND: [where, { endsAt: { lt: now } }] },
      orderBy: [{ startsAt: 'desc' }, { id: 'desc' }],
      take: pastLimit + 1,
      select: THERAPIST_APPOINTMENT_SELECT,
    }),
  ])
  return {
    upcoming: upcoming.slice(0, upcomingLimit).map((row) => toTherapistAppointment(row, now)),
    past: past.slice(0, pastLimit).map((row) => toTherapistAppointment(row, now)),
    hasMoreUpcoming: upcoming.length > upcomingLimit,
    hasMorePast: past.length > pastLimit,
  }
}
