import { describe, expect, it } from 'vitest'
import { allocatePaidOut, type AllocatableSession } from '@/lib/earnings/allocate-paid-out'
import { sessionEarningStatus, statementTotals, type EarningsStatement, type StatementSession } from '@/lib/earnings/earnings-statement'
import { toEncodableText } from '@/lib/earnings/pdf-text'
import { isPayoutDay, nextPayoutDay } from '@/lib/payouts/payout-days'
import { lagosDateKey } from '@/lib/time'
import { csvField, statementCsv, statementCsvFilename } from '@/lib/earnings/statement-csv'
import { formatStatementMonth, isStatementMonth, shiftStatementMonth, statementMonthOf, statementMonthRange } from '@/lib/earnings/statement-month'
import { statementMonthSchema } from '@/lib/validation/earnings'

const at = (iso: string) => new Date(iso)

describe('allocating what was paid out, first in first out', () => {
  const sessions: AllocatableSession[] = [
    { id: 'c', netKobo: 300, payableAt: at('2031-05-03T00:00:00Z'), startsAt: at('2031-05-01T00:00:00Z') },
    { id: 'a', netKobo: 100, payableAt: at('2031-05-01T00:00:00Z'), startsAt: at('2031-04-29T00:00:00Z') },
    { id: 'pending', netKobo: 500, payableAt: null, startsAt: at('2031-04-01T00:00:00Z') },
    { id: 'b', netKobo: 200, payableAt: at('2031-05-02T00:00:00Z'), startsAt: at('2031-04-30T00:00:00Z') },
    { id: 'refunded', netKobo: 0, payableAt: at('2031-04-01T00:00:00Z'), startsAt: at('2031-03-30T00:00:00Z') },
  ]
  const allocated = (total: number) => Object.fromEntries(allocatePaidOut(sessions, total).paidOutKobo)

  it('pays the session that became payable first, first, and never a pending one', () => {
    expect(allocated(0)).toEqual({ a: 0, b: 0, c: 0, pending: 0, refunded: 0 })
    expect(allocated(100)).toEqual({ a: 100, b: 0, c: 0, pending: 0, refunded: 0 })
    expect(allocated(250)).toEqual({ a: 100, b: 150, c: 0, pending: 0, refunded: 0 })
    expect(allocated(600)).toEqual({ a: 100, b: 200, c: 300, pending: 0, refunded: 0 })
    expect(allocatePaidOut(sessions, 600).unallocatedKobo).toBe(0)
  })

  it('moves what a refund after a payout frees on to the next session, and reports what nothing covers', () => {
    const refunded = sessions.map((session) => (session.id === 'a' ? { ...session, netKobo: 40 } : session))
    expect(Object.fromEntries(allocatePaidOut(refunded, 250).paidOutKobo)).toMatchObject({ a: 40, b: 200, c: 10 })
    const result = allocatePaidOut(refunded, 700)
    expect(Object.fromEntries(result.paidOutKobo)).toMatchObject({ a: 40, b: 200, c: 300 })
    expect(result.unallocatedKobo).toBe(160)
  })

  it('breaks ties by the session’s start, then its id, so the allocation never changes between reads', () => {
    const same = at('2031-05-01T00:00:00Z')
    const tied: AllocatableSession[] = [
      { id: 'y', netKobo: 100, payableAt: same, startsAt: at('2031-04-29T10:00:00Z') },
      { id: 'x', netKobo: 100, payableAt: same, startsAt: at('2031-04-29T10:00:00Z') },
      { id: 'w', netKobo: 100, payableAt: same, startsAt: at('2031-04-29T09:00:00Z') },
    ]
    expect(Object.fromEntries(allocatePaidOut(tied, 150).paidOutKobo)).toEqual({ w: 100, x: 50, y: 0 })
  })
})

