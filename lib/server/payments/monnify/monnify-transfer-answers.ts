import 'server-only'
import { koboToNaira } from '@/lib/money'
import { TransferGatewayError, type TransferOutcome, type TransferRequest } from '../../payouts/transfer-gateway'
import { answerMessage, isSuccess, type MonnifyAnswer } from './monnify-api'

/*
 * What we send to Monnify's single-transfer call and how its answers read (docs/monnify-api.md,
 * "Transfers"). Pure, so every branch is tested without a network.
 *   POST /api/v2/disbursements/single                  → { amount, reference, status, dateCreated, totalFee, destination… }
 *   GET  /api/v2/disbursements/single/summary?reference= → { amount, reference, narration, currency, fee, twoFaEnabled,
 *                                                          status, transactionDescription, transactionReference, createdOn, … }
 */

/** The words a payout shows when the bank sent a paid transfer back. */
export const TRANSFER_REVERSED = 'The bank reversed the transfer'

/**
 * The transfer states Monnify's API definition lists (PENDING, SUCCESS, FAILED, REVERSED,
 * PENDING_AUTHORIZATION, OTP_EMAIL_DISPATCH_FAILED) and EXPIRED from its examples.
 * PENDING_AUTHORIZATION waits for an OTP emailed to the merchant: payouts through the API need
 * transfer OTP turned off on the Monnify account, so it is worth a loud log line (and stays
 * Processing: once someone authorises it, Monnify reports it done).
 */
export type MonnifyTransferStatus = 'SUCCESS' | 'PENDING' | 'PENDING_AUTHORIZATION' | 'FAILED' | 'REVERSED' | 'EXPIRED' | 'OTP_EMAIL_DISPATCH_FAILED'

const FAILED_STATES = new Set(['FAILED', 'REVERSED', 'EXPIRED', 'OTP_EMAIL_DISPATCH_FAILED'])

/** The body of POST /api/v2/disbursements/single; the amount in naira, from the wallet MONNIFY_WALLET_ACCOUNT_NUMBER. */
export function singleTransferBody(request: TransferRequest, sourceAccountNumber: string): Record<string, unknown> {
  return {
    amount: koboToNaira(request.amountKobo),
    reference: request.reference,
    narration: request.narration,
    destinationBankCode: request.bankCode,
    destinationAccountNumber: request.accountNumber,
    destinationAccountName: request.accountName,
    currency: 'NGN',
    sourceAccountNumber,
  }
}

/** Monnify's status word, upper-case ('' when missing). */
export function transferStatusWord(status: unknown): string {
  return typeof status === 'string' ? status.trim().toUpperCase().slice(0, 40) : ''
}

/**
 * A transfer's status word as ours: SUCCESS is Paid; the four failure states are Failed (a reversal
 * in our words, the rest with Monnify's description); PENDING, PENDING_AUTHORIZATION and any word
 * Monnify has not published are still Processing and asked about again.
 */
export function toTransferOutcome(body: { status?: unknown; transactionDescription?: unknown; transactionReference?: unknown }, fallbackMessage = ''): TransferOutcome {
  const word = transferStatusWord(body.status)
  const described = text(body.transactionDescription) ?? (fallbackMessage.trim() || null)
  const providerReference = text(body.transactionReference)
  if (word === 'SUCCESS') return { status: 'Paid', message: described, providerReference }
  if (word === 'REVERSED') return { status: 'Failed', message: TRANSFER_REVERSED, providerReference }
  if (FAILED_STATES.has(word)) return { status: 'Failed', message: described ?? `Monnify reports the transfer ${word}`, providerReference }
  return { status: 'Processing', message: described ?? (word ? `Monnify reports the transfer ${word}` : null), providerReference }
}

/** Too many requests, or too slow: Monnify refused nothing, it may accept it later. */
const RETRYABLE_CLIENT_ERRORS = new Set([408, 425, 429])

/**
 * Monnify's words for a transfer reference it already has. Its wording is not published; a
 * reference is paid once whatever is resent, so this only decides to read that transfer's status
 * instead of calling the payout failed.
 */
const ALREADY_EXISTS = /already (exist|been|initiated|processed|used)|duplicate|reference\b.*\b(exists|used)\b/i

export function isExistingTransfer(answer: MonnifyAnswer): boolean {
  return answer.status < 500 && answer.body?.requestSuccessful === false && ALREADY_EXISTS.test(answerMessage(answer))
}

/** A transfer reference Monnify does not have: 404 ("Transfer not found.") in its definition, or its words saying so. */
const NOT_FOUND = /not found|could not find|does not exist|no (such )?transfer/i

export function isUnknownTransfer(answer: MonnifyAnswer): boolean {
  return answer.status === 404 || (answer.status < 500 && answer.body?.requestSuccessful === false && NOT_FOUND.test(answerMessage(answer)))
}

/**
 * Why Monnify did not take a transfer, as a TransferGatewayError. Final (the payout fails with
 * Monnify's words) when it answered and said no: a 4xx or a 200 whose envelope says it failed
 * (insufficient balance, transfers not enabled, a bad account). Rate limits and answers without
 * words may pass later and are not final.
 */
export function transferRefusal(answer: MonnifyAnswer, what: string): TransferGatewayError {
  const message = answerMessage(answer)
  const saidNo = (answer.status >= 400 && answer.status < 500) || (answer.status === 200 && answer.body?.requestSuccessful === false)
  if (saidNo && message && !RETRYABLE_CLIENT_ERRORS.has(answer.status)) return new TransferGatewayError(`Monnify refused ${what}: ${message}`, true)
  return new TransferGatewayError(`Monnify could not answer while ${what} (HTTP ${answer.status})`)
}

/** The answer to a single transfer, or its summary, as an outcome; a refusal throws. */
export function readTransfer(answer: MonnifyAnswer, what: string): TransferOutcome & { word: string } {
  if (!isSuccess(answer)) throw transferRefusal(answer, what)
  const body = answer.body.responseBody as { status?: unknown; transactionDescription?: unknown; transactionReference?: unknown }
  return { ...toTransferOutcome(body, answerMessage(answer) === 'success' ? '' : answerMessage(answer)), word: transferStatusWord(body.status) }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 300) : null
}
