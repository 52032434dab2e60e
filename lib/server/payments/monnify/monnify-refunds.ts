import 'server-only'
import type { RefundGateway } from '../../refunds/refund-gateway'
import { monnifyClient, type MonnifyClient } from './monnify-client'

/**
 * Refunds through Monnify's refund API, with its account validation and bank list for refunds that
 * need a destination. Monnify does not refund to the virtual account a bank transfer was paid into
 * (developers.monnify.com, "Refunds"): a transfer is refunded only to an account the payer names.
 * Refunds must be enabled on the merchant account; until they are, Monnify refuses them (final).
 */
export function monnifyRefundGateway(client: MonnifyClient = monnifyClient()): RefundGateway {
  return {
    provider: 'Monnify',
    needsDestination: (paymentMethod) => paymentMethod?.trim().toUpperCase() === 'ACCOUNT_TRANSFER',
    initiate: (request) => client.initiateRefund(request),
    status: (reference) => client.refundStatus(reference),
    accountName: (account) => client.accountName(account),
    banks: () => client.banks(),
  }
}
