import { lagosClock, lagosInstant } from '@/lib/time'

// Whether a therapist's proposal to move a session can still be answered. Pure: the patient's
// dialog, the therapist's clash list and the answers themselves decide with it.
//
// A proposal is open while it was not answered or replaced, its session is still paid and still at
// the time it was proposed from, and neither the new time nor the session's own day has begun: a
// session is never moved on its own day (the patient's reschedule has the same rule), so on that
// day the proposal lapses and only a cancellation with a full refund remains.

export type ProposalFacts = {
  status: 'Open' | 'Accepted' | 'Declined' | 'Withdrawn'
  fromStartsAt: Date
  startsAt: Date
  appointment: { status: string; startsAt: Date }
}

/** The moment the proposal lapses: the start of the session's Lagos day, or the new time's start if earlier. */
export function proposalDeadline({ startsAt, appointment }: Pick<ProposalFacts, 'startsAt' | 'appointment'>): Date {
  const sessionDay = lagosInstant(lagosClock(appointment.startsAt).date, 0)
  return sessionDay < startsAt ? sessionDay : startsAt
}

export function isProposalOpen(proposal: ProposalFacts, now: Date): boolean {
  return (
    proposal.status === 'Open' &&
    proposal.appointment.status === 'Paid' &&
    proposal.appointment.startsAt.getTime() === proposal.fromStartsAt.getTime() &&
    now < proposalDeadline(proposal)
  )
}
