import 'server-only'
import type { RefundGateway } from './refund-gateway'
import { RefundGatewayError } from './refund-gateway'

/** Nigerian banks by their NIP codes, as the sandbox offers them when no Monnify account is set. */
export const SANDBOX_BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Moniepoint Microfinance Bank', code: '50515' },
  { name: 'OPay', code: '999992' },
  { name: 'United Bank for Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' },
] as const

/** The sandbox's one rule for accounts: ten digits, and 0000000000 does not exist. */
const NO_SUCH_ACCOUNT = '0000000000'

/**
 * The offline refund provider: every refund completes at once, and any ten-digit account at a listed
 * bank belongs to "Sandbox Account Holder". It plays Monnify so the flow can be used and tested
 * without one; nothing leaves the machine.
 */
export const sandboxRefundGateway: RefundGateway = {
  provider: 'Sandbox',
  needsDestination: () => false,
  async initiate() {
    return { status: 'Completed', message: 'Refunded in the sandbox' }
  },
  async status() {
    return { status: 'Completed', message: 'Refunded in the sandbox' }
  },
  async accountName({ bankCode, accountNumber }) {
    if (!SANDBOX_BANKS.some((bank) => bank.code === bankCode) || accountNumber === NO_SUCH_ACCOUNT)
      throw new RefundGatewayError('No account with that number was found at that bank.', true)
    return 'Sandbox Account Holder'
  },
  async banks() {
    return [...SANDBOX_BANKS]
  },
}
