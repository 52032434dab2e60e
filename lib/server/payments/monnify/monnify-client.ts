import 'server-only'
import { config } from '../../config'
import { RefundGatewayError, type Bank, type GatewayRefund, type RefundRequest } from '../../refunds/refund-gateway'
import { PaymentProviderError, type PaymentVerifier, type ProviderTransaction } from '../provider'
import { answerMessage, isSuccess, MonnifyApi, type MonnifyAnswer } from './monnify-api'
import { initiateRefundBody, isExistingReference, isUnknownRefund, NO_SUCH_ACCOUNT, readAccountName, readBanks, readRefund } from './monnify-refund-answers'
import { notFoundTransaction, toMonnifyTransaction, toProviderTransaction, type MonnifyTransaction, type MonnifyTransactionBody } from './monnify-transaction'

export type { MonnifyOptions } from './monnify-api'

/*
 * The calls we make to Monnify (docs/monnify-api.md has each shape and its source):
 *   GET  /api/v2/merchant/transactions/query?paymentReference=…    is this payment reference paid?
 *   GET  /api/v2/transactions/{transactionReference}                the same, by Monnify's own reference
 *   POST /api/v1/refunds/initiate-refund                            send money back
 *   GET  /api/v1/refunds/{refundReference}                          what became of a refund
 *   GET  /api/v1/disbursements/account/validate?accountNumber=&bankCode=   whose account is this?
 *   GET  /api/v1/banks                                              the banks Monnify pays into
 *   POST /api/v2/disbursements/single                               pay a therapist (monnify-transfers.ts reads the answer)
 *   GET  /api/v2/disbursements/single/summary?reference=            what became of that transfer
 */

/** Monnify's own words for a reference it never saw (it answers 404, or 200/400 with requestSuccessful false). */
const NOT_FOUND_MESSAGE = /could not find|not found|does not exist|no transaction/i
/** Banks change rarely and the list is public: asked once an hour at most. */
const BANKS_TTL_MS = 60 * 60_000
const ACCOUNT_NUMBER = /^\d{10}$/
const BANK_CODE = /^\d{3,6}$/

export class MonnifyClient extends MonnifyApi implements PaymentVerifier {
  readonly provider = 'Monnify' as const
  #banks: { list: Bank[]; until: number } | null = null
  #banksLoading: Promise<Bank[]> | null = null

  async verify(paymentReference: string): Promise<ProviderTransaction> {
    const path = `/api/v2/merchant/transactions/query?paymentReference=${encodeURIComponent(paymentReference)}`
    const answer = await this.call('GET', path, 'querying a transaction')
    if (isUnknownTransaction(answer)) return notFoundTransaction(paymentReference)
    return toProviderTransaction(transactionBody(answer))
  }

  /** A transaction by Monnify's transactionReference (a notification whose paymentReference is not ours, a reversal). */
  async transaction(transactionReference: string): Promise<MonnifyTransaction> {
    const answer = await this.call('GET', `/api/v2/transactions/${encodeURIComponent(transactionReference)}`, 'querying a transaction by its reference')
    if (isUnknownTransaction(answer)) return { ...notFoundTransaction(''), transactionReference, monnifyStatus: 'NOT_FOUND' }
    return toMonnifyTransaction(transactionBody(answer))
  }

  /**
   * Asks Monnify to refund. The refundReference is ours and Monnify refunds one reference once, so a
   * retry after a lost answer is safe: when Monnify says it already has that reference, its status
   * is read instead.
   */
  async initiateRefund(request: RefundRequest): Promise<GatewayRefund> {
    const answer = await refundCall(() => this.call('POST', '/api/v1/refunds/initiate-refund', 'sending a refund', initiateRefundBody(request)))
    if (isExistingReference(answer)) return this.refundStatus(request.reference)
    return readRefund(answer, 'the refund')
  }

