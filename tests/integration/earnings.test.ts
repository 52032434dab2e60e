import { inflateSync } from 'node:zlib'
import { NextRequest } from 'next/server'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it, vi } from 'vitest'
import { GET as earningsRoute } from '@/app/api/v1/therapist/earnings/route'
import { GET as earningsCsvRoute } from '@/app/api/v1/therapist/earnings.csv/route'
import { GET as earningsPdfRoute } from '@/app/api/v1/therapist/earnings.pdf/route'
import { statementMonthOf } from '@/lib/earnings/statement-month'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { findEarningsStatement } from '@/lib/server/earnings/find-earnings-statement'
import { findPayoutAccountSummary } from '@/lib/server/earnings/find-payout-account-summary'
import { renderStatementPdf } from '@/lib/server/earnings/render-statement-pdf'
import { findTherapistBalance } from '@/lib/server/ledger/therapist-balances'
import { findDashboardFigures } from '@/lib/server/therapist-dashboard/find-dashboard-figures'
import { createAdmin, createAppointment, createPatient, createPayout, createRefund, createTherapist, lagosHourToUtc, type Db } from '../fixtures/factories'

// The monthly statement is read from the ledger (decisions 035 and 036): these tests write payments,
// refunds, disputes and payouts the way the app does (the database's triggers keep the books) and
// check that the statement matches the appointments, to the kobo.

const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

type SignInUser = { id: string; role: 'Patient' | 'Admin' | 'Therapist' | 'Manager'; fullName: string; sessionVersion: number }
async function signIn(user: SignInUser | null) {
  session.token = user ? await createSessionToken(user) : null
}
const call = (route: typeof earningsRoute, path: string) => route(new NextRequest(new URL(path, 'http://localhost')), { params: Promise.resolve({}) })

// 12:00 in Lagos on Tuesday 20 May 2031: the statement's "now".
const NOW = lagosHourToUtc('2031-05-20', 12)
const MONTH = '2031-05'
const FEE = 2_000_000

/** A paid session whose payment froze a commission other than the default, as paymentRow does with the setting. */
async function paidAtCommission(client: Db, input: { patientId: string; therapistId: string; startsAt: Date; durationHours: number }, commissionPercent: number) {
  const appointment = await createAppointment(client, { ...input, status: 'Pending' })
  await client.payment.create({
    data: { appointmentId: appointment.id, provider: 'Sandbox', paymentReference: appointment.paymentReference, amountKobo: appointment.amountKobo, commissionPercent, status: 'Paid', paidAt: input.startsAt },
  })
  return client.appointment.update({ where: { id: appointment.id }, data: { status: 'Paid', holdExpiresAt: null } })
}

const payOut = (therapistId: string, amountKobo: number, createdAt: Date, extra: { providerReference?: string } = {}) => createPayout(db, { therapistId, amountKobo, createdAt, ...extra })

/**
 * One therapist's May 2031: sessions at the default 15 % and at 20 %, a partial and a full refund, a
 * late payment, sessions still pending (recent, ahead, disputed), one on the month's last hour and one
 * in April, a payout that covers April, the first May session and part of the next, a failed payout,
 * and a refund of the session already paid out. Another therapist's session on the same day.
 */
