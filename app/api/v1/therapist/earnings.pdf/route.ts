import { findEarningsStatement } from '@/lib/server/earnings/find-earnings-statement'
import { statementPdfResponse } from '@/lib/server/earnings/statement-answers'
import { readStatementMonth } from '@/lib/server/earnings/statement-month-query'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

/** The signed-in therapist's statement for ?month=YYYY-MM as an A4 PDF download. */
export const GET = withVerifiedTherapist(async ({ request, user }) => {
  const month = readStatementMonth(request.nextUrl.searchParams.get('month'))
  return statementPdfResponse(await findEarningsStatement({ therapistId: user.id, month }))
})
