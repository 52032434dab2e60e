/*
 * The disbursement side of the Monnify fake (tests/support/fake-monnify.ts), in the shapes of
 * Monnify's API definition (docs/monnify-api.md, "Transfers"):
 *   POST /api/v2/disbursements/single   { amount, reference, narration, destinationBankCode, destinationAccountNumber,
 *                                         destinationAccountName, currency, sourceAccountNumber }
 *        → 200 { amount, reference, status, dateCreated, totalFee, destinationAccountName, destinationBankName,
 *                destinationAccountNumber, destinationBankCode, senderInfo? }   (senderInfo only without OTP)
 *        a refusal is a 200 with requestSuccessful false (as Monnify's Java SDK's tests show) or a 400
 *   GET  /api/v2/disbursements/single/summary?reference=
 *        → 200 { amount, reference, narration, currency, fee, twoFaEnabled, status, transactionDescription,
 *                transactionReference, createdOn, sourceAccountNumber, destinationAccountNumber,
 *                destinationAccountName, destinationBankCode, destinationBankName }; 404 "Transfer not found."
 * and the SUCCESSFUL_ / FAILED_ / REVERSED_DISBURSEMENT notifications with the fields of Monnify's Java
 * SDK's DisbursementEventData (the only source that lists them).
 */

import { randomBytes } from 'node:crypto'
import { FAKE_BANKS } from './fake-monnify-refunds'

export type Reply = { status: number; body: unknown }

/** The wallet account number of Monnify's API definition's examples. */
export const FAKE_WALLET_ACCOUNT_NUMBER = '3934178936'
export const DUPLICATE_TRANSFER = 'Duplicate reference: a transfer with this reference already exists'
export const TRANSFER_FEE = 35

type FakeTransfer = {
  amount: number
  reference: string
  narration: string
  destinationBankCode: string
  destinationAccountNumber: string
  destinationAccountName: string
  status: string
  transactionDescription: string
  transactionReference: string
  createdOn: string
}

const failure = (responseMessage: string, responseCode = '99') => ({ requestSuccessful: false, responseMessage, responseCode })
const success = (responseBody: unknown) => ({ requestSuccessful: true, responseMessage: 'success', responseCode: '0', responseBody })
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

const DESCRIPTIONS: Record<string, string> = {
  SUCCESS: 'Transaction successful',
  PENDING: 'Transaction is being processed',
  PENDING_AUTHORIZATION: 'Awaiting authorization',
  FAILED: 'Transaction failed',
  REVERSED: 'Transaction reversed',
  EXPIRED: 'Transaction has expired',
  OTP_EMAIL_DISPATCH_FAILED: 'OTP email could not be sent',
}

