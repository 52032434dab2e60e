import { publicRoute, readJson } from '@/lib/server/api/handler'
import { fail, ok } from '@/lib/server/api/respond'
import { requireUser } from '@/lib/server/auth/current-user'
import { isMonnifyConfigured } from '@/lib/server/config'
import { recordSandboxOutcome } from '@/lib/server/payments/sandbox'
import { sandboxCompleteSchema } from '@/lib/validation/booking'

/**
 * The sandbox checkout's buttons: { paymentReference, outcome } for the patient who owns the hold.
 * Does not exist (404, before anything else) where Monnify takes real payments.
 */
export const POST = publicRoute(async ({ request }) => {
  if (isMonnifyConfigured()) return fail(404, 'Not found')
  const user = await requireUser(['Patient'])
  const input = await readJson(request, sandboxCompleteSchema)
  const { outcome } = await recordSandboxOutcome({ patientId: user.id, ...input })
  return ok({ message: `Sandbox payment recorded: ${outcome}`, data: { paymentReference: input.paymentReference, outcome } })
})
