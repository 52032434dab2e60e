import { createHmac } from 'node:crypto'

// What Monnify posts to our webhook, as the raw JSON text it sends, and its signature.

/** "dd/MM/yyyy hh:mm:ss AM" in Lagos, as Monnify's v2 answers write dates. */
export function lagosPaidOn(now = new Date()): string {
  const lagos = new Date(now.getTime() + 3_600_000)
  const two = (n: number) => String(n).padStart(2, '0')
  const hours = lagos.getUTCHours()
  return `${two(lagos.getUTCDate())}/${two(lagos.getUTCMonth() + 1)}/${lagos.getUTCFullYear()} ${two(hours % 12 || 12)}:${two(lagos.getUTCMinutes())}:${two(lagos.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`
}

/** The monnify-signature Monnify sends: HMAC-SHA512 of the raw body keyed with the secret key, hex. */
export function signMonnifyWebhook(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex')
}

/** A SUCCESSFUL_TRANSACTION notification body in Monnify's documented shape, as the raw JSON text it posts. */
export function successfulTransactionEvent(fields: { paymentReference: string; amountPaid: number; transactionReference?: string; paymentStatus?: string; currency?: string; paymentMethod?: string }): string {
  return JSON.stringify({
    eventType: 'SUCCESSFUL_TRANSACTION',
    eventData: {
      product: { type: 'WEB_SDK', reference: fields.paymentReference },
      transactionReference: fields.transactionReference ?? `MNFY|87|${Date.now()}|000001`,
      paymentReference: fields.paymentReference,
      paidOn: '2031-04-07 10:18:55.0',
      paymentDescription: 'Therapy Payment',
      metaData: {},
      paymentSourceInformation: [],
      destinationAccountInformation: {},
      amountPaid: fields.amountPaid,
      totalPayable: fields.amountPaid,
      cardDetails: {},
      paymentMethod: fields.paymentMethod ?? 'CARD',
      currency: fields.currency ?? 'NGN',
      settlementAmount: fields.amountPaid,
      paymentStatus: fields.paymentStatus ?? 'PAID',
      customer: { name: 'Test Patient', email: 'patient@example.test' },
    },
  })
}

/**
 * A SUCCESSFUL_REFUND or FAILED_REFUND notification, with the fields of Monnify's Java SDK's
 * RefundEventData (the only source that lists them; note `merchantReason`, not `refundReason`).
 */
export function refundEvent(fields: { eventType: 'SUCCESSFUL_REFUND' | 'FAILED_REFUND'; refundReference: string; transactionReference?: string; refundAmount?: number; refundStatus?: string; merchantReason?: string }): string {
  return JSON.stringify({
    eventType: fields.eventType,
    eventData: {
      merchantReason: fields.merchantReason ?? 'Session cancelled by the patient',
      transactionReference: fields.transactionReference ?? `MNFY|87|${Date.now()}|000001`,
      completedOn: lagosPaidOn(),
      refundStatus: fields.refundStatus ?? (fields.eventType === 'SUCCESSFUL_REFUND' ? 'COMPLETED' : 'FAILED'),
      customerNote: 'Alafia refund',
      createdOn: lagosPaidOn(),
      refundReference: fields.refundReference,
      refundAmount: fields.refundAmount ?? 20000,
    },
  })
}
