import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { viewPublicTherapist } from '@/lib/server/therapists/view-public-therapist'

/** A verified therapist's public profile (data.data is the therapist); 404 otherwise. */
export const GET = publicRoute(async ({ params }) => ok({ data: await viewPublicTherapist({ therapistId: params.id ?? '' }) }))
