import { publicRoute } from '@/lib/server/api/handler'
import { isUuid } from '@/lib/validation/directory'
import { therapistBookingPath } from '@/lib/waitlist/waitlist-link'

/**
 * The neutral link of a waitlist text (lib/waitlist/waitlist-link.ts): on to the therapist's booking
 * section, whose page says itself whether they are still listed; anything but an id goes to the
 * directory. A relative Location, so the answer is right behind any proxy.
 */
export const GET = publicRoute(async ({ params }) => {
  const id = params.therapistId ?? ''
  return new Response(null, { status: 307, headers: { Location: isUuid(id) ? therapistBookingPath(id) : '/therapists', 'Cache-Control': 'no-store' } })
})
