import 'server-only'
import { logError, logWarn } from '@/lib/server/log'
import { applyPayoutOutcome } from './apply-payout-outcome'
import { TransferGatewayError, type TransferGateway, type TransferOutcome } from './transfer-gateway'

/** Shown on the therapist's bank statement beside the amount. */
export const PAYOUT_NARRATION = 'Alafia payout'

/** What a transfer carries: the Payout row's figures and its bank snapshot. */
export type PayoutToSend = {
  reference: string
  amountKobo: number
  bankCode: string
  accountNumber: string
  accountName: string
}

/** What became of a send: the provider's answer was applied, it said no for good, or it must be asked again. */
export type SendResult = 'answered' | 'refused' | 'unanswered'

/**
 * Sends one payout that is already in the books (a Pending Payout, committed) and applies the
 * provider's answer the way a webhook's would be (applyPayoutOutcome). Called outside any database
 * transaction: a slow provider must never hold the payout lock. When the provider cannot be reached
 * the payout stays Pending and the drain asks about it later (it may have arrived); when the
 * provider says no for good (and does not know the reference) it is Failed, and the Payout trigger
 * gives the money back to the therapist's balance. Never throws.
 */
export async function sendPayout(payout: PayoutToSend, gateway: TransferGateway, now: Date): Promise<SendResult> {
  let outcome: TransferOutcome
  let result: SendResult = 'answered'
  try {
    outcome = await gateway.send({ ...payout, narration: PAYOUT_NARRATION })
  } catch (error) {
    if (!(error instanceof TransferGatewayError && error.isFinal)) {
      logWarn(`[payout] ${payout.reference} could not be sent; the drain will ask about it: ${error instanceof Error ? error.message : String(error)}`)
      return 'unanswered'
    }
    // A refusal of a transfer sent before (by the drain) may be the provider saying it already has
    // this reference: ask before giving it up, so one on its way is never reversed in the books.
    const known = await gateway.status(payout.reference).catch(() => 'unknown' as const)
    if (known === 'unknown') {
      logWarn(`[payout] ${payout.reference} was refused: ${error.message}`)
      outcome = { status: 'Failed', message: error.message, providerReference: null }
      result = 'refused'
    } else outcome = known
  }
  try {
    await applyPayoutOutcome(payout.reference, outcome, now)
    return result
  } catch (error) {
    // The provider has answered; the drain's status poll (or the webhook) records the outcome later.
    logError(`[payout] the answer for ${payout.reference} could not be recorded`, error)
    return 'unanswered'
  }
}