async function mayOfPayments() {
  const [therapist, other] = await Promise.all([createTherapist(db, { feeKobo: FEE, fullName: 'Ngozi Ọkafọr' }), createTherapist(db, { feeKobo: FEE })])
  const patients = await Promise.all(['Adaeze Obi', 'Bayo Ade', 'Chidi Eze', 'Dupe Bello', 'Efe Late', 'Femi Ola', 'Gbenga Ibe', 'Jide Last', 'Ify April'].map((fullName) => createPatient(db, { fullName })))
  const [pa, pb, pc, pd, pe, pf, pg, pj, pi] = patients as [typeof patients[number], ...typeof patients]
  const own = (patientId: string, date: string, hour: number, durationHours = 1) => ({ patientId, therapistId: therapist.id, startsAt: lagosHourToUtc(date, hour), durationHours })

  const april = await createAppointment(db, own(pi!.id, '2031-04-28', 10))
  const a = await createAppointment(db, own(pa.id, '2031-05-02', 10))
  const b = await paidAtCommission(db, own(pb!.id, '2031-05-03', 10, 2), 20)
  const c = await createAppointment(db, own(pc!.id, '2031-05-04', 10))
  await createRefund(db, { appointmentId: c.id, amountKobo: 1_000_000 })
  const d = await createAppointment(db, own(pd!.id, '2031-05-05', 10))
  await createRefund(db, { appointmentId: d.id, amountKobo: FEE })
  // Money that came after the hold was lost: owed back whole, never earnings.
  const late = await createAppointment(db, { ...own(pe!.id, '2031-05-06', 10), status: 'Expired', holdExpiresAt: lagosHourToUtc('2031-05-01', 9) })
  await db.payment.create({ data: { appointmentId: late.id, provider: 'Sandbox', paymentReference: late.paymentReference, amountKobo: FEE, status: 'RefundRequired', paidAt: lagosHourToUtc('2031-05-01', 10) } })
  // Ended more than 48 hours ago, but the patient reported that the therapist did not come.
  const g = await createAppointment(db, own(pg!.id, '2031-05-10', 10))
  await db.absenceReport.create({ data: { appointmentId: g.id } })
  // Ended 25 hours before NOW: still inside the 48 hours.
  const f = await createAppointment(db, own(pf!.id, '2031-05-19', 10))
  // The month's last hour (23:00 on 31 May in Lagos is 22:00 UTC) is May's; midnight is June's.
  const j = await createAppointment(db, own(pj!.id, '2031-05-31', 23))
  await createAppointment(db, own(pj!.id, '2031-06-01', 0))
  await createAppointment(db, { patientId: pa.id, therapistId: other.id, startsAt: lagosHourToUtc('2031-05-02', 14) })

  // Paid out on 15 May: April's 17,000 + the 2 May session's 17,000 + 10,000 of the 3 May session's share.
  const paid = await payOut(therapist.id, 4_400_000, lagosHourToUtc('2031-05-15', 9), { providerReference: 'MFDS-20310515-0001' })
  await db.payout.update({ where: { id: paid.id }, data: { status: 'Paid', completedAt: lagosHourToUtc('2031-05-15', 9) } })
  const failed = await payOut(therapist.id, 500_000, lagosHourToUtc('2031-05-16', 9))
  await db.payout.update({ where: { id: failed.id }, data: { status: 'Failed', failureReason: 'Beneficiary account is closed' } })
  return { therapist, other, april, a, b, c, d, late, g, f, j, paid, failed }
}

