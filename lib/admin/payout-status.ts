// How the admin area names payouts: the transfer badges, why a therapist is not paid, and the
// sentence a run ends with. Pure: the payouts page, the therapist page, the run's answer and the
// unit tests share it.
import { formatNaira } from '@/lib/money'
import type { StatusTone } from './appointment-status'

export type PayoutStatusName = 'Pending' | 'Processing' | 'Paid' | 'Failed'

/** Failed needs someone (red); on its way amber; paid green. */
export const PAYOUT_STATUS_BADGES: Record<PayoutStatusName, { label: string; tone: StatusTone }> = {
  Pending: { label: 'Sending', tone: 'warning' },
  Processing: { label: 'Processing', tone: 'warning' },
  Paid: { label: 'Paid', tone: 'success' },
  Failed: { label: 'Failed', tone: 'danger' },
}

/** Why a therapist owed at least the minimum is not paid by a run now. */
export function payoutSkipText(reason: 'NoAccount' | 'AccountHeld' | null, heldUntilText: string | null): string {
  if (reason === 'NoAccount') return 'No payout account yet'
  if (reason === 'AccountHeld') return `Account changed: held until ${heldUntilText ?? 'tomorrow'}`
  return 'Will be paid'
}

/** "2 therapists paid (₦34,000). 1 owed therapist not paid: see Owed now." — the notice after "Run payouts". */
export function describePayoutRun({ transfers, skipped }: { transfers: { amountKobo: number; status: PayoutStatusName }[]; skipped: number }): string {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
  const paid = transfers.filter((transfer) => transfer.status === 'Paid')
  const failed = transfers.filter((transfer) => transfer.status === 'Failed').length
  const waiting = transfers.length - paid.length - failed
  const parts = [
    transfers.length === 0 ? 'Nobody was due a payout.' : `${plural(paid.length, 'therapist', 'therapists')} paid (${formatNaira(paid.reduce((total, transfer) => total + transfer.amountKobo, 0))}).`,
    waiting > 0 ? `${plural(waiting, 'transfer is', 'transfers are')} waiting for the bank.` : null,
    failed > 0 ? `${plural(failed, 'transfer', 'transfers')} failed.` : null,
    skipped > 0 ? `${plural(skipped, 'therapist', 'therapists')} owed money ${skipped === 1 ? 'was' : 'were'} not paid: see Owed now.` : null,
  ]
  return parts.filter(Boolean).join(' ')
}
