import 'server-only'
import { SANDBOX_BANKS } from '../refunds/sandbox-refund-gateway'
import { TransferGatewayError, type TransferGateway } from './transfer-gateway'

/** The sandbox's accounts: ten digits; 0000000000 does not exist and 9999999999 is someone else's. */
export const SANDBOX_NO_SUCH_ACCOUNT = '0000000000'
export const SANDBOX_STRANGERS_ACCOUNT = '9999999999'
export const SANDBOX_STRANGER = 'Sandbox Account Holder'

/**
 * The offline payout provider: every transfer is paid at once, and any other ten-digit account at a
 * listed bank belongs to whoever claims it. It plays Monnify so that payouts can be used and tested
 * without one; nothing leaves the machine.
 */
export const sandboxTransferGateway: TransferGateway = {
  provider: 'Sandbox',
  async send({ reference }) {
    return { status: 'Paid', message: 'Paid in the sandbox', providerReference: `SANDBOX-${reference}` }
  },
  async status(reference) {
    return { status: 'Paid', message: 'Paid in the sandbox', providerReference: `SANDBOX-${reference}` }
  },
  async accountName({ bankCode, accountNumber }, holder) {
    if (!SANDBOX_BANKS.some((bank) => bank.code === bankCode) || accountNumber === SANDBOX_NO_SUCH_ACCOUNT)
      throw new TransferGatewayError('No account with that number was found at that bank.', true)
    return accountNumber === SANDBOX_STRANGERS_ACCOUNT ? SANDBOX_STRANGER : holder.toUpperCase()
  },
  async banks() {
    return [...SANDBOX_BANKS]
  },
}
