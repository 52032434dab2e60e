/*
 * The refund side of the Monnify fake (tests/support/fake-monnify.ts), in the shapes of Monnify's API
 * definition (docs/monnify-api.md):
 *   POST /api/v1/refunds/initiate-refund        { transactionReference, refundReference, refundAmount, refundReason,
 *                                                 customerNote, destinationAccountNumber?, destinationAccountBankCode? }
 *   GET  /api/v1/refunds/{refundReference}      → RefundDetails
 *   GET  /api/v1/disbursements/account/validate?accountNumber=&bankCode=  → { accountNumber, accountName, bankCode }
 *   GET  /api/v1/banks                          → [{ name, code, ussdTemplate, baseUssdCode, transferUssdTemplate }]
 * Monnify publishes no wording for its refusals; the fake's own messages stand in for them.
 */

export type Reply = { status: number; body: unknown }

export type FakeRefundTransaction = { transactionReference: string; amountPaid: string | number }

export type FakeRefund = {
  refundReference: string
  transactionReference: string
  refundReason: string
  customerNote: string
  refundAmount: number
  refundStatus: string
  comment: string
  createdOn: string
}

export type FakeBank = { name: string; code: string; ussdTemplate: string | null; baseUssdCode: string | null; transferUssdTemplate: string | null }

/** The definition's own example list, and two more banks patients use. */
export const FAKE_BANKS: FakeBank[] = [
  { name: 'Rolez Microfinance Bank', code: '50515', ussdTemplate: null, baseUssdCode: null, transferUssdTemplate: null },
  { name: 'Access bank', code: '044', ussdTemplate: '*901*Amount*AccountNumber#', baseUssdCode: '*901#', transferUssdTemplate: '*901*AccountNumber#' },
  { name: 'Kuda Microfinance Bank', code: '50211', ussdTemplate: null, baseUssdCode: '*5573#', transferUssdTemplate: '*5573*AccountNumber#' },
  { name: 'Guaranty Trust Bank', code: '058', ussdTemplate: '*737*2*Amount*AccountNumber#', baseUssdCode: '*737#', transferUssdTemplate: '*737*2*Amount*AccountNumber#' },
]

export const REFUND_IN_PROGRESS = 'Transaction refund is in progress.'
export const DUPLICATE_REFUND = 'A refund with this refund reference already exists'

const failure = (responseMessage: string, responseCode = '99') => ({ requestSuccessful: false, responseMessage, responseCode })
const success = (responseBody: unknown) => ({ requestSuccessful: true, responseMessage: 'success', responseCode: '0', responseBody })
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

