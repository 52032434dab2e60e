import 'server-only'
import { koboToNaira } from '@/lib/money'
import { RefundGatewayError, type Bank, type GatewayRefund, type GatewayRefundStatus, type RefundRequest } from '../../refunds/refund-gateway'
import { answerMessage, isSuccess, type MonnifyAnswer } from './monnify-api'

/*
 * What we send to Monnify's refund, account-validation and bank-list calls, and how their answers
 * read (docs/monnify-api.md). Pure, so every branch is tested without a network.
 */

/** Monnify keeps this much of refundReason and customerNote (its wiki and Node library: 64 and 16). */
export const REFUND_REASON_MAX = 64
export const CUSTOMER_NOTE_MAX = 16

/** At most `max` UTF-16 units, never cutting a character in two. */
function clip(text: string, max: number): string {
  let out = ''
  for (const char of text.trim()) {
    if (out.length + char.length > max) break
    out += char
  }
  return out
}

/**
 * POST /api/v1/refunds/initiate-refund's body. The bank code's name is `destinationAccountBankCode`
 * (Monnify's API definition, PHP and Java SDKs; its Node library's `destinationBankCode` is not it).
 */
export function initiateRefundBody(request: RefundRequest): Record<string, unknown> {
  return {
    transactionReference: request.transactionReference,
    refundReference: request.reference,
    refundAmount: koboToNaira(request.amountKobo),
    refundReason: clip(request.reason, REFUND_REASON_MAX),
    customerNote: clip(request.customerNote, CUSTOMER_NOTE_MAX),
    ...(request.destination ? { destinationAccountNumber: request.destination.accountNumber, destinationAccountBankCode: request.destination.bankCode } : {}),
  }
}

/**
 * Monnify's refundStatus as ours. No list of values is published (its examples show PENDING and
 * COMPLETED; other texts INITIATED, REFUNDED, FAILED), so only the clear words end a refund and
 * anything else is still in progress and asked about again later.
 */
export function toRefundStatus(refundStatus: unknown): GatewayRefundStatus {
  const name = typeof refundStatus === 'string' ? refundStatus.trim().toUpperCase() : ''
  if (name === 'COMPLETED' || name === 'REFUNDED' || name === 'SUCCESSFUL') return 'Completed'
  if (name === 'FAILED') return 'Failed'
  return 'Processing'
}

/** Too many requests, or too slow: Monnify did not refuse anything, it may accept it later. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 425, 429])

/**
 * Why Monnify did not do what was asked, as a RefundGatewayError. It is final (retrying will not help)
 * when Monnify answered and said no in words: a 4xx, or a 200 whose envelope says it failed
 * (refunds not enabled, an amount above the payment, an account it does not accept). Anything else
 * (no words, rate limits) may pass and is retried.
 */
export function refusal(answer: MonnifyAnswer, what: string): RefundGatewayError {
  const message = answerMessage(answer)
  const saidNo = (answer.status >= 400 && answer.status < 500) || (answer.status === 200 && answer.body?.requestSuccessful === false)
  if (saidNo && message && !RETRYABLE_CLIENT_ERRORS.has(answer.status)) return new RefundGatewayError(`Monnify refused ${what}: ${message}`, true)
  return new RefundGatewayError(`Monnify could not answer while ${what} (HTTP ${answer.status})`)
}

/**
 * Monnify's words for a refundReference it already has. Its wording is not published; a second
 * initiate with the same reference is refused (or answered with the first refund), never refunded
 * twice, so this only decides whether to read that refund's status instead of failing.
 */
const ALREADY_EXISTS = /already (exist|been|initiated|processed|used)|duplicate|reference\b.*\b(exists|used)\b/i

export function isExistingReference(answer: MonnifyAnswer): boolean {
  return answer.status < 500 && answer.body?.requestSuccessful === false && ALREADY_EXISTS.test(answerMessage(answer))
}

/** Monnify's words for a reference it does not know (404 in its definition; 422 has been seen in its sandbox). */
const NOT_FOUND = /not found|could not find|does not exist|no refund/i

export function isUnknownRefund(answer: MonnifyAnswer): boolean {
  return answer.status === 404 || (answer.status === 422 && NOT_FOUND.test(answerMessage(answer)))
}

/** A refund's RefundDetails (initiate and status answer the same shape) as ours. */
export function readRefund(answer: MonnifyAnswer, what: string): GatewayRefund {
  if (!isSuccess(answer)) throw refusal(answer, what)
  const body = answer.body.responseBody as { refundStatus?: unknown; comment?: unknown }
  const status = toRefundStatus(body.refundStatus)
  const comment = typeof body.comment === 'string' && body.comment.trim() ? body.comment.trim().slice(0, 200) : null
  const word = typeof body.refundStatus === 'string' ? body.refundStatus.trim().slice(0, 40) : 'no status'
  return { status, message: comment ?? `Monnify reports the refund ${word}` }
}

/** The account holder's name from GET /api/v1/disbursements/account/validate. */
export function readAccountName(answer: MonnifyAnswer): string {
  const name = isSuccess(answer) ? (answer.body.responseBody as { accountName?: unknown }).accountName : null
  if (typeof name === 'string' && name.trim()) return name.trim()
  if (RETRYABLE_CLIENT_ERRORS.has(answer.status)) throw new RefundGatewayError(`Monnify could not check the account just now (HTTP ${answer.status})`)
  // Monnify answered and knows no such account (404 in its definition), or refused the numbers.
  throw new RefundGatewayError(NO_SUCH_ACCOUNT, true)
}

export const NO_SUCH_ACCOUNT = 'No account with that number was found at that bank.'

/** GET /api/v1/banks: only the name and code of each bank (its USSD templates are not ours to show). */
export function readBanks(answer: MonnifyAnswer): Bank[] {
  const list = isSuccess(answer) ? answer.body.responseBody : null
  if (!Array.isArray(list)) throw refusal(answer, 'listing banks')
  return list
    .filter((bank): bank is { name: string; code: string } => typeof bank?.name === 'string' && typeof bank?.code === 'string' && bank.name.trim() !== '' && bank.code.trim() !== '')
    .map((bank) => ({ name: bank.name.trim(), code: bank.code.trim() }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}
