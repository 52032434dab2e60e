import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '../support/source-files'
import { bookingAmountKobo, formatNaira, koboToNaira, nairaToKobo, parseNairaToKobo } from '@/lib/money'

// lib/money.ts: kobo ↔ naira, the booking amount and ₦, once.

describe('kobo and naira', () => {
  it('converts both ways, exactly for any whole number of kobo', () => {
    expect(koboToNaira(2_000_000)).toBe(20_000)
    expect(koboToNaira(2_000_050)).toBe(20_000.5)
    expect(nairaToKobo(15_000)).toBe(1_500_000)
    expect(nairaToKobo(0.29)).toBe(29)
    for (const kobo of [0, 1, 29, 99, 4_500_050, 999_999_999]) expect(nairaToKobo(koboToNaira(kobo))).toBe(kobo)
  })

  it("reads a provider's naira into integer kobo without floating-point error", () => {
    expect(parseNairaToKobo('20000.00')).toBe(2_000_000)
    expect(parseNairaToKobo('200')).toBe(20_000)
    expect(parseNairaToKobo(4500.5)).toBe(450_050)
    expect(parseNairaToKobo(0.29)).toBe(29)
    expect(parseNairaToKobo('1,250.75')).toBe(125_075)
    expect(parseNairaToKobo('0.1')).toBe(10)
    // A fraction of a kobo is dropped, never rounded up in the payer's favour.
    expect(parseNairaToKobo('39999.999')).toBe(3_999_999)
  })

  it('reads anything that is not a plain amount as nothing paid', () => {
    for (const value of [undefined, null, '', 'abc', '-5', -5, '1e5', Number.NaN, Number.POSITIVE_INFINITY, '12.3.4', {}]) expect(parseNairaToKobo(value)).toBe(0)
  })
})

describe('the booking amount and its display', () => {
  it('charges hours × the hourly fee (spec 9)', () => {
    expect(bookingAmountKobo(2, 4_500_000)).toBe(9_000_000)
    expect(bookingAmountKobo(1, 2_500_050)).toBe(2_500_050)
  })

  it('shows naira with thousands separators, kobo only when there are any', () => {
    expect(formatNaira(2_000_000)).toBe('₦20,000')
    expect(formatNaira(150_000_000)).toBe('₦1,500,000')
    expect(formatNaira(2_000_050)).toBe('₦20,000.50')
  })
})

// Money converted by hand is how a price ends up a hundred times off: nothing in lib/, app/ or
// components/ other than lib/money.ts multiplies or divides money by 100.
const ROOT = join(__dirname, '..', '..')
const SCANNED = ['lib', 'app', 'components']
const SKIPPED = new Set(['lib/money.ts', 'lib/generated'])
const MONEY_WORD = /kobo|naira|amount|fee|price/i
const BY_HUNDRED = /[*/]\s*100\b(?!\s*[-_a-z])|\b100\s*\*/i

const sourceFiles = (dir: string) => filesUnder(dir, /\.(ts|tsx|js|mjs)$/, (path) => SKIPPED.has(path))

/** The lines that multiply or divide by 100 next to a money word. */
function handMadeMoney(source: string): number[] {
  return source.split('\n').flatMap((line, i) => (BY_HUNDRED.test(line) && MONEY_WORD.test(line) ? [i + 1] : []))
}

describe('money is converted in lib/money.ts only', () => {
  it('finds a conversion by hand', () => {
    expect(handMadeMoney('const naira = row.amountKobo / 100')).toEqual([1])
    expect(handMadeMoney('x\nformatNaira(Math.round(therapist.fee * 100))')).toEqual([2])
    expect(handMadeMoney('const kobo = 100 * price')).toEqual([1])
    expect(handMadeMoney('const amount = koboToNaira(row.amountKobo)\nconst percent = done / 100')).toEqual([])
  })

  it('none is left in lib/, app/ or components/', () => {
    const found = SCANNED.flatMap(sourceFiles).flatMap((path) =>
      handMadeMoney(readFileSync(join(ROOT, path), 'utf8')).map((line) => `${relative(ROOT, join(ROOT, path))}:${line}`),
    )
    expect(found).toEqual([])
  })
})
