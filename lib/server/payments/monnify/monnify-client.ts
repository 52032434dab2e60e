import 'server-only'
import type { PaymentVerifier, ProviderTransaction } from '../provider'

// CONTRACT STUB — replaced by the Monnify adapter work.
export type MonnifyOptions = { baseUrl: string; apiKey: string; secretKey: string; contractCode: string; fetchImpl?: typeof fetch }

export class MonnifyClient implements PaymentVerifier {
  readonly provider = 'Monnify' as const
  constructor(readonly options: MonnifyOptions) {}
  async verify(paymentReference: string): Promise<ProviderTransaction> {
    throw new Error(`not implemented: ${paymentReference}`)
  }
}

export function monnifyClient(): MonnifyClient {
  throw new Error('not implemented')
}
