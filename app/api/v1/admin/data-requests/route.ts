import { withRole, readJson } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { listDataRequests } from '@/lib/server/privacy/data-requests/list-data-requests'
import { parseDataRequestFilters } from '@/lib/server/privacy/data-requests/parse-filters'
import { recordDataRequest } from '@/lib/server/privacy/data-requests/record-data-request'
import { recordDataRequestSchema } from '@/lib/validation/privacy-registers'

/** GET admin/data-requests: the register, newest first; `?state=` and `?overdue=true` filter it (Admin only). */
export const GET = withRole(['Admin'], async ({ request, user }) => ok({ data: await listDataRequests(user, parseDataRequestFilters(request.nextUrl.searchParams)) }))

/** POST admin/data-requests: records a request that came by email or letter, due in 30 days (Admin only). */
export const POST = withRole(['Admin'], async ({ request, user }) => ok(await recordDataRequest({ actor: user, input: await readJson(request, recordDataRequestSchema) }), 201))
