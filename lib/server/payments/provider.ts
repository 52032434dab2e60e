import 'server-only'

/*
 * What the server learns when it asks the payment provider about one payment reference
 * (docs/decisions/012-booking-and-payment.md). Monnify's client and the offline sandbox both answer
 * this shape, so confirmation has one path whichever provider is configured.
 */
export type ProviderName = 'Monnify' | 'Sandbox'

export type ProviderTransaction = {
  provider: ProviderName
  /** PAID is the only status that confirms a booking; OVERPAID also covers the amount due. */
  status: 'PAID' | 'OVERPAID' | 'PARTIALLY_PAID' | 'PENDING' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'NOT_FOUND'
  /** The reference the provider holds the payment under: must equal the one asked about. */
  paymentReference: string
  transactionReference: string | null
  /** What the customer paid, in kobo (0 when nothing was paid). */
  amountPaidKobo: number
  currency: string
  paidAt: Date | null
  /** How it was paid, as the provider names it (Monnify: CARD, ACCOUNT_TRANSFER, USSD, PHONE_NUMBER); null when unknown. A transfer is refunded only to an account the payer names. */
  paymentMethod: string | null
}

export interface PaymentVerifier {
  readonly provider: ProviderName
  /** Asks the provider; never trusts what a browser reported. Throws PaymentProviderError when the provider cannot be reached. */
  verify(paymentReference: string): Promise<ProviderTransaction>
}

/** The provider could not answer (network, 5xx, bad credentials): the caller answers 503 and may retry. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PaymentProviderError'
  }
}
