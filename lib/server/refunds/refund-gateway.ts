import 'server-only'
import { isMonnifyConfigured } from '../config'

/*
 * Where refunds go: Monnify's refund API when its keys are set, otherwise the built-in sandbox (which
 * completes a refund at once, so the whole flow works offline and in tests). The rest of the refund
 * path is the same for both.
 */

/** What the provider says of one refund. `Processing` until it reports an outcome. */
export type GatewayRefundStatus = 'Processing' | 'Completed' | 'Failed'
export type GatewayRefund = { status: GatewayRefundStatus; message: string | null }

export type RefundRequest = {
  /** Ours: the provider refunds a reference once, whatever is retried. */
  reference: string
  /** The provider's reference of the payment being refunded. */
  transactionReference: string
  amountKobo: number
  reason: string
  /** Shown on the customer's bank statement. */
  customerNote: string
  destination: { accountNumber: string; bankCode: string } | null
}

export type Bank = { name: string; code: string }

export interface RefundGateway {
  readonly provider: 'Monnify' | 'Sandbox'
  /** Whether a payment made this way can only be refunded to an account the customer names. */
  needsDestination(paymentMethod: string | null): boolean
  initiate(request: RefundRequest): Promise<GatewayRefund>
  status(reference: string): Promise<GatewayRefund>
  /** The account's holder as the bank knows it; throws RefundGatewayError when there is no such account. */
  accountName(account: { bankCode: string; accountNumber: string }): Promise<string>
  banks(): Promise<Bank[]>
}

/** The provider could not be reached or refused the request: the refund stays to be retried. */
export class RefundGatewayError extends Error {
  constructor(
    message: string,
    /** The provider answered and said no (a bad account, refunds not enabled): retrying will not help. */
    readonly isFinal = false,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'RefundGatewayError'
  }
}

export async function refundGateway(): Promise<RefundGateway> {
  if (isMonnifyConfigured()) {
    const { monnifyRefundGateway } = await import('../payments/monnify/monnify-refunds')
    return monnifyRefundGateway()
  }
  const { sandboxRefundGateway } = await import('./sandbox-refund-gateway')
  return sandboxRefundGateway
}
