import 'server-only'
import type { TransferGateway } from '../../payouts/transfer-gateway'

// Placeholder until the Monnify disbursement client lands (issue 22, payout account and transfers).
export function monnifyTransferGateway(): TransferGateway {
  throw new Error('Monnify transfers are not built yet')
}
