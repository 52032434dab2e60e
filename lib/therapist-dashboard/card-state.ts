// The therapist's appointment card rules. Pure: the schedule page decides each
// card's state with the server's clock, the unit tests try the edges, and the mark-complete use case
// enforces the same rule on the database.
import { isCompletedSession } from '@/lib/appointments/appointment-state'

/** What the rules need of an appointment: its stored status and isComplete, and its start and end instants. */
export type CardTimes = {
  status: string
  isComplete: boolean
  startsAt: Date | string
  endsAt: Date | string
}

export type BadgeColour = 'success' | 'warning' | 'danger'

/** On the therapist schedule paid gets the success colour, pending the warning colour, anything else the error colour. */
export function statusBadgeColour(status: string): BadgeColour {
  const normalised = status.toLowerCase()
  if (normalised === 'paid') return 'success'
  if (normalised === 'pending') return 'warning'
  return 'danger'
}

const time = (value: Date | string) => new Date(value).getTime()

/** Passed when the current time is after the appointment date at slot_end. */
export function isAppointmentPassed({ endsAt }: Pick<CardTimes, 'endsAt'>, now: Date): boolean {
  return now.getTime() > time(endsAt)
}

/** Whether the session is going on now: started, not over. */
export function isInSession({ startsAt, endsAt }: Pick<CardTimes, 'startsAt' | 'endsAt'>, now: Date): boolean {
  return now.getTime() >= time(startsAt) && now.getTime() <= time(endsAt)
}

/**
 * A paid session counts as completed when the therapist marked it so, or on its
 * own once it has passed. The dashboard's "Sessions completed" figure counts the same way.
 */
export function isCountedCompleted(appointment: CardTimes, now: Date): boolean {
  return isCompletedSession({ ...appointment, endsAt: new Date(appointment.endsAt) }, now)
}

/**
 * The Mark Complete button: `none` for a booking that is not paid (a cancelled one has nothing to
 * complete), `completed` when marked or passed (disabled, reads Completed), `not-started`
 * before its start time (only a session whose start time has come can be marked), `ready`
 * otherwise.
 */
export type MarkCompleteState = 'none' | 'not-started' | 'ready' | 'completed'

export function markCompleteState(appointment: CardTimes, now: Date): MarkCompleteState {
  if (appointment.status !== 'Paid') return 'none'
  if (isCountedCompleted(appointment, now)) return 'completed'
  if (now.getTime() < time(appointment.startsAt)) return 'not-started'
  return 'ready'
}

export const MARK_COMPLETE_LABELS: Record<Exclude<MarkCompleteState, 'none'>, string> = {
  ready: 'Mark Complete',
  completed: 'Completed',
  'not-started': 'Mark Complete',
}

/** The video link shows on paid sessions still to come or going on, not once done. */
export function showsVideoLink(appointment: CardTimes & { videoLink: string | null }, now: Date): boolean {
  return appointment.status === 'Paid' && Boolean(appointment.videoLink) && !isCountedCompleted(appointment, now)
}