describe('the monthly statement', () => {
  it('matches the appointments: the split, refunds, late money, pending, disputes, payouts first in first out, and a refund after a payout', async () => {
    const s = await mayOfPayments()
    // The 2 May session was paid out; then ₦10,000 of it went back to the patient.
    await createRefund(db, { appointmentId: s.a.id, amountKobo: 1_000_000 })

    const statement = await findEarningsStatement({ therapistId: s.therapist.id, month: MONTH, now: NOW })
    expect(statement.month).toBe(MONTH)
    expect(statement.therapistName).toBe('Ngozi Ọkafọr')
    const rows = statement.sessions.map((x) => [x.appointmentId, x.patient, x.hours, x.amountPaidKobo, x.commissionKobo, x.refundsKobo, x.netKobo, x.paidOutKobo, x.status])
    expect(rows).toEqual([
      // 15 %, then a ₦10,000 refund after the payout: the commission goes back in proportion.
      [s.a.id, 'Adaeze O.', 1, 2_000_000, 150_000, 1_000_000, 850_000, 850_000, 'PaidOut'],
      // 20 % frozen on the payment; what the refund freed from the 2 May session moves on to it.
      [s.b.id, 'Bayo A.', 2, 4_000_000, 800_000, 0, 3_200_000, 1_850_000, 'Payable'],
      [s.c.id, 'Chidi E.', 1, 2_000_000, 150_000, 1_000_000, 850_000, 0, 'Payable'],
      [s.d.id, 'Dupe B.', 1, 2_000_000, 0, 2_000_000, 0, 0, 'Refunded'],
      [s.g.id, 'Gbenga I.', 1, 2_000_000, 300_000, 0, 1_700_000, 0, 'Pending'],
      [s.f.id, 'Femi O.', 1, 2_000_000, 300_000, 0, 1_700_000, 0, 'Pending'],
      [s.j.id, 'Jide L.', 1, 2_000_000, 300_000, 0, 1_700_000, 0, 'Pending'],
    ])
    expect(statement.sessions.map((x) => x.appointmentId)).not.toContain(s.late.id)
    expect(statement.totals).toEqual({
      grossKobo: 16_000_000,
      commissionKobo: 2_000_000,
      refundsKobo: 4_000_000,
      netKobo: 10_000_000,
      pendingKobo: 5_100_000,
      payableKobo: 2_200_000,
      paidOutKobo: 2_700_000,
    })
    const { totals } = statement
    expect(totals.grossKobo - totals.commissionKobo - totals.refundsKobo).toBe(totals.netKobo)
    expect(totals.pendingKobo + totals.payableKobo + totals.paidOutKobo).toBe(totals.netKobo)

    // The month's net is the sum of the therapist's TherapistPayable entries of May's sessions.
    const ledgerNet = await db.ledgerEntry.aggregate({ _sum: { amountKobo: true }, where: { account: 'TherapistPayable', therapistId: s.therapist.id, appointment: { startsAt: { gte: lagosHourToUtc('2031-05-01', 0), lt: lagosHourToUtc('2031-06-01', 0) } } } })
    expect(ledgerNet._sum.amountKobo).toBe(totals.netKobo)

    // Overall: April's 17,000 + May's 100,000 + June's 17,000, less the 44,000 paid out (the failed transfer came back).
    expect(statement.overall).toEqual({ balanceKobo: 1_700_000 + 10_000_000 + 1_700_000 - 4_400_000, pendingKobo: 5_100_000 + 1_700_000, payableKobo: 2_200_000, paidOutKobo: 4_400_000 })
    const balance = await findTherapistBalance(db, s.therapist.id, NOW)
    expect(statement.overall).toEqual({ balanceKobo: balance.balanceKobo, pendingKobo: balance.pendingKobo, payableKobo: balance.payableKobo, paidOutKobo: balance.paidOutKobo })
    expect(statement.nextPayoutDay).toBe('2031-05-31')

    expect(statement.payouts).toEqual([
      { id: s.failed.id, amountKobo: 500_000, status: 'Failed', createdAt: lagosHourToUtc('2031-05-16', 9), completedAt: null, bankName: 'Guaranty Trust Bank', accountNumber: '••••••6789', bankReference: null, failureReason: 'Beneficiary account is closed' },
      { id: s.paid.id, amountKobo: 4_400_000, status: 'Paid', createdAt: lagosHourToUtc('2031-05-15', 9), completedAt: lagosHourToUtc('2031-05-15', 9), bankName: 'Guaranty Trust Bank', accountNumber: '••••••6789', bankReference: 'MFDS-20310515-0001', failureReason: null },
    ])

    // April's statement: its one session, wholly paid out; June's: the session at midnight.
    const april = await findEarningsStatement({ therapistId: s.therapist.id, month: '2031-04', now: NOW })
    expect(april.sessions.map((x) => [x.appointmentId, x.paidOutKobo, x.status])).toEqual([[s.april.id, 1_700_000, 'PaidOut']])
    expect(april.payouts).toEqual([])
    expect((await findEarningsStatement({ therapistId: s.therapist.id, month: '2031-06', now: NOW })).sessions).toHaveLength(1)

    // A patient erased later keeps the session's money on the statement, under the erasure's name.
    await db.user.update({ where: { id: s.c.patientId }, data: { fullName: 'Deleted user', erasedAt: NOW } })
    expect((await findEarningsStatement({ therapistId: s.therapist.id, month: MONTH, now: NOW })).sessions[2]).toMatchObject({ appointmentId: s.c.id, patient: 'Deleted user', netKobo: 850_000 })

    // The other therapist sees only their own session.
    const theirs = await findEarningsStatement({ therapistId: s.other.id, month: MONTH, now: NOW })
    expect(theirs.sessions.map((x) => [x.patient, x.netKobo])).toEqual([['Adaeze O.', 1_700_000]])
    expect(theirs.payouts).toEqual([])
  })

  it('holds a disputed session until the report is resolved, then pays it after the sessions that were payable before', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db, { feeKobo: FEE }), createPatient(db)])
    const early = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-05-01', 10) })
    const later = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-05-08', 10) })
    await db.absenceReport.create({ data: { appointmentId: early.id } })
    const pending = await findEarningsStatement({ therapistId: therapist.id, month: MONTH, now: NOW })
    expect(pending.sessions.map((x) => x.status)).toEqual(['Pending', 'Payable'])
    expect(pending.totals).toMatchObject({ pendingKobo: 1_700_000, payableKobo: 1_700_000 })

    // Dismissed on 18 May: payable from then, after the 8 May session (payable from 10 May).
    await db.absenceReport.update({ where: { appointmentId: early.id }, data: { status: 'Dismissed', resolvedAt: lagosHourToUtc('2031-05-18', 9) } })
    await payOut(therapist.id, 1_700_000, lagosHourToUtc('2031-05-19', 9))
    const resolved = await findEarningsStatement({ therapistId: therapist.id, month: MONTH, now: NOW })
    expect(resolved.sessions.map((x) => [x.appointmentId, x.status])).toEqual([
      [early.id, 'Payable'],
      [later.id, 'PaidOut'],
    ])
  })

  it('is empty for a month without sessions, and for a new therapist', async () => {
    const therapist = await createTherapist(db)
    const statement = await findEarningsStatement({ therapistId: therapist.id, month: '2031-02', now: NOW })
    expect(statement.sessions).toEqual([])
    expect(statement.payouts).toEqual([])
    expect(statement.totals).toEqual({ grossKobo: 0, commissionKobo: 0, refundsKobo: 0, netKobo: 0, pendingKobo: 0, payableKobo: 0, paidOutKobo: 0 })
    expect(statement.overall).toEqual({ balanceKobo: 0, pendingKobo: 0, payableKobo: 0, paidOutKobo: 0 })
  })
})

