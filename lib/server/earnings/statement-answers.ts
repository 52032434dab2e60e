import 'server-only'
import type { EarningsStatement } from '@/lib/earnings/earnings-statement'
import { statementCsv, statementCsvFilename } from '@/lib/earnings/statement-csv'
import { koboToNaira } from '@/lib/money'
import { renderStatementPdf } from './render-statement-pdf'

/** The statement as the API gives it: amounts in naira, instants as ISO strings. */
export function statementJson(statement: EarningsStatement) {
  const { totals, overall } = statement
  return {
    month: statement.month,
    sessions: statement.sessions.map((session) => ({
      appointmentId: session.appointmentId,
      date: session.startsAt.toISOString(),
      patient: session.patient,
      hours: session.hours,
      amountPaid: koboToNaira(session.amountPaidKobo),
      commission: koboToNaira(session.commissionKobo),
      refunds: koboToNaira(session.refundsKobo),
      net: koboToNaira(session.netKobo),
      paidOut: koboToNaira(session.paidOutKobo),
      status: session.status,
    })),
    gross: koboToNaira(totals.grossKobo),
    commission: koboToNaira(totals.commissionKobo),
    refunds: koboToNaira(totals.refundsKobo),
    net: koboToNaira(totals.netKobo),
    pending: koboToNaira(totals.pendingKobo),
    payable: koboToNaira(totals.payableKobo),
    paidOut: koboToNaira(totals.paidOutKobo),
    payouts: statement.payouts.map((payout) => ({
      _id: payout.id,
      amount: koboToNaira(payout.amountKobo),
      status: payout.status,
      date: payout.createdAt.toISOString(),
      completedAt: payout.completedAt?.toISOString() ?? null,
      bankName: payout.bankName,
      accountNumber: payout.accountNumber,
      bankReference: payout.bankReference,
      failureReason: payout.failureReason,
    })),
    balance: {
      balance: koboToNaira(overall.balanceKobo),
      pending: koboToNaira(overall.pendingKobo),
      payable: koboToNaira(overall.payableKobo),
      paidOut: koboToNaira(overall.paidOutKobo),
    },
    nextPayoutDay: statement.nextPayoutDay,
  }
}

const DOWNLOAD_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }

/** The statement as a CSV file to download. */
export function statementCsvResponse(statement: EarningsStatement): Response {
  return new Response(statementCsv(statement), {
    headers: { ...DOWNLOAD_HEADERS, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${statementCsvFilename(statement.month)}"` },
  })
}

/** The statement as a PDF file to download. */
export async function statementPdfResponse(statement: EarningsStatement): Promise<Response> {
  const bytes = await renderStatementPdf(statement)
  return new Response(Buffer.from(bytes), {
    headers: { ...DOWNLOAD_HEADERS, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="alafia-earnings-${statement.month}.pdf"` },
  })
}
