// Which sessions a patient may review: one rule, used by the review module before it writes (and its
// clear 400s), by the profile dialog and the rating page to offer the form, and by the email that asks
// for a review. The database's trigger on "Review" holds the same rule as the last line. Pure.

export const REVIEW_PROBLEMS = {
  notPaid: 'Only a paid session can be reviewed.',
  cancelled: 'A cancelled session cannot be reviewed.',
  notEnded: 'You can rate this session once it has ended.',
  noShow: 'You were marked absent from this session, so it cannot be reviewed.',
} as const

export type ReviewableSession = {
  /** The stored status: Pending, Paid, Cancelled or Expired. */
  status: string
  endsAt: Date | string
  /** The therapist marked the patient absent. */
  markedNoShow: boolean
}

/**
 * Why this session cannot be reviewed, or null when it can: a Paid session (a cancelled or unpaid
 * one never) whose end has passed and whose patient was not marked absent. Once per appointment is
 * the database's unique key, not this rule.
 */
export function reviewProblem(session: ReviewableSession, now: Date): string | null {
  if (session.status === 'Cancelled') return REVIEW_PROBLEMS.cancelled
  if (session.status !== 'Paid') return REVIEW_PROBLEMS.notPaid
  if (session.markedNoShow) return REVIEW_PROBLEMS.noShow
  if (new Date(session.endsAt).getTime() > now.getTime()) return REVIEW_PROBLEMS.notEnded
  return null
}

export const canReviewSession = (session: ReviewableSession, now: Date) => reviewProblem(session, now) === null