describe('the payout account on the earnings page', () => {
  it('is masked, null before one is set, and says until when a replaced account is held', async () => {
    const therapist = await createTherapist(db)
    expect(await findPayoutAccountSummary({ therapistId: therapist.id, now: NOW })).toBeNull()
    await db.payoutAccount.create({ data: { therapistId: therapist.id, bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumber: '0123456789', accountName: 'ADA OBI' } })
    expect(await findPayoutAccountSummary({ therapistId: therapist.id, now: NOW })).toEqual({ bankName: 'Guaranty Trust Bank', accountNumber: '••••••6789', accountName: 'ADA OBI', heldUntil: null })
    await db.payoutAccount.update({ where: { therapistId: therapist.id }, data: { accountNumber: '1111122222', changedAt: lagosHourToUtc('2031-05-20', 9) } })
    expect(await findPayoutAccountSummary({ therapistId: therapist.id, now: NOW })).toMatchObject({ accountNumber: '••••••2222', heldUntil: lagosHourToUtc('2031-05-21', 9) })
  })
})

describe("the dashboard home's revenue", () => {
  it("is the ledger's net: the therapist's share of every paid session, less refunds", async () => {
    const s = await mayOfPayments()
    const figures = await findDashboardFigures({ therapistId: s.therapist.id, now: NOW })
    expect(figures.revenueKobo).toBe(1_700_000 + (10_000_000 + 850_000) + 1_700_000)
    expect(figures.revenueKobo).toBe((await findTherapistBalance(db, s.therapist.id, NOW)).earnedKobo)
  })
})