export function createRefundDesk(findTransaction: (transactionReference: string) => FakeRefundTransaction | undefined, createdOn: () => string) {
  const refunds = new Map<string, FakeRefund>()
  const outcomes = new Map<string, { refundStatus: string; comment?: string }>()
  const accounts = new Map<string, string>()
  const received: Record<string, unknown>[] = []
  const state = {
    initialStatus: 'PENDING',
    refusal: null as { status: number; message: string } | null,
    /** How a second initiate with a known refundReference is answered. */
    duplicate: 'refuse' as 'refuse' | 'same',
    banks: FAKE_BANKS,
  }

  const details = (refund: FakeRefund) => {
    const outcome = outcomes.get(refund.refundReference)
    const refundStatus = outcome?.refundStatus ?? refund.refundStatus
    const comment = outcome?.comment ?? (outcome ? `Refund ${refundStatus.toLowerCase()}` : refund.comment)
    // refundType: the definition only ever shows PARTIAL_REFUND; refundStrategy only MERCHANT_WALLET.
    return { ...refund, refundStatus, comment, refundType: 'PARTIAL_REFUND', refundStrategy: 'MERCHANT_WALLET' }
  }

  function initiate(body: Record<string, unknown>): Reply {
    if (state.refusal) return { status: state.refusal.status, body: failure(state.refusal.message) }
    for (const field of ['transactionReference', 'refundReference', 'refundReason', 'customerNote'] as const)
      if (!isText(body[field])) return { status: 400, body: failure(`${field} is required`) }
    if (typeof body.refundAmount !== 'number' || !(body.refundAmount > 0)) return { status: 400, body: failure('refundAmount must be a positive number') }
    if ((body.refundReason as string).length > 64) return { status: 400, body: failure('refundReason must be at most 64 characters') }
    if ((body.customerNote as string).length > 16) return { status: 400, body: failure('customerNote must be at most 16 characters') }
    if (isText(body.destinationAccountNumber) !== isText(body.destinationAccountBankCode))
      return { status: 400, body: failure('destinationAccountNumber and destinationAccountBankCode must be provided together') }
    const existing = refunds.get(body.refundReference as string)
    if (existing) return state.duplicate === 'same' ? { status: 200, body: success(details(existing)) } : { status: 400, body: failure(DUPLICATE_REFUND) }
    const transaction = findTransaction(body.transactionReference as string)
    if (!transaction) return { status: 404, body: failure('Could not find transaction with the specified transactionReference') }
    if (body.refundAmount > Number(transaction.amountPaid)) return { status: 400, body: failure('Refund amount cannot be greater than the transaction amount') }
    const refund: FakeRefund = {
      refundReference: body.refundReference as string,
      transactionReference: transaction.transactionReference,
      refundReason: body.refundReason as string,
      customerNote: body.customerNote as string,
      refundAmount: body.refundAmount,
      refundStatus: state.initialStatus,
      comment: REFUND_IN_PROGRESS,
      createdOn: createdOn(),
    }
    refunds.set(refund.refundReference, refund)
    return { status: 200, body: success(details(refund)) }
  }

  function status(refundReference: string): Reply {
    const refund = refunds.get(refundReference)
    return refund ? { status: 200, body: success(details(refund)) } : { status: 404, body: failure('Refund not found') }
  }

  function validateAccount(url: URL): Reply {
    const accountNumber = url.searchParams.get('accountNumber') ?? ''
    const bankCode = url.searchParams.get('bankCode') ?? ''
    if (!accountNumber || !bankCode) return { status: 400, body: failure('accountNumber and bankCode are required') }
    const accountName = accounts.get(`${bankCode}:${accountNumber}`)
    return accountName ? { status: 200, body: success({ accountNumber, accountName, bankCode }) } : { status: 404, body: failure('Could not find the account') }
  }

  return {
    /** Keeps an initiate-refund body as received, before anything answers it (a 500 or a hang too). */
    receive: (body: Record<string, unknown>) => void received.push(body),
    /** initialStatus: a new refund's refundStatus; refusal: what every initiate answers; duplicate: how a known refundReference is answered. */
    settings: state,
    initiate,
    status,
    validateAccount,
    banks: (): Reply => ({ status: 200, body: success(state.banks) }),
    controls: {
      /** Every initiate-refund body received, parsed, in order (refused, failed and unanswered ones too). */
      get refundRequests() { return [...received] },
      /** What a stored refund reports from now on (and what a refund sent later with that reference will). */
      setRefundOutcome(refundReference: string, refundStatus: string, comment?: string) { outcomes.set(refundReference, { refundStatus, comment }) },
      refund: (refundReference: string) => refunds.get(refundReference),
      setAccount(account: { bankCode: string; accountNumber: string; accountName: string }) { accounts.set(`${account.bankCode}:${account.accountNumber}`, account.accountName) },
    },
    reset() {
      refunds.clear()
      outcomes.clear()
      accounts.clear()
      received.splice(0)
      Object.assign(state, { initialStatus: 'PENDING', refusal: null, duplicate: 'refuse' as const, banks: FAKE_BANKS })
    },
  }
}

export type RefundDeskControls = ReturnType<typeof createRefundDesk>['controls']
