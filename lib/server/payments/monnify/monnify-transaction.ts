import 'server-only'
import type { ProviderTransaction } from '../provider'
import { parseNairaToKobo } from '@/lib/money'
import { lagosWallClock } from '@/lib/time'

/*
 * Reads Monnify's "get transaction status" answer (GET /api/v2/merchant/transactions/query and
 * GET /api/v2/transactions/{transactionReference}, the same responseBody;
 * https://developers.monnify.com/docs/collections/manage-payments/verify-transactions) into the
 * provider-neutral ProviderTransaction. Pure, so the awkward parts (naira strings, Monnify's date
 * formats, its status names) are tested without a network.
 */

/** The fields of Monnify's responseBody that verification reads; everything else is ignored. */
export type MonnifyTransactionBody = {
  paymentReference?: unknown
  transactionReference?: unknown
  paymentStatus?: unknown
  amountPaid?: unknown
  /** v2 answers `currency`; the older v1 answer said `currencyCode`. */
  currency?: unknown
  currencyCode?: unknown
  paidOn?: unknown
  /** CARD, ACCOUNT_TRANSFER, USSD, PHONE_NUMBER (the definition's example is CARD; no list is published). */
  paymentMethod?: unknown
}

type Status = ProviderTransaction['status']

const SAME_NAME: ReadonlySet<string> = new Set(['PAID', 'OVERPAID', 'PARTIALLY_PAID', 'PENDING', 'FAILED', 'CANCELLED', 'EXPIRED'])

/**
 * Monnify's paymentStatus as ours. Only PAID and OVERPAID can ever confirm a booking, so anything
 * unknown reads as PENDING: it confirms nothing and releases nothing (the hold runs out by itself).
 * ABANDONED (checkout left without paying) is not final either: a bank transfer may still arrive.
 * REVERSED money went back to the payer: as good as FAILED for a booking not yet confirmed.
 */
export function toProviderStatus(paymentStatus: unknown): Status {
  const name = typeof paymentStatus === 'string' ? paymentStatus.trim().toUpperCase() : ''
  if (SAME_NAME.has(name)) return name as Status
  if (name === 'REVERSED') return 'FAILED'
  if (name === 'USER_CANCELLED') return 'CANCELLED'
  return 'PENDING'
}

/**
 * When Monnify says the money arrived. Its answers have used ISO instants, "2021-11-17 11:28:42.615"
 * and "29/06/2023 01:20:18 PM"; the last two carry no zone and are Lagos time (WAT, UTC+1, no DST).
 * Unreadable: null, and confirmation records its own time instead.
 */
export function parsePaidOn(value: unknown): Date | null {
  if (typeof value !== 'string') return null
  const text = value.trim()

  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const date = new Date(text)
    return Number.isNaN(date.getTime()) ? null : date
  }

  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/.exec(text)
  if (iso) {
    const [y, mo, d, h, mi, s] = iso.slice(1, 7).map(Number) as [number, number, number, number, number, number]
    return lagosWallClock({ year: y, month: mo, day: d, hour: h, minute: mi, second: s, ms: Number((iso[7] ?? '').padEnd(3, '0')) })
  }

  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2}) ?(AM|PM)$/i.exec(text)
  if (dmy) {
    const [d, mo, y, h, mi, s] = dmy.slice(1, 7).map(Number) as [number, number, number, number, number, number]
    if (h < 1 || h > 12) return null
    const hour = (h % 12) + (dmy[7]!.toUpperCase() === 'PM' ? 12 : 0)
    return lagosWallClock({ year: y, month: mo, day: d, hour, minute: mi, second: s })
  }
  return null
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/** Monnify's responseBody as a ProviderTransaction; the caller compares its reference with the one it asked about. */
export function toProviderTransaction(body: MonnifyTransactionBody): ProviderTransaction {
  const status = toProviderStatus(body.paymentStatus)
  return {
    provider: 'Monnify',
    status,
    paymentReference: text(body.paymentReference) ?? '',
    transactionReference: text(body.transactionReference),
    amountPaidKobo: parseNairaToKobo(body.amountPaid),
    currency: (text(body.currency) ?? text(body.currencyCode) ?? '').toUpperCase(),
    paidAt: status === 'PAID' || status === 'OVERPAID' || status === 'PARTIALLY_PAID' ? parsePaidOn(body.paidOn) : null,
    paymentMethod: text(body.paymentMethod)?.toUpperCase() ?? null,
  }
}

/** What a transaction never created looks like (the reference is unknown to Monnify). */
export function notFoundTransaction(paymentReference: string): ProviderTransaction {
  return { provider: 'Monnify', status: 'NOT_FOUND', paymentReference, transactionReference: null, amountPaidKobo: 0, currency: '', paidAt: null, paymentMethod: null }
}

/** A transaction with Monnify's own paymentStatus word kept (REVERSED reads as FAILED in `status`). */
export type MonnifyTransaction = ProviderTransaction & { monnifyStatus: string }

export function toMonnifyTransaction(body: MonnifyTransactionBody): MonnifyTransaction {
  return { ...toProviderTransaction(body), monnifyStatus: monnifyStatusOf(body.paymentStatus) }
}

/** Monnify's paymentStatus as written, upper-case ('' when missing). */
export function monnifyStatusOf(paymentStatus: unknown): string {
  return typeof paymentStatus === 'string' ? paymentStatus.trim().toUpperCase().slice(0, 40) : ''
}
