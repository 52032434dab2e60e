// The shape of a therapist's monthly earnings statement (kobo), shared by the page, the CSV, the PDF
// and the API, and the few rules that read it. Pure: lib/server/earnings/find-earnings-statement.ts
// fills it from the ledger.

/** Pending: inside the 48 hours after the session, or held by an open dispute. Payable: owed, not yet sent.
 *  PaidOut: covered by payouts (first in, first out). Refunded: all of the payment went back. */
export type SessionEarningStatus = 'Pending' | 'Payable' | 'PaidOut' | 'Refunded'

export const SESSION_EARNING_STATUS_LABELS: Record<SessionEarningStatus, string> = {
  Pending: 'Pending',
  Payable: 'Payable',
  PaidOut: 'Paid out',
  Refunded: 'Refunded',
}

export type StatementSession = {
  appointmentId: string
  startsAt: Date
  /** First name and last initial, as reviews name a patient. */
  patient: string
  hours: number
  /** What the patient paid for the session. */
  amountPaidKobo: number
  /** Alafia's commission, less the part a refund gave back. */
  commissionKobo: number
  /** What went back to the patient. */
  refundsKobo: number
  /** The therapist's share: amount paid − commission − refunds. */
  netKobo: number
  /** The part of the net already sent to the therapist's bank. */
  paidOutKobo: number
  status: SessionEarningStatus
}

export type StatementTotals = {
  grossKobo: number
  commissionKobo: number
  refundsKobo: number
  netKobo: number
  /** pending + payable + paid out = net. */
  pendingKobo: number
  payableKobo: number
  paidOutKobo: number
}

export type StatementPayout = {
  id: string
  amountKobo: number
  status: 'Pending' | 'Processing' | 'Paid' | 'Failed'
  createdAt: Date
  completedAt: Date | null
  bankName: string
  /** Masked: only the last four digits. */
  accountNumber: string
  /** The bank's (provider's) reference for the transfer, once known. */
  bankReference: string | null
  failureReason: string | null
}

export type EarningsStatement = {
  month: string
  therapistName: string
  sessions: StatementSession[]
  totals: StatementTotals
  /** Payouts made in the month (Lagos), newest first. */
  payouts: StatementPayout[]
  /** The therapist's figures today, whatever the month. */
  overall: { balanceKobo: number; pendingKobo: number; payableKobo: number; paidOutKobo: number }
  /** 'YYYY-MM-DD' (Lagos). */
  nextPayoutDay: string
  generatedAt: Date
}

/** A session's status from its figures: all refunded, still pending, wholly paid out, or payable. */
export function sessionEarningStatus({ netKobo, paidOutKobo, isPending }: { netKobo: number; paidOutKobo: number; isPending: boolean }): SessionEarningStatus {
  if (netKobo <= 0) return 'Refunded'
  if (isPending) return 'Pending'
  return paidOutKobo >= netKobo ? 'PaidOut' : 'Payable'
}

/** The month's totals, each the sum of its sessions' figures. */
export function statementTotals(sessions: readonly StatementSession[]): StatementTotals {
  const totals: StatementTotals = { grossKobo: 0, commissionKobo: 0, refundsKobo: 0, netKobo: 0, pendingKobo: 0, payableKobo: 0, paidOutKobo: 0 }
  for (const session of sessions) {
    totals.grossKobo += session.amountPaidKobo
    totals.commissionKobo += session.commissionKobo
    totals.refundsKobo += session.refundsKobo
    totals.netKobo += session.netKobo
    if (session.status === 'Pending') totals.pendingKobo += session.netKobo
    else {
      totals.paidOutKobo += session.paidOutKobo
      totals.payableKobo += session.netKobo - session.paidOutKobo
    }
  }
  return totals
}
