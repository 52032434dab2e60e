import 'server-only'
import { RESCHEDULE_BLOCKS, rescheduleBlock } from '@/lib/validation/reschedule'
import { MOVE_NOT_TODAY } from '@/lib/validation/time-off'
import { lagosClock } from '@/lib/time'

/**
 * Why a therapist cannot propose moving a session, or null: the patient's own reschedule rule
 * (lib/validation/reschedule.ts), since accepting goes through it. Today's session, a passed one and
 * an unpaid one stay where they are (today's can still be cancelled with a full refund).
 */
export function moveBlock(session: { startsAt: Date; status: string }, now: Date): string | null {
  const block = rescheduleBlock({ appointmentDate: lagosClock(session.startsAt).date, status: session.status }, lagosClock(now).date)
  if (!block) return null
  return block === 'today' ? MOVE_NOT_TODAY : RESCHEDULE_BLOCKS[block]
}
