import { describe, expect, it } from 'vitest'
import {
  isExistingTransfer,
  isUnknownTransfer,
  readTransfer,
  singleTransferBody,
  toTransferOutcome,
  TRANSFER_REVERSED,
  transferRefusal,
} from '@/lib/server/payments/monnify/monnify-transfer-answers'
import { TransferGatewayError } from '@/lib/server/payouts/transfer-gateway'

// How Monnify's single-transfer and transfer-summary answers read, without a network (the gateway
// over HTTP is tested in tests/integration/monnify-transfers.test.ts).

const said = (status: number, responseMessage: string, requestSuccessful = false) => ({ status, body: { requestSuccessful, responseMessage, responseCode: '99' } })
const success = (responseBody: unknown) => ({ status: 200, body: { requestSuccessful: true, responseMessage: 'success', responseCode: '0', responseBody } })

describe('singleTransferBody', () => {
  it('uses the field names of Monnify’s definition, naira and NGN, from our wallet', () => {
    expect(singleTransferBody({ reference: 'PO-1', amountKobo: 1_000_050, narration: 'Alafia payout', bankCode: '50515', accountNumber: '0123456789', accountName: 'ADA OKAFOR' }, '3934178936')).toEqual({
      amount: 10000.5,
      reference: 'PO-1',
      narration: 'Alafia payout',
      destinationBankCode: '50515',
      destinationAccountNumber: '0123456789',
      destinationAccountName: 'ADA OKAFOR',
      currency: 'NGN',
      sourceAccountNumber: '3934178936',
    })
  })
})

describe('toTransferOutcome', () => {
  it.each([
    ['SUCCESS', 'Paid'],
    ['success', 'Paid'],
    ['PENDING', 'Processing'],
    ['PENDING_AUTHORIZATION', 'Processing'],
    ['FAILED', 'Failed'],
    ['EXPIRED', 'Failed'],
    ['OTP_EMAIL_DISPATCH_FAILED', 'Failed'],
    ['REVERSED', 'Failed'],
    ['SOMETHING_NEW', 'Processing'],
    [undefined, 'Processing'],
  ])('reads %s as %s', (status, expected) => {
    expect(toTransferOutcome({ status }).status).toBe(expected)
  })

  it('keeps Monnify’s description and its transactionReference; a reversal is said in our words', () => {
    expect(toTransferOutcome({ status: 'FAILED', transactionDescription: 'Beneficiary bank unavailable', transactionReference: 'MFDS1' })).toEqual({ status: 'Failed', message: 'Beneficiary bank unavailable', providerReference: 'MFDS1' })
    expect(toTransferOutcome({ status: 'REVERSED', transactionDescription: 'Reversed' })).toMatchObject({ status: 'Failed', message: TRANSFER_REVERSED })
    expect(toTransferOutcome({ status: 'EXPIRED' })).toMatchObject({ message: 'Monnify reports the transfer EXPIRED', providerReference: null })
  })
})

describe('refusals and references', () => {
  it('a duplicate reference is recognised, whether answered 200 or 400', () => {
    expect(isExistingTransfer(said(200, 'Duplicate reference'))).toBe(true)
    expect(isExistingTransfer(said(400, 'A transfer with this reference already exists'))).toBe(true)
    expect(isExistingTransfer(said(200, 'Insufficient balance'))).toBe(false)
    expect(isExistingTransfer(said(500, 'Duplicate reference'))).toBe(false)
  })

  it('an unknown transfer is a 404 or Monnify’s words saying so', () => {
    expect(isUnknownTransfer({ status: 404, body: null })).toBe(true)
    expect(isUnknownTransfer(said(400, 'Transfer not found.'))).toBe(true)
    expect(isUnknownTransfer(said(400, 'reference is required'))).toBe(false)
  })

  it('is final when Monnify said no in words, and not for rate limits or silence', () => {
    expect(transferRefusal(said(200, 'Insufficient balance'), 'transfer PO-1')).toMatchObject({ isFinal: true, message: 'Monnify refused transfer PO-1: Insufficient balance' })
    expect(transferRefusal(said(400, 'Invalid bank code'), 'x').isFinal).toBe(true)
    expect(transferRefusal(said(429, 'Too many requests'), 'x').isFinal).toBe(false)
    expect(transferRefusal({ status: 403, body: null }, 'x').isFinal).toBe(false)
  })

  it('readTransfer reads a success and throws a refusal', () => {
    expect(readTransfer(success({ status: 'SUCCESS', reference: 'PO-1' }), 'x')).toMatchObject({ status: 'Paid', word: 'SUCCESS' })
    expect(() => readTransfer(said(200, 'Insufficient balance'), 'x')).toThrow(TransferGatewayError)
  })
})
