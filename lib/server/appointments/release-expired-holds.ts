import 'server-only'
import type { Prisma } from '../db'

/**
 * Clears holds whose time ran out from the given hours of one therapist (and of one patient), inside the caller's
 * transaction: such a hold's slot rows may linger (decision 004: no background job; the next writer
 * that needs the hours clears them), and they would otherwise refuse an hour every page shows as free.
 * Each one becomes Expired and loses its slot rows together. A hold paid meanwhile is left alone: the
 * status update re-checks it, and only rows of appointments that are now Expired are deleted.
 *
 * A week of a weekly series lapses with its whole series (decision 023: held all or nothing, released
 * all or nothing): its sibling weeks, which share its deadline, are expired with it.
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
    select: { appointmentId: true, appointment: { select: { seriesId: true } } },
  })
  return expireLingeringHolds(tx, lingering.map((slot) => ({ appointmentId: slot.appointmentId, seriesId: slot.appointment.seriesId })), now)
}

/**
 * The second half of releaseExpiredHolds, for a caller that has read the lingering slot rows itself
 * (the single hold reads them with its other questions in one statement: hold-context.ts).
 */
export async function expireLingeringHolds(tx: Prisma.TransactionClient, lingering: readonly { appointmentId: string; seriesId: string | null }[], now: Date): Promise<number> {
  if (lingering.length === 0) return 0
  const seriesIds = [...new Set(lingering.flatMap((slot) => (slot.seriesId ? [slot.seriesId] : [])))]
  const siblings = seriesIds.length > 0 ? await tx.appointment.findMany({ where: { seriesId: { in: seriesIds } }, select: { id: true } }) : []
  const ids = [...new Set([...lingering.map((slot) => slot.appointmentId), ...siblings.map((row) => row.id)])].sort()
  // Locked in one order (by id) before the update, as series confirmation locks its weeks, so two
  // writers clearing or confirming the same weeks never wait on each other in a circle.
  await tx.$queryRaw`SELECT id FROM "Appointment" WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`
  await tx.appointment.updateMany({ where: { id: { in: ids }, status: 'Pending', holdExpiresAt: { lte: now } }, data: { status: 'Expired' } })
  const { count } = await tx.appointmentSlot.deleteMany({ where: { appointmentId: { in: ids }, appointment: { is: { status: 'Expired' } } } })
  return count
}
