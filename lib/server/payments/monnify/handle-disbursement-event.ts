import 'server-only'
import { logWarn } from '@/lib/server/log'
import { db } from '../../db'
import { applyPayoutOutcome } from '../../payouts/apply-payout-outcome'
import { TransferGatewayError, type TransferOutcome } from '../../payouts/transfer-gateway'
import { alert, done, EventNotReady, type EventOutcome } from '../provider-event-outcome'
import { referenceOf, type EventData } from './monnify-event-data'
import { TRANSFER_REVERSED } from './monnify-transfer-answers'
import { monnifyTransferGateway } from './monnify-transfers'

export type DisbursementEventType = 'SUCCESSFUL_DISBURSEMENT' | 'FAILED_DISBURSEMENT' | 'REVERSED_DISBURSEMENT'

/**
 * SUCCESSFUL_ / FAILED_ / REVERSED_DISBURSEMENT: Monnify's word on a transfer, `eventData.reference`
 * being our payout's reference. The notification's own status is not trusted: Monnify's transfer
 * summary is asked, and what it says is applied once (applyPayoutOutcome). A reversal is the bank
 * sending a paid transfer back: the payout becomes Failed ("The bank reversed the transfer") and its
 * trigger gives the money back to the therapist's balance. Transfers from the same wallet that are
 * not payouts (made in Monnify's dashboard) are acknowledged and logged.
 */
export async function handleDisbursementEvent(eventType: DisbursementEventType, data: EventData): Promise<EventOutcome> {
  const reference = referenceOf(data.reference)
  if (!reference) return ignored(`${eventType} without a reference`)
  const payout = await db.payout.findUnique({ where: { reference }, select: { status: true } })
  if (!payout) return ignored(`${eventType} for transfer ${reference}, which is no payout here`)

  let outcome: TransferOutcome | 'unknown'
  try {
    outcome = await monnifyTransferGateway().status(reference)
  } catch (error) {
    if (error instanceof TransferGatewayError) throw new EventNotReady(`payout ${reference}: ${error.message}`, { cause: error })
    throw error
  }
  // Monnify's summary not knowing a transfer it just reported may be its own delay: asked again later.
  if (outcome === 'unknown') throw new EventNotReady(`payout ${reference}: Monnify's transfer summary does not know it yet`)
  // The notification names the reversal; a summary that has not caught up still reads SUCCESS.
  if (eventType === 'REVERSED_DISBURSEMENT') outcome = { ...outcome, status: 'Failed', message: TRANSFER_REVERSED }

  const result = await applyPayoutOutcome(reference, outcome)
  const summary = `payout ${reference}: ${outcome.status}${outcome.message ? ` (${outcome.message})` : ''}, ${result}`
  // Still in progress (PENDING, or waiting for an OTP): the drain asks the summary again.
  if (outcome.status === 'Processing') throw new EventNotReady(`${summary}; Monnify does not report it finished yet`)
  if (result === 'changed' && payout.status === 'Paid' && outcome.status === 'Failed')
    return alert(`Payout ${reference} had been paid, and Monnify now reports it failed: ${outcome.message ?? 'no reason given'}. The amount is back in the therapist's balance for the next run.`)
  return done(summary)
}

function ignored(what: string): EventOutcome {
  logWarn(`[monnify webhook] ${what}: acknowledged, nothing to change`)
  return done(`${what}: nothing to change`)
}
