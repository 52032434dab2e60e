'use client'

// CONTRACT STUB — replaced by the Monnify adapter work.

export type MonnifyCheckoutRequest = {
  apiKey: string
  contractCode: string
  isTestMode: boolean
  /** Naira. */
  amount: number
  reference: string
  customerFullName: string
  customerEmail: string
  metadata: { appointmentDate: string; therapistName: string; duration: number }
}

export type MonnifyCheckoutResult =
  | { kind: 'completed'; status: string; transactionReference?: string; message?: string }
  | { kind: 'closed'; message: string }

/** Loads Monnify's browser SDK once and opens its checkout; resolves when it completes or is closed. */
export async function payWithMonnify(request: MonnifyCheckoutRequest): Promise<MonnifyCheckoutResult> {
  void request
  throw new Error('not implemented')
}
