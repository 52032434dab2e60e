// When a therapist's earnings may be paid out, once (decision 035). Pure: the server's balance query
// and the statement both take their cut-off from here.

/** A session's money is held this long after it ends, so a patient can report a therapist who did not come. */
export const PAYABLE_AFTER_HOURS = 48

const HOUR_MS = 3_600_000

/** When a session that ends at `endsAt` becomes payable (unless a dispute about it is open). */
export function payableFrom(endsAt: Date): Date {
  return new Date(endsAt.getTime() + PAYABLE_AFTER_HOURS * HOUR_MS)
}

/** Sessions ending after this instant are still pending at `now`. */
export function pendingCutoff(now: Date): Date {
  return new Date(now.getTime() - PAYABLE_AFTER_HOURS * HOUR_MS)
}

/** Pending until 48 hours after the end, and for as long as a report that the therapist did not come is open. */
export function isPending({ endsAt, disputeOpen }: { endsAt: Date; disputeOpen: boolean }, now: Date): boolean {
  return disputeOpen || payableFrom(endsAt).getTime() > now.getTime()
}
