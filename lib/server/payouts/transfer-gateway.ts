import 'server-only'
import { isMonnifyConfigured } from '../config'
import type { Bank } from '../refunds/refund-gateway'

/*
 * Where payouts go: Monnify's disbursement API when its keys are set, otherwise the built-in sandbox
 * (which completes a transfer at once, so payouts work offline and in tests). The rest of the payout
 * path is the same for both (decision 035).
 */

export type { Bank }

/** What the provider says of one transfer. `Processing` until it reports an outcome. */
export type TransferStatus = 'Processing' | 'Paid' | 'Failed'
export type TransferOutcome = {
  status: TransferStatus
  /** The provider's words (why it failed), for admins; null when it gave none. */
  message: string | null
  /** The provider's own reference of the transfer (the bank reference on the statement), when known. */
  providerReference: string | null
}

export type TransferRequest = {
  /** Ours: the provider pays a reference once, whatever is retried. */
  reference: string
  amountKobo: number
  /** Shown on the therapist's bank statement. */
  narration: string
  bankCode: string
  accountNumber: string
  accountName: string
}

export interface TransferGateway {
  readonly provider: 'Monnify' | 'Sandbox'
  /** Sends a transfer. Throws TransferGatewayError when the provider could not be asked (it may or may not have it). */
  send(request: TransferRequest): Promise<TransferOutcome>
  /** What became of a transfer; 'unknown' when the provider never received that reference. */
  status(reference: string): Promise<TransferOutcome | 'unknown'>
  /**
   * The account's holder as the bank knows it; throws TransferGatewayError (final) when there is no
   * such account. `holder` is who claims it: only the sandbox uses it, to answer with that name.
   */
  accountName(account: { bankCode: string; accountNumber: string }, holder: string): Promise<string>
  banks(): Promise<Bank[]>
}

/** The provider could not be reached or refused the request. */
export class TransferGatewayError extends Error {
  constructor(
    message: string,
    /** The provider answered and said no (no such account, transfers not enabled): retrying will not help. */
    readonly isFinal = false,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'TransferGatewayError'
  }
}

export async function transferGateway(): Promise<TransferGateway> {
  if (isMonnifyConfigured()) {
    const { monnifyTransferGateway } = await import('../payments/monnify/monnify-transfers')
    return monnifyTransferGateway()
  }
  const { sandboxTransferGateway } = await import('./sandbox-transfer-gateway')
  return sandboxTransferGateway
}
