import { findEarningsStatement } from '@/lib/server/earnings/find-earnings-statement'
import { statementCsvResponse } from '@/lib/server/earnings/statement-answers'
import { readStatementMonth } from '@/lib/server/earnings/statement-month-query'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

/** The signed-in therapist's statement for ?month=YYYY-MM as a CSV download. */
export const GET = withVerifiedTherapist(async ({ request, user }) => {
  const month = readStatementMonth(request.nextUrl.searchParams.get('month'))
  return statementCsvResponse(await findEarningsStatement({ therapistId: user.id, month }))
})
