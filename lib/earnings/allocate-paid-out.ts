// Which sessions the money already sent to a therapist paid for. Payouts send a total, not a list of
// sessions, so the statement allocates the therapist's total paid out to their sessions first in,
// first out: the session that became payable first is paid out first. The allocation is recomputed
// from the ledger every time, so a refund after a payout (which lowers that session's net) moves the
// excess on to the next payable session, as the next payout deducts it. Pure.

export type AllocatableSession = {
  id: string
  /** The therapist's share of the session less refunds (kobo, the sum of its TherapistPayable entries). */
  netKobo: number
  /** When it became payable; null while it is still pending (those are never paid out). */
  payableAt: Date | null
  /** Breaks ties between sessions that became payable at the same instant. */
  startsAt: Date
}

export type PaidOutAllocation = {
  /** Kobo of each session's net already paid out (0 for the sessions not reached). */
  paidOutKobo: Map<string, number>
  /** Paid out beyond every payable session's net: money paid for a session refunded afterwards. */
  unallocatedKobo: number
}

export function allocatePaidOut(sessions: readonly AllocatableSession[], totalPaidOutKobo: number): PaidOutAllocation {
  const order = sessions
    .filter((session) => session.payableAt !== null && session.netKobo > 0)
    .sort((a, b) => a.payableAt!.getTime() - b.payableAt!.getTime() || a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const paidOutKobo = new Map<string, number>(sessions.map((session) => [session.id, 0]))
  let left = Math.max(0, totalPaidOutKobo)
  for (const session of order) {
    if (left === 0) break
    const share = Math.min(left, session.netKobo)
    paidOutKobo.set(session.id, share)
    left -= share
  }
  return { paidOutKobo, unallocatedKobo: left }
}
