import 'server-only'
import type { Prisma } from '../db'

/**
 * An appointment that owns its hours: paid, or held and not yet expired. An expired hold's slot rows
 * may linger until the next booking clears them (decision 004), so readers check the expiry too.
 */
export function activeAppointmentWhere(now: Date): Prisma.AppointmentWhereInput {
  return { OR: [{ status: 'Paid' }, { status: 'Pending', holdExpiresAt: { gt: now } }] }
}
