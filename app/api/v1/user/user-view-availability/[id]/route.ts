import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { findOpenAvailability } from '@/lib/server/therapists/find-open-availability'

/** A therapist's free hours from today on; never cached (ok() sends no-store), bookings change it. */
export const GET = publicRoute(async ({ params }) => ok({ data: await findOpenAvailability({ therapistId: params.id ?? '' }) }))