describe('a session’s status and the month’s totals', () => {
  it('is refunded when nothing is left, pending before it is payable, paid out when covered, payable otherwise', () => {
    expect(sessionEarningStatus({ netKobo: 0, paidOutKobo: 0, isPending: true })).toBe('Refunded')
    expect(sessionEarningStatus({ netKobo: 100, paidOutKobo: 0, isPending: true })).toBe('Pending')
    expect(sessionEarningStatus({ netKobo: 100, paidOutKobo: 100, isPending: false })).toBe('PaidOut')
    expect(sessionEarningStatus({ netKobo: 100, paidOutKobo: 99, isPending: false })).toBe('Payable')
  })

  it('adds up: gross − commission − refunds = net, and pending + payable + paid out = net', () => {
    const base = { startsAt: at('2031-05-01T09:00:00Z'), patient: 'Ada O.', hours: 1 }
    const sessions: StatementSession[] = [
      { ...base, appointmentId: '1', amountPaidKobo: 2000, commissionKobo: 300, refundsKobo: 0, netKobo: 1700, paidOutKobo: 1700, status: 'PaidOut' },
      { ...base, appointmentId: '2', amountPaidKobo: 2000, commissionKobo: 150, refundsKobo: 1000, netKobo: 850, paidOutKobo: 400, status: 'Payable' },
      { ...base, appointmentId: '3', amountPaidKobo: 2000, commissionKobo: 300, refundsKobo: 0, netKobo: 1700, paidOutKobo: 0, status: 'Pending' },
      { ...base, appointmentId: '4', amountPaidKobo: 2000, commissionKobo: 0, refundsKobo: 2000, netKobo: 0, paidOutKobo: 0, status: 'Refunded' },
    ]
    const totals = statementTotals(sessions)
    expect(totals).toEqual({ grossKobo: 8000, commissionKobo: 750, refundsKobo: 3000, netKobo: 4250, pendingKobo: 1700, payableKobo: 450, paidOutKobo: 2100 })
    expect(totals.grossKobo - totals.commissionKobo - totals.refundsKobo).toBe(totals.netKobo)
    expect(totals.pendingKobo + totals.payableKobo + totals.paidOutKobo).toBe(totals.netKobo)
  })
})

describe('the statement month', () => {
  it('accepts YYYY-MM only', () => {
    for (const month of ['2026-11', '2031-01', '2099-12']) expect([isStatementMonth(month), statementMonthSchema.safeParse(month).success]).toEqual([true, true])
    for (const month of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', ' 2026-11', '2026/11', 'November 2026', '', '1999-12']) {
      expect([isStatementMonth(month), statementMonthSchema.safeParse(month).success]).toEqual([false, false])
    }
    expect(statementMonthSchema.safeParse(undefined).success).toBe(false)
  })

  it('follows the Lagos calendar: the last hour of a month in Lagos is still that month', () => {
    expect(statementMonthOf(at('2026-11-30T22:59:59Z'))).toBe('2026-11')
    expect(statementMonthOf(at('2026-11-30T23:00:00Z'))).toBe('2026-12')
    expect(statementMonthRange('2026-11')).toEqual({ from: at('2026-10-31T23:00:00Z'), to: at('2026-11-30T23:00:00Z') })
    expect(statementMonthRange('2026-12').to).toEqual(at('2026-12-31T23:00:00Z'))
  })

  it('steps across years and names the month', () => {
    expect([shiftStatementMonth('2026-12', 1), shiftStatementMonth('2026-01', -1), shiftStatementMonth('2026-05', -17)]).toEqual(['2027-01', '2025-12', '2024-12'])
    expect(formatStatementMonth('2026-11')).toBe('November 2026')
  })
})

