import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parsePaidOn, toProviderStatus, toProviderTransaction } from '@/lib/server/payments/monnify/monnify-transaction'
import { isValidMonnifySignature } from '@/lib/server/payments/monnify/webhook-signature'

// Monnify's own worked example ("Computing Request Validation Hash", developers.monnify.com webhooks):
// this client secret, this exact body, and the hash Monnify documents for them.
const DOC_SECRET = '91MUDL9N6U3BQRXBQ2PJ9M0PW4J22M1Y'
const DOC_BODY = String.raw`{"eventData":{"product":{"reference":"111222333","type":"OFFLINE_PAYMENT_AGENT"},"transactionReference":"MNFY|76|20211117154810|000001","paymentReference":"0.01462001097368737","paidOn":"17/11/2021 3:48:10 PM","paymentDescription":"Mockaroo Jesse","metaData":{},"destinationAccountInformation":{},"paymentSourceInformation":{},"amountPaid":78000,"totalPayable":78000,"offlineProductInformation":{"code":"41470","type":"DYNAMIC"},"cardDetails":{},"paymentMethod":"CASH","currency":"NGN","settlementAmount":77600,"paymentStatus":"PAID","customer":{"name":"Mockaroo Jesse","email":"111222333@ZZAMZ4WT4Y3E.monnify"}},"eventType":"SUCCESSFUL_TRANSACTION"}`
const DOC_HASH = 'f04fb635e04d71648bd3cc7999003da6861483342c856d05ddfa9b2dafacb873b0de1d0f8f67405d0010b4348b721c49fa171d317972618debba6b638aedcd3c'

describe('isValidMonnifySignature', () => {
  it("accepts Monnify's documented example, in either letter case", () => {
    expect(isValidMonnifySignature(DOC_BODY, DOC_HASH, DOC_SECRET)).toBe(true)
    expect(isValidMonnifySignature(DOC_BODY, DOC_HASH.toUpperCase(), DOC_SECRET)).toBe(true)
  })

  it('refuses a changed body, another key, or the body re-serialised with other spacing', () => {
    expect(isValidMonnifySignature(DOC_BODY.replace('78000', '780000'), DOC_HASH, DOC_SECRET)).toBe(false)
    expect(isValidMonnifySignature(DOC_BODY, DOC_HASH, 'ANOTHER_SECRET_KEY')).toBe(false)
    expect(isValidMonnifySignature(JSON.stringify(JSON.parse(DOC_BODY), null, 2), DOC_HASH, DOC_SECRET)).toBe(false)
  })

  it('refuses missing, empty, truncated, over-long and non-hex signatures, and an empty key', () => {
    expect(isValidMonnifySignature(DOC_BODY, null, DOC_SECRET)).toBe(false)
    expect(isValidMonnifySignature(DOC_BODY, '', DOC_SECRET)).toBe(false)
    expect(isValidMonnifySignature(DOC_BODY, DOC_HASH.slice(0, 127), DOC_SECRET)).toBe(false)
    expect(isValidMonnifySignature(DOC_BODY, `${DOC_HASH}00`, DOC_SECRET)).toBe(false)
    expect(isValidMonnifySignature(DOC_BODY, `${DOC_HASH.slice(0, 126)}zz`, DOC_SECRET)).toBe(false)
    // A SHA-256 HMAC is valid hex but the wrong length.
    expect(isValidMonnifySignature(DOC_BODY, createHmac('sha256', DOC_SECRET).update(DOC_BODY).digest('hex'), DOC_SECRET)).toBe(false)
    const signedWithEmptyKey = createHmac('sha512', '').update(DOC_BODY).digest('hex')
    expect(isValidMonnifySignature(DOC_BODY, signedWithEmptyKey, '')).toBe(false)
  })
})

describe("reading Monnify's transaction query", () => {
  it("maps Monnify's statuses; only PAID and OVERPAID keep their paying names, the unknown is PENDING", () => {
    for (const name of ['PAID', 'OVERPAID', 'PARTIALLY_PAID', 'PENDING', 'FAILED', 'CANCELLED', 'EXPIRED']) expect(toProviderStatus(name)).toBe(name)
    expect(toProviderStatus('paid')).toBe('PAID')
    expect(toProviderStatus('REVERSED')).toBe('FAILED')
    expect(toProviderStatus('USER_CANCELLED')).toBe('CANCELLED')
    expect(toProviderStatus('ABANDONED')).toBe('PENDING')
    expect(toProviderStatus('SOMETHING_NEW')).toBe('PENDING')
    expect(toProviderStatus(undefined)).toBe('PENDING')
  })

  it("reads Monnify's paidOn formats as Lagos time", () => {
    expect(parsePaidOn('29/06/2023 01:20:18 PM')).toEqual(new Date('2023-06-29T12:20:18Z'))
    expect(parsePaidOn('17/11/2021 3:48:10 AM')).toEqual(new Date('2021-11-17T02:48:10Z'))
    expect(parsePaidOn('01/01/2024 12:05:00 AM')).toEqual(new Date('2023-12-31T23:05:00Z'))
    expect(parsePaidOn('2021-11-17 11:28:42.615')).toEqual(new Date('2021-11-17T10:28:42.615Z'))
    expect(parsePaidOn('2026-05-24T10:18:55.000Z')).toEqual(new Date('2026-05-24T10:18:55Z'))
    for (const value of ['31/02/2024 10:00:00 AM', '29/06/2023 13:20:18 PM', 'yesterday', '', null, 1700000000]) expect(parsePaidOn(value)).toBeNull()
  })

  it('builds a ProviderTransaction from the v2 responseBody', () => {
    expect(
      toProviderTransaction({
        transactionReference: 'MNFY|87|20230629132018|049239',
        paymentReference: 'ALF-1',
        amountPaid: '40000.00',
        paidOn: '29/06/2023 01:20:18 PM',
        paymentStatus: 'PAID',
        currency: 'NGN',
        paymentMethod: 'ACCOUNT_TRANSFER',
      }),
    ).toEqual({
      provider: 'Monnify',
      status: 'PAID',
      paymentReference: 'ALF-1',
      transactionReference: 'MNFY|87|20230629132018|049239',
      amountPaidKobo: 4_000_000,
      currency: 'NGN',
      paidAt: new Date('2023-06-29T12:20:18Z'),
      paymentMethod: 'ACCOUNT_TRANSFER',
    })
    // The older answer's currencyCode; no reference at all reads as '' (which never matches one asked about).
    expect(toProviderTransaction({ paymentStatus: 'PENDING', amountPaid: 0, currencyCode: 'ngn' })).toMatchObject({ status: 'PENDING', paymentReference: '', currency: 'NGN', paidAt: null, transactionReference: null, paymentMethod: null })
  })
})
