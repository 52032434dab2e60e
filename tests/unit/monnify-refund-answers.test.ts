import { describe, expect, it } from 'vitest'
import {
  initiateRefundBody,
  isExistingReference,
  isUnknownRefund,
  readAccountName,
  readBanks,
  readRefund,
  refusal,
  toRefundStatus,
} from '@/lib/server/payments/monnify/monnify-refund-answers'
import { RefundGatewayError } from '@/lib/server/refunds/refund-gateway'

// How Monnify's refund, account and bank answers read, without a network (the client over HTTP is
// tested in tests/integration/monnify-refunds.test.ts).

const said = (status: number, responseMessage: string, requestSuccessful = false) => ({ status, body: { requestSuccessful, responseMessage, responseCode: '99' } })
const success = (responseBody: unknown) => ({ status: 200, body: { requestSuccessful: true, responseMessage: 'success', responseCode: '0', responseBody } })

describe('initiateRefundBody', () => {
  const request = { reference: 'RFD-1', transactionReference: 'MNFY|1', amountKobo: 2_000_050, reason: 'Session cancelled by the patient', customerNote: 'Alafia refund', destination: null }

  it('uses Monnify’s field names and naira', () => {
    expect(initiateRefundBody(request)).toEqual({ transactionReference: 'MNFY|1', refundReference: 'RFD-1', refundAmount: 20000.5, refundReason: 'Session cancelled by the patient', customerNote: 'Alafia refund' })
    expect(initiateRefundBody({ ...request, destination: { accountNumber: '0123456789', bankCode: '50515' } })).toMatchObject({ destinationAccountNumber: '0123456789', destinationAccountBankCode: '50515' })
  })

  it('keeps 64 and 16 characters without cutting a character in two', () => {
    const body = initiateRefundBody({ ...request, reason: `${'a'.repeat(63)}😀 more`, customerNote: `${'b'.repeat(15)}😀` })
    expect(body.refundReason).toBe('a'.repeat(63))
    expect(body.customerNote).toBe('b'.repeat(15))
  })
})

describe('toRefundStatus', () => {
  it('ends a refund only on clear words', () => {
    for (const word of ['COMPLETED', 'REFUNDED', 'SUCCESSFUL', ' completed ']) expect(toRefundStatus(word)).toBe('Completed')
    expect(toRefundStatus('FAILED')).toBe('Failed')
    for (const word of ['PENDING', 'INITIATED', 'IN_PROGRESS', '', null, 3]) expect(toRefundStatus(word)).toBe('Processing')
  })
})

describe('refusal', () => {
  it('is final when Monnify said no in words, retryable otherwise', () => {
    expect(refusal(said(400, 'Refund is not enabled'), 'the refund')).toMatchObject({ isFinal: true, message: 'Monnify refused the refund: Refund is not enabled' })
    expect(refusal(said(200, 'Insufficient balance'), 'the refund').isFinal).toBe(true)
    expect(refusal(said(429, 'Too many requests'), 'the refund').isFinal).toBe(false)
    expect(refusal({ status: 400, body: null }, 'the refund').isFinal).toBe(false)
    expect(refusal(said(200, 'ok', true), 'the refund').isFinal).toBe(false)
  })
})

describe('references Monnify has, or not', () => {
  it('recognises a refundReference it already has', () => {
    for (const message of ['Refund reference already exists', 'Duplicate refund reference', 'A refund with this reference already been initiated']) expect(isExistingReference(said(400, message))).toBe(true)
    expect(isExistingReference(said(400, 'Refund is not enabled'))).toBe(false)
    expect(isExistingReference(said(500, 'Refund reference already exists'))).toBe(false)
  })

  it('recognises a refund it does not have', () => {
    expect(isUnknownRefund({ status: 404, body: null })).toBe(true)
    expect(isUnknownRefund(said(422, 'Refund not found'))).toBe(true)
    expect(isUnknownRefund(said(422, 'Invalid request'))).toBe(false)
  })
})

describe('reading answers', () => {
  it('reads a refund, an account and the banks', () => {
    expect(readRefund(success({ refundStatus: 'COMPLETED', comment: 'Done.' }), 'the refund')).toEqual({ status: 'Completed', message: 'Done.' })
    expect(readRefund(success({ refundStatus: 'PENDING' }), 'the refund')).toEqual({ status: 'Processing', message: 'Monnify reports the refund PENDING' })
    expect(() => readRefund(said(400, 'No'), 'the refund')).toThrow(RefundGatewayError)
    expect(readAccountName(success({ accountNumber: '0123456789', accountName: ' Damilare Ogunnaike ', bankCode: '057' }))).toBe('Damilare Ogunnaike')
    expect(() => readAccountName({ status: 404, body: null })).toThrow(/No account with that number/)
    expect(readBanks(success([{ name: 'Zenith', code: '057' }, { name: 'Access bank', code: '044', ussdTemplate: '*901#' }, { name: '', code: '1' }, null]))).toEqual([
      { name: 'Access bank', code: '044' },
      { name: 'Zenith', code: '057' },
    ])
  })
})
