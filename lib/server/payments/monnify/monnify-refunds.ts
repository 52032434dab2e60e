import 'server-only'
import type { RefundGateway } from '../../refunds/refund-gateway'
import { RefundGatewayError } from '../../refunds/refund-gateway'

// The Monnify refund gateway is being written (refunds, account validation, banks); until then a
// configured Monnify account cannot refund and says so.
export function monnifyRefundGateway(): RefundGateway {
  const unavailable = async (): Promise<never> => {
    throw new RefundGatewayError('Monnify refunds are not available yet')
  }
  return { provider: 'Monnify', needsDestination: (method) => method === 'ACCOUNT_TRANSFER', initiate: unavailable, status: unavailable, accountName: unavailable, banks: unavailable }
}
