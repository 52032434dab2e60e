import 'server-only'
import type { Prisma } from '../db'

/**
 * Clears holds whose time ran out from the given hours of one therapist (and of one patient), inside the caller's
 * transaction: such a hold's slot rows may linger (decision 004: no background job; the next writer
 * that needs the hours clears them), and they would otherwise refuse an hour every page shows as free.
 * Each one becomes Expired and loses its slot rows together. A hold paid meanwhile is left alone: the
 * status update re-checks it, and only rows of appointments that are now Expired are deleted.
 */
export async function releaseExpiredHolds(
  tx: Prisma.TransactionClient,
  { therapistId, patientId, hours, now }: { therapistId: string; patientId?: string; hours: Date[]; now: Date },
): Promise<number> {
  // The patient's own lapsed holds (with any therapist) in these hours would refuse them too (the
  // patient's unique key), so they are cleared with the therapist's.
  const owners = patientId ? [{ therapistId }, { patientId }] : [{ therapistId }]
  const lingering = await tx.appointmentSlot.findMany({
    where: { OR: owners, startsAt: { in: hours }, appointment: { is: { status: 'Pending', holdExpiresAt: { lte: now } } } },
    select: { appointmentId: true },
  })
  const ids = [...new Set(lingering.map((slot) => slot.appointmentId))]
  if (ids.length === 0) return 0
  await tx.appointment.updateMany({ where: { id: { in: ids }, status: 'Pending', holdExpiresAt: { lte: now } }, data: { status: 'Expired' } })
  const { count } = await tx.appointmentSlot.deleteMany({ where: { appointmentId: { in: ids }, appointment: { is: { status: 'Expired' } } } })
  return count
}