describe('GET /api/v1/therapist/earnings', () => {
  it('answers the signed-in therapist’s own month in naira; 401 without a session, 403 for other roles', async () => {
    const s = await mayOfPayments()
    const [patient, admin, unverified] = await Promise.all([createPatient(db), createAdmin(db), createTherapist(db, { isVerified: false })])

    await signIn(null)
    expect((await call(earningsRoute, `/api/v1/therapist/earnings?month=${MONTH}`)).status).toBe(401)
    for (const user of [patient, admin, unverified]) {
      await signIn(user)
      expect((await call(earningsRoute, `/api/v1/therapist/earnings?month=${MONTH}`)).status).toBe(403)
    }

    await signIn(s.therapist)
    const response = await call(earningsRoute, `/api/v1/therapist/earnings?month=${MONTH}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const { data } = (await response.json()) as { data: Record<string, unknown> & { sessions: Record<string, unknown>[]; payouts: Record<string, unknown>[] } }
    expect(data).toMatchObject({ month: MONTH, gross: 160_000, commission: 21_500, refunds: 30_000, net: 108_500 })
    expect(Number(data.pending) + Number(data.payable) + Number(data.paidOut)).toBe(108_500)
    expect(data.sessions).toHaveLength(7)
    expect(data.sessions[1]).toMatchObject({ appointmentId: s.b.id, date: s.b.startsAt.toISOString(), patient: 'Bayo A.', hours: 2, amountPaid: 40_000, commission: 8_000, refunds: 0, net: 32_000 })
    expect(data.payouts.map((p) => [p.amount, p.status, p.bankReference, p.accountNumber, p.failureReason])).toEqual([
      [5_000, 'Failed', null, '••••••6789', 'Beneficiary account is closed'],
      [44_000, 'Paid', 'MFDS-20310515-0001', '••••••6789', null],
    ])
    // No other patient's full name, no account number in full.
    expect(JSON.stringify(data)).not.toMatch(/Adaeze Obi|0123456789/)

    // The other therapist's own statement.
    await signIn(s.other)
    const theirs = (await (await call(earningsRoute, `/api/v1/therapist/earnings?month=${MONTH}`)).json()) as { data: { sessions: unknown[]; payouts: unknown[] } }
    expect([theirs.data.sessions.length, theirs.data.payouts.length]).toEqual([1, 0])
  })

  it('takes this Lagos month without ?month, and refuses a month that is not YYYY-MM with a clear message', async () => {
    const therapist = await createTherapist(db)
    await signIn(therapist)
    const current = (await (await call(earningsRoute, '/api/v1/therapist/earnings')).json()) as { data: { month: string } }
    expect(current.data.month).toBe(statementMonthOf(new Date()))
    for (const month of ['2031-13', '2031-5', 'May 2031', '2031-05-01', "2031-05' OR 1=1"]) {
      const response = await call(earningsRoute, `/api/v1/therapist/earnings?month=${encodeURIComponent(month)}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: 'Give the month as YYYY-MM, for example 2026-11.', errors: { month: ['Give the month as YYYY-MM, for example 2026-11.'] } })
    }
  })
})

