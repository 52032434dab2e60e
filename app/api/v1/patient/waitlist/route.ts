import { readJson, withRole } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { joinWaitlist } from '@/lib/server/waitlist/join-waitlist'
import { listWaitlist } from '@/lib/server/waitlist/list-waitlist'
import { joinWaitlistSchema } from '@/lib/validation/waitlist'

/** The caller's own open waits, the soonest to end first. Patients only. */
export const GET = withRole(['Patient'], async ({ user }) => ok({ data: await listWaitlist({ patientId: user.id }) }))

/** { therapistId, date? } (date YYYY-MM-DD in Lagos, none for any time) → 201 { message, data: entry }. */
export const POST = withRole(['Patient'], async ({ request, user }) => {
  const input = await readJson(request, joinWaitlistSchema)
  return ok(await joinWaitlist({ patientId: user.id, ...input }), 201)
})