describe('the next payout day the statement shows', () => {
  it('is the 15th or the last day of the month, Lagos calendar, today included', () => {
    const nextAfter = (instant: Date) => nextPayoutDay(lagosDateKey(instant))
    expect(nextAfter(at('2026-11-01T09:00:00Z'))).toBe('2026-11-15')
    expect(nextAfter(at('2026-11-15T22:00:00Z'))).toBe('2026-11-15')
    // 23:30 UTC on the 15th is already the 16th in Lagos.
    expect(nextAfter(at('2026-11-15T23:30:00Z'))).toBe('2026-11-30')
    expect(nextAfter(at('2028-02-20T09:00:00Z'))).toBe('2028-02-29')
    expect(nextAfter(at('2027-02-20T09:00:00Z'))).toBe('2027-02-28')
    expect(nextAfter(at('2026-12-31T12:00:00Z'))).toBe('2026-12-31')
    expect([isPayoutDay('2026-11-15'), isPayoutDay('2026-11-30'), isPayoutDay('2026-11-29'), isPayoutDay('2026-12-30')]).toEqual([true, true, false, false])
  })
})

describe('the CSV', () => {
  it('neutralises cells that a spreadsheet would run as a formula, and quotes what needs it', () => {
    expect(csvField('=1+1')).toBe("'=1+1")
    expect(csvField('+2348012345678')).toBe("'+2348012345678")
    expect(csvField('-5')).toBe("'-5")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\tTab')).toBe("'\tTab")
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvField('Obi, Ada')).toBe('"Obi, Ada"')
    expect(csvField('Line\nbreak')).toBe('"Line\nbreak"')
    expect(csvField('Ada O.')).toBe('Ada O.')
    expect(csvField(17000.5)).toBe('17000.5')
    expect(statementCsvFilename('2026-11')).toBe('alafia-earnings-2026-11.csv')
  })

  it('has one row per session and the totals', () => {
    const statement: EarningsStatement = {
      month: '2026-11',
      therapistName: 'Ngozi Okafor',
      sessions: [
        { appointmentId: '1', startsAt: at('2026-11-03T09:00:00Z'), patient: '@dmin X.', hours: 2, amountPaidKobo: 4_000_050, commissionKobo: 600_008, refundsKobo: 0, netKobo: 3_400_042, paidOutKobo: 0, status: 'Payable' },
      ],
      totals: { grossKobo: 4_000_050, commissionKobo: 600_008, refundsKobo: 0, netKobo: 3_400_042, pendingKobo: 0, payableKobo: 3_400_042, paidOutKobo: 0 },
      payouts: [],
      overall: { balanceKobo: 0, pendingKobo: 0, payableKobo: 0, paidOutKobo: 0 },
      nextPayoutDay: '2026-11-15',
      generatedAt: at('2026-11-04T09:00:00Z'),
    }
    expect(statementCsv(statement).split('\r\n')).toEqual([
      '\uFEFFDate,Start (Lagos),Patient,Hours,Amount paid (NGN),Commission (NGN),Refunds (NGN),Net (NGN),Paid out (NGN),Status',
      "2026-11-03,10:00 AM,'@dmin X.,2,40000.50,6000.08,0.00,34000.42,0.00,Payable",
      'Total,,,2,40000.50,6000.08,0.00,34000.42,0.00,Pending 0.00; payable 34000.42',
      '',
    ])
  })
})

describe('text for the PDF’s standard fonts', () => {
  const latin1 = (codePoint: number) => codePoint <= 0xff || codePoint === 0x2026 || codePoint === 0x2022
  it('keeps what the font encodes, strips marks it cannot draw, and stands in for the rest', () => {
    expect(toEncodableText('Ngozi Ọkafọr', latin1)).toBe('Ngozi Okafor')
    expect(toEncodableText('Adébáyọ̀ Ṣàngó', latin1)).toBe('Adébáyo Sàngó')
    expect(toEncodableText('₦20,000', latin1)).toBe('NGN 20,000')
    expect(toEncodableText('李 Wei 🙂', latin1)).toBe('? Wei ?')
    expect(toEncodableText('Two\nlines\tand\u0000 nul', latin1)).toBe('Two lines and nul')
    expect(toEncodableText('••••••6789…', latin1)).toBe('••••••6789…')
  })
})