  async refundStatus(reference: string): Promise<GatewayRefund> {
    const answer = await refundCall(() => this.call('GET', `/api/v1/refunds/${encodeURIComponent(reference)}`, 'asking about a refund'))
    // Final: the drain sends a refund Monnify never received again (the reference keeps it single).
    if (isUnknownRefund(answer)) throw new RefundGatewayError(`Monnify has no refund ${reference}${answerMessage(answer) ? `: ${answerMessage(answer)}` : ''}`, true)
    return readRefund(answer, 'the refund status')
  }

  /** The holder's name of a Nigerian account (NUBAN), as its bank knows it. */
  async accountName({ bankCode, accountNumber }: { bankCode: string; accountNumber: string }): Promise<string> {
    if (!ACCOUNT_NUMBER.test(accountNumber) || !BANK_CODE.test(bankCode)) throw new RefundGatewayError(NO_SUCH_ACCOUNT, true)
    const query = new URLSearchParams({ accountNumber, bankCode })
    return readAccountName(await refundCall(() => this.call('GET', `/api/v1/disbursements/account/validate?${query}`, 'checking an account')))
  }

  /** POST /api/v2/disbursements/single: Monnify's answer as given (monnify-transfers.ts decides what it means). */
  async initiateTransfer(body: Record<string, unknown>): Promise<MonnifyAnswer> {
    return this.call('POST', '/api/v2/disbursements/single', 'sending a transfer', body)
  }

  /** GET /api/v2/disbursements/single/summary?reference= : the transfer with our reference, as given. */
  async transferSummary(reference: string): Promise<MonnifyAnswer> {
    return this.call('GET', `/api/v2/disbursements/single/summary?${new URLSearchParams({ reference })}`, 'asking about a transfer')
  }

  /** Monnify's banks, by name; kept for an hour and shared by concurrent callers. */
  async banks(): Promise<Bank[]> {
    if (this.#banks && this.options.now() < this.#banks.until) return [...this.#banks.list]
    this.#banksLoading ??= refundCall(() => this.call('GET', '/api/v1/banks', 'listing banks'))
      .then(readBanks)
      .then((list) => {
        this.#banks = { list, until: this.options.now() + BANKS_TTL_MS }
        return list
      })
      .finally(() => {
        this.#banksLoading = null
      })
    return [...(await this.#banksLoading)]
  }
}

function isUnknownTransaction({ status, body }: MonnifyAnswer): boolean {
  const message = typeof body?.responseMessage === 'string' ? body.responseMessage : ''
  return status === 404 || (body?.requestSuccessful === false && NOT_FOUND_MESSAGE.test(message) && status < 500)
}

function transactionBody(answer: MonnifyAnswer): MonnifyTransactionBody {
  if (!isSuccess(answer)) throw new PaymentProviderError(`Monnify could not answer the transaction query (HTTP ${answer.status})`)
  return answer.body.responseBody as MonnifyTransactionBody
}

/** Refund calls speak the refund gateway's error: an unreachable Monnify may answer later (not final). */
async function refundCall(call: () => Promise<MonnifyAnswer>): Promise<MonnifyAnswer> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new RefundGatewayError(error.message, false, { cause: error })
    throw error
  }
}

let memo: { key: string; client: MonnifyClient } | undefined

/**
 * The client for the configured Monnify account. One per settings, so its token and bank list are
 * shared by every request this process serves; tests that change MONNIFY_* (and reset the config)
 * get a new one.
 */
export function monnifyClient(): MonnifyClient {
  const { MONNIFY_BASE_URL: baseUrl, MONNIFY_API_KEY: apiKey, MONNIFY_SECRET_KEY: secretKey, MONNIFY_CONTRACT_CODE: contractCode } = config()
  if (!apiKey || !secretKey || !contractCode) throw new Error('Monnify is not configured: set MONNIFY_API_KEY, MONNIFY_SECRET_KEY and MONNIFY_CONTRACT_CODE')
  const key = JSON.stringify([baseUrl, apiKey, secretKey, contractCode])
  if (memo?.key !== key) memo = { key, client: new MonnifyClient({ baseUrl, apiKey, secretKey, contractCode }) }
  return memo.client
}