describe('GET /api/v1/therapist/earnings.csv', () => {
  it('downloads one row per session and the totals, with names that cannot run as formulas', async () => {
    const s = await mayOfPayments()
    const sly = await createPatient(db, { fullName: '=HYPERLINK("http://evil.test") Smith' })
    await createAppointment(db, { patientId: sly.id, therapistId: s.therapist.id, startsAt: lagosHourToUtc('2031-05-22', 15) })

    await signIn(null)
    expect((await call(earningsCsvRoute, `/api/v1/therapist/earnings.csv?month=${MONTH}`)).status).toBe(401)
    await signIn(s.therapist)
    expect((await call(earningsCsvRoute, '/api/v1/therapist/earnings.csv?month=2031-00')).status).toBe(400)
    const response = await call(earningsCsvRoute, `/api/v1/therapist/earnings.csv?month=${MONTH}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="alafia-earnings-2031-05.csv"')
    const bytes = Buffer.from(await response.arrayBuffer())
    // A byte-order mark first, so spreadsheet programs read the names as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
    expect(lines).toHaveLength(1 + 8 + 1)
    expect(lines[0]).toBe('Date,Start (Lagos),Patient,Hours,Amount paid (NGN),Commission (NGN),Refunds (NGN),Net (NGN),Paid out (NGN),Status')
    // Today (2026) every session of May 2031 is still ahead: pending.
    expect(lines[1]).toBe('2031-05-02,10:00 AM,Adaeze O.,1,20000.00,3000.00,0.00,17000.00,0.00,Pending')
    expect(lines[2]).toBe('2031-05-03,10:00 AM,Bayo A.,2,40000.00,8000.00,0.00,32000.00,0.00,Pending')
    expect(lines[4]).toBe('2031-05-05,10:00 AM,Dupe B.,1,20000.00,0.00,20000.00,0.00,0.00,Refunded')
    expect(lines).toContain('2031-05-22,03:00 PM,"\'=HYPERLINK(""http://evil.test"") S.",1,20000.00,3000.00,0.00,17000.00,0.00,Pending')
    expect(lines.at(-1)).toBe('Total,,,9,180000.00,24500.00,30000.00,125500.00,0.00,Pending 125500.00; payable 0.00')
  })
})

/** The text a PDF page draws: pdf-lib writes standard-font strings as hex. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes)
  const texts: string[] = []
  for (const page of doc.getPages()) {
    const contents = page.node.Contents()
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents]
    for (const stream of streams) {
      const bytes = (doc.context.lookup(stream) as unknown as { contents: Uint8Array }).contents
      const raw = inflateSync(bytes).toString('latin1')
      for (const [, hex] of raw.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) texts.push(Buffer.from(hex!, 'hex').toString('latin1'))
    }
  }
  return texts.join('\n')
}

describe('GET /api/v1/therapist/earnings.pdf', () => {
  it('is an A4 PDF statement with the figures, the sessions and the payouts, whatever letters a name holds', async () => {
    const s = await mayOfPayments()
    await signIn(s.therapist)
    const response = await call(earningsPdfRoute, `/api/v1/therapist/earnings.pdf?month=${MONTH}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="alafia-earnings-2031-05.pdf"')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(1)
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()]
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842])
    const text = await pdfText(bytes)
    expect(text).toContain('Alafia earnings statement')
    // Ọ is not in the standard fonts' encoding: its base letter stands in, and ₦ becomes NGN.
    expect(text).toContain('Ngozi Okafor')
    expect(text).toContain('May 2031')
    expect(text).toContain('NGN 160,000')
    expect(text).toContain('Bayo A.')
    expect(text).toContain('MFDS-20310515-0001')
    expect(text).toContain('Beneficiary account is closed')
    expect(text).toMatch(/Generated /)
    expect(text).toContain('Page 1 of 1')
  })

  it('runs a long month over several pages, the table header on each', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db, { feeKobo: FEE }), createPatient(db, { fullName: 'Tolu Many' })])
    // 80 one-hour sessions: five a day on 16 days of March 2031.
    for (let day = 1; day <= 16; day += 1) {
      for (const hour of [9, 11, 13, 15, 17]) {
        await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(`2031-03-${String(day).padStart(2, '0')}`, hour) })
      }
    }
    const statement = await findEarningsStatement({ therapistId: therapist.id, month: '2031-03', now: NOW })
    expect(statement.sessions).toHaveLength(80)
    const bytes = await renderStatementPdf(statement)
    const doc = await PDFDocument.load(bytes)
    // The first page holds the figures and 27 rows, the second 47; the last 6 rows and the total on the third.
    expect(doc.getPageCount()).toBe(3)
    const text = await pdfText(bytes)
    // Every header cell whole (none cut with an ellipsis), on each of the three pages.
    for (const title of ['Date', 'Start', 'Patient', 'Hours', 'Paid (NGN)', 'Commission', 'Refunds', 'Net (NGN)', 'Status']) expect(text.match(new RegExp(`^${title.replace(/[()]/g, '\\$&')}$`, 'gm'))?.length).toBeGreaterThanOrEqual(3)
    expect(text).not.toContain('…')
    expect(text).toContain('Page 3 of 3')
    expect(text.match(/Tolu M\./g)).toHaveLength(80)

    const short = await renderStatementPdf({ ...statement, sessions: statement.sessions.slice(0, 20) })
    expect((await PDFDocument.load(short)).getPageCount()).toBe(1)
  })
})