export function createTransferDesk() {
  const transfers = new Map<string, FakeTransfer>()
  const received: Record<string, unknown>[] = []
  const initial = () => ({
    /** The merchant's wallet: the only sourceAccountNumber accepted. */
    wallet: FAKE_WALLET_ACCOUNT_NUMBER,
    /** The status a new transfer answers with: SUCCESS (a merchant with OTP turned off), PENDING, PENDING_AUTHORIZATION… */
    statusOnSend: 'SUCCESS',
    /** Every transfer answers this refusal (insufficient balance, say) until set back to null. */
    refusal: null as { status: number; message: string } | null,
    /** 'error': the transfer calls answer 500. */
    mode: 'normal' as 'normal' | 'error',
  })
  const state = initial()
  const bankName = (code: string) => FAKE_BANKS.find((bank) => bank.code === code)?.name ?? 'Test Bank'

  function send(body: Record<string, unknown>): Reply {
    received.push(body)
    if (state.mode === 'error') return { status: 500, body: failure('An error occurred while processing your request') }
    for (const field of ['reference', 'narration', 'destinationBankCode', 'destinationAccountNumber', 'destinationAccountName', 'currency', 'sourceAccountNumber'] as const)
      if (!isText(body[field])) return { status: 400, body: failure(`${field} is required`) }
    if (typeof body.amount !== 'number' || !(body.amount > 0)) return { status: 400, body: failure('amount must be a positive number') }
    if (!/^\d{10}$/.test(body.destinationAccountNumber as string)) return { status: 400, body: failure('destinationAccountNumber must be 10 digits') }
    if (body.currency !== 'NGN') return { status: 400, body: failure('Only NGN transfers are supported') }
    if (transfers.has(body.reference as string)) return { status: 200, body: failure(DUPLICATE_TRANSFER) }
    if (body.sourceAccountNumber !== state.wallet) return { status: 200, body: failure('Invalid source account number') }
    if (state.refusal) return { status: state.refusal.status, body: failure(state.refusal.message) }
    const transfer: FakeTransfer = {
      amount: body.amount,
      reference: body.reference as string,
      narration: body.narration as string,
      destinationBankCode: body.destinationBankCode as string,
      destinationAccountNumber: body.destinationAccountNumber as string,
      destinationAccountName: body.destinationAccountName as string,
      status: state.statusOnSend,
      transactionDescription: DESCRIPTIONS[state.statusOnSend] ?? state.statusOnSend,
      transactionReference: `MFDS${Date.now()}${randomBytes(3).toString('hex').toUpperCase()}`,
      createdOn: new Date().toISOString().replace('Z', '+0000'),
    }
    transfers.set(transfer.reference, transfer)
    return {
      status: 200,
      body: success({
        amount: transfer.amount,
        reference: transfer.reference,
        status: transfer.status,
        dateCreated: transfer.createdOn,
        totalFee: TRANSFER_FEE,
        destinationAccountName: transfer.destinationAccountName,
        destinationBankName: bankName(transfer.destinationBankCode),
        destinationAccountNumber: transfer.destinationAccountNumber,
        destinationBankCode: transfer.destinationBankCode,
        // Only merchants without OTP get the sender's details back.
        ...(transfer.status === 'PENDING_AUTHORIZATION' ? {} : { senderInfo: { sourceAccountNumber: state.wallet, sourceAccountName: 'Alafia Wallet', senderBankCode: '50515' } }),
      }),
    }
  }

  function summary(url: URL): Reply {
    if (state.mode === 'error') return { status: 500, body: failure('An error occurred while processing your request') }
    const reference = url.searchParams.get('reference') ?? ''
    if (!reference) return { status: 400, body: failure('reference is required') }
    const transfer = transfers.get(reference)
    if (!transfer) return { status: 404, body: failure('Transfer not found.') }
    return {
      status: 200,
      body: success({
        amount: transfer.amount,
        reference: transfer.reference,
        narration: transfer.narration,
        currency: 'NGN',
        fee: TRANSFER_FEE,
        twoFaEnabled: transfer.status === 'PENDING_AUTHORIZATION',
        status: transfer.status,
        transactionDescription: transfer.transactionDescription,
        transactionReference: transfer.transactionReference,
        createdOn: transfer.createdOn,
        sourceAccountNumber: state.wallet,
        destinationAccountNumber: transfer.destinationAccountNumber,
        destinationAccountName: transfer.destinationAccountName,
        destinationBankCode: transfer.destinationBankCode,
        destinationBankName: bankName(transfer.destinationBankCode),
      }),
    }
  }

  return {
    send,
    summary,
    settings: state,
    controls: {
      /** Every transfer body received, parsed, in order (refused ones too). */
      get transferRequests() { return [...received] },
      /** A stored transfer as the summary will report it. */
      transfer: (reference: string) => transfers.get(reference),
      /** What a sent transfer reports from now on (the bank paid it, failed it, reversed it). */
      setTransferStatus(reference: string, status: string, transactionDescription = DESCRIPTIONS[status] ?? status) {
        const transfer = transfers.get(reference)
        if (!transfer) throw new Error(`the fake has no transfer ${reference}`)
        Object.assign(transfer, { status, transactionDescription })
      },
    },
    reset() {
      transfers.clear()
      received.splice(0)
      Object.assign(state, initial())
    },
  }
}

export type TransferDesk = ReturnType<typeof createTransferDesk>

/**
 * A disbursement notification as Monnify posts it, built from a transfer the fake holds (or the
 * given fields), with the fields of DisbursementEventData. `status` is what the notification claims.
 */
export function disbursementEvent(fields: {
  eventType: 'SUCCESSFUL_DISBURSEMENT' | 'FAILED_DISBURSEMENT' | 'REVERSED_DISBURSEMENT'
  reference: string
  amount?: number
  status?: string
  transactionReference?: string
}): string {
  const status = fields.status ?? { SUCCESSFUL_DISBURSEMENT: 'SUCCESS', FAILED_DISBURSEMENT: 'FAILED', REVERSED_DISBURSEMENT: 'REVERSED' }[fields.eventType]
  return JSON.stringify({
    eventType: fields.eventType,
    eventData: {
      amount: fields.amount ?? 5000,
      transactionReference: fields.transactionReference ?? `MFDS${Date.now()}`,
      fee: TRANSFER_FEE,
      transactionDescription: DESCRIPTIONS[status] ?? status,
      destinationAccountNumber: '0123456789',
      sessionId: `0900${Date.now()}`,
      createdOn: '2031-05-15T09:00:01.000+0000',
      destinationAccountName: 'ADA OKAFOR',
      reference: fields.reference,
      destinationBankCode: '058',
      completedOn: '2031-05-15T09:00:04.000+0000',
      narration: 'Alafia payout',
      currency: 'NGN',
      destinationBankName: 'Guaranty Trust Bank',
      status,
    },
  })
}
