import { ok } from '@/lib/server/api/respond'
import { findEarningsStatement } from '@/lib/server/earnings/find-earnings-statement'
import { statementJson } from '@/lib/server/earnings/statement-answers'
import { readStatementMonth } from '@/lib/server/earnings/statement-month-query'
import { withVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

/** The signed-in therapist's earnings statement for ?month=YYYY-MM (this Lagos month by default), in naira. */
export const GET = withVerifiedTherapist(async ({ request, user }) => {
  const month = readStatementMonth(request.nextUrl.searchParams.get('month'))
  return ok({ data: statementJson(await findEarningsStatement({ therapistId: user.id, month })) })
})
