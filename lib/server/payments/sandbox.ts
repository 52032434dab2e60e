import 'server-only'
import { CURRENCY, PAYMENT_NOT_FOUND, type SandboxOutcomeName } from '@/lib/validation/booking'
import { findCheckout } from '../booking/find-checkout'
import { isMonnifyConfigured } from '../config'
import { db } from '../db'
import { AppError } from '../errors'
import type { PaymentVerifier, ProviderTransaction } from './provider'

/*
 * The built-in sandbox checkout used when no Monnify keys are set. Its buttons
 * record an outcome here; verification reads it back exactly as it would ask Monnify, so the rest of
 * the flow (confirmation, refunds, emails) is the production path.
 */

/**
 * Records what the sandbox checkout chose, for the patient who owns the hold. The first answer stands.
 * A weekly series is one checkout: its outcome is recorded under the series' reference, for its total.
 */
export async function recordSandboxOutcome({ patientId, paymentReference, outcome }: { patientId: string; paymentReference: string; outcome: SandboxOutcomeName }): Promise<{ outcome: SandboxOutcomeName }> {
  // Where Monnify takes the money, nobody may mark a payment as made.
  if (isMonnifyConfigured()) throw new AppError('NOT_FOUND', 'Not found')
  const checkout = await findCheckout(paymentReference, patientId)
  if (!checkout) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND)
  const reference = checkout.paymentReference
  // One round trip for the first answer (the row it wrote); a replay reads the answer that stands.
  const [written] = await db.$queryRaw<{ outcome: SandboxOutcomeName }[]>`
    INSERT INTO "SandboxPayment" ("paymentReference", "outcome", "amountKobo", "currency")
    VALUES (${reference}, ${outcome}::"SandboxOutcome", ${checkout.amountKobo}::integer, ${CURRENCY})
    ON CONFLICT ("paymentReference") DO NOTHING
    RETURNING "outcome"::text AS "outcome"`
  if (written) return { outcome: written.outcome }
  const stored = await db.sandboxPayment.findUniqueOrThrow({ where: { paymentReference: reference }, select: { outcome: true } })
  return { outcome: stored.outcome }
}

export const sandboxVerifier: PaymentVerifier = {
  provider: 'Sandbox',
  async verify(paymentReference: string): Promise<ProviderTransaction> {
    const row = await db.sandboxPayment.findUnique({ where: { paymentReference } })
    const base = { provider: 'Sandbox' as const, paymentReference, transactionReference: null, amountPaidKobo: 0, currency: CURRENCY, paidAt: null, paymentMethod: null }
    if (!row) return { ...base, status: 'PENDING' }
    if (row.outcome !== 'PAID') return { ...base, status: row.outcome === 'FAILED' ? 'FAILED' : 'CANCELLED' }
    return {
      ...base,
      status: 'PAID',
      transactionReference: `SANDBOX|${paymentReference}`,
      amountPaidKobo: row.amountKobo,
      currency: row.currency,
      paidAt: row.createdAt,
      // The sandbox checkout plays a card payment (refunded to its source, no account needed).
      paymentMethod: 'CARD',
    }
  },
}
