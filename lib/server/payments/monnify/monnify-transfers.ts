import 'server-only'
import { logWarn } from '@/lib/server/log'
import { config } from '../../config'
import { TransferGatewayError, type TransferGateway, type TransferOutcome } from '../../payouts/transfer-gateway'
import { RefundGatewayError } from '../../refunds/refund-gateway'
import { PaymentProviderError } from '../provider'
import { monnifyClient, type MonnifyClient } from './monnify-client'
import { isExistingTransfer, isUnknownTransfer, readTransfer, singleTransferBody } from './monnify-transfer-answers'

/*
 * Payouts through Monnify's disbursement API (docs/monnify-api.md, "Transfers"; decision 037): one
 * single transfer per payout from the wallet MONNIFY_WALLET_ACCOUNT_NUMBER, under our own reference,
 * which Monnify pays once however often it is sent. Its account validation and bank list are the
 * client's, shared with refunds. Transfers must be enabled on the Monnify account, and transfer OTP
 * turned off: with OTP on, every transfer waits (PENDING_AUTHORIZATION) for someone to type the code
 * Monnify emails.
 */

export const NO_WALLET = 'Payouts through Monnify need MONNIFY_WALLET_ACCOUNT_NUMBER, the 10-digit wallet account transfers are sent from.'
const LOG = '[monnify transfers]'

export function monnifyTransferGateway(client: MonnifyClient = monnifyClient()): TransferGateway {
  async function status(reference: string): Promise<TransferOutcome | 'unknown'> {
    const answer = await transferCall(() => client.transferSummary(reference))
    if (isUnknownTransfer(answer)) return 'unknown'
    return outcomeOf(readTransfer(answer, `the status of transfer ${reference}`), reference)
  }

  return {
    provider: 'Monnify',
    status,

    async send(request) {
      const wallet = config().MONNIFY_WALLET_ACCOUNT_NUMBER
      // A setting missing is not something a retry mends: the payout fails, with the reason for an admin.
      if (!wallet) throw new TransferGatewayError(NO_WALLET, true)
      const answer = await transferCall(() => client.initiateTransfer(singleTransferBody(request, wallet)))
      if (isExistingTransfer(answer)) {
        // Sent before (a lost answer, a retried run): what Monnify did with it is the outcome.
        const known = await status(request.reference)
        if (known === 'unknown') throw new TransferGatewayError(`Monnify says transfer ${request.reference} exists but does not report it`)
        return known
      }
      // A refusal (a 200 with requestSuccessful false, or a 4xx, in Monnify's words) throws, final.
      return outcomeOf(readTransfer(answer, `transfer ${request.reference}`), request.reference)
    },

    // Monnify answers with the bank's own name for the account; who claims it does not change that.
    accountName: (account) => asTransferError(() => client.accountName(account)),
    banks: () => asTransferError(() => client.banks()),
  }
}

function outcomeOf({ word, ...outcome }: TransferOutcome & { word: string }, reference: string): TransferOutcome {
  if (word === 'PENDING_AUTHORIZATION')
    logWarn(`${LOG} transfer ${reference} waits for an OTP (PENDING_AUTHORIZATION): turn transfer OTP off on the Monnify account for payouts through the API, or authorise it in Monnify's dashboard`)
  return outcome
}

/** Network failures, time-outs and 5xx: Monnify may or may not have the transfer; the payout asks again later. */
async function transferCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new TransferGatewayError(error.message, false, { cause: error })
    throw error
  }
}

/** The client's account calls speak the refund gateway's error (they came first): the same words and finality here. */
async function asTransferError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof RefundGatewayError) throw new TransferGatewayError(error.message, error.isFinal, { cause: error })
    throw error
  }
}
