// Money, once: the database keeps integer kobo (₦1 = 100 kobo); the API speaks naira (`amount`,
// `fee`); the UI shows ₦ with thousands separators. Pure: the browser and the server both use
// it. No other file multiplies or divides money by 100 (tests/unit/money.test.ts looks).

const KOBO_PER_NAIRA = 100

const NAIRA = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 })
const NAIRA_KOBO = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 })

/** Naira, as the API's `amount` and `fee` fields give it, from integer kobo: 2,000,050 → 20000.5. */
export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA
}

/** Integer kobo from a number of naira (a fee typed in whole naira, an API `amount`): 20000.5 → 2,000,050. */
export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA)
}

/**
 * Naira as a payment provider writes it ("200.00", 200, 4500.5, "1,250.75") to integer kobo, by
 * string arithmetic so that 0.29 naira is 29 kobo, not 28.999…. Anything that is not a plain
 * non-negative amount is 0 kobo (which pays for nothing); fractions of a kobo are dropped, never
 * rounded up in the payer's favour.
 */
export function parseNairaToKobo(amount: unknown): number {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : typeof amount === 'string' ? amount.trim().replaceAll(',', '') : ''
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text)
  if (!match) return 0
  const kobo = Number(match[1]) * KOBO_PER_NAIRA + Number((match[2] ?? '').padEnd(2, '0').slice(0, 2))
  return Number.isSafeInteger(kobo) ? kobo : 0
}

/** A booking costs its hours × the therapist's hourly fee (kobo). */
export function bookingAmountKobo(hours: number, feeKobo: number): number {
  return hours * feeKobo
}

/** A standing weekly series costs every week's booking: hours × fee × weeks (kobo), one checkout. */
export function seriesAmountKobo(hours: number, feeKobo: number, weeks: number): number {
  return bookingAmountKobo(hours, feeKobo) * weeks
}

/** A whole percentage of an amount, rounded down to the kobo (a refund never pays out more than its share). */
export function percentOfKobo(kobo: number, percent: number): number {
  return Math.floor((kobo * percent) / 100)
}

/** ₦20,000 from 2,000,000 kobo; kobo show only when there are any (₦20,000.50). */
export function formatNaira(kobo: number): string {
  return (kobo % KOBO_PER_NAIRA === 0 ? NAIRA : NAIRA_KOBO).format(koboToNaira(kobo))
}
