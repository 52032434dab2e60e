import 'server-only'
import { CACHE_TAGS, expireTags } from '../cache/public-cache'
import { db } from '../db'
import { recordFreedHours } from '../waitlist/record-freed-hours'
import { tellWaitlistSoon } from '../waitlist/tell-waitlist'
import { coveredHours } from '@/lib/time'

/**
 * Frees an unpaid hold's hours at once (the checkout failed or was closed): Cancelled, slot rows gone,
 * in one transaction. A hold that has been paid meanwhile is left alone.
 */
export async function releaseHold(appointmentId: string): Promise<boolean> {
  const released = await db.$transaction(async (tx) => {
    const { count } = await tx.appointment.updateMany({ where: { id: appointmentId, status: 'Pending' }, data: { status: 'Cancelled' } })
    if (count === 0) return null
    await tx.appointmentSlot.deleteMany({ where: { appointmentId } })
    const hold = await tx.appointment.findUniqueOrThrow({ where: { id: appointmentId }, select: { therapistId: true, startsAt: true, durationHours: true } })
    await recordFreedHours(tx, { therapistId: hold.therapistId, hours: coveredHours(hold.startsAt, hold.durationHours) })
    return hold
  })
  if (released) expireTags(CACHE_TAGS.availability(released.therapistId))
  if (released) await tellWaitlistSoon(released.therapistId)
  return released !== null
}
