import 'server-only'
import { db } from '../db'
import { recordFreedHours } from '../waitlist/record-freed-hours'
import { tellWaitlistSoon } from '../waitlist/tell-waitlist'
import { coveredHours } from '@/lib/time'
import { freeHoursChanged } from '../therapists/free-hours-ahead'

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
  if (released) await freeHoursChanged(released.therapistId)
  if (released) await tellWaitlistSoon(released.therapistId)
  return released !== null
}

/**
 * The same for a weekly series, all its weeks together (decision 023), under the series' row lock so
 * it never interleaves with the series' confirmation: weeks paid meanwhile are left alone, and then
 * so is every other (a series is confirmed whole).
 */
export async function releaseSeriesHold(seriesId: string): Promise<boolean> {
  const released = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "AppointmentSeries" WHERE id = ${seriesId}::uuid FOR UPDATE`
    const series = await tx.appointmentSeries.findUniqueOrThrow({ where: { id: seriesId }, select: { therapistId: true, appointments: { select: { id: true, status: true } } } })
    if (series.appointments.some((week) => week.status === 'Paid')) return null
    const ids = series.appointments.map((week) => week.id)
    const { count } = await tx.appointment.updateMany({ where: { id: { in: ids }, status: 'Pending' }, data: { status: 'Cancelled' } })
    // No week is paid: none owns its hours any more (a lapsed week's lingering rows go too).
    await tx.appointmentSlot.deleteMany({ where: { appointmentId: { in: ids } } })
    return count > 0 ? series : null
  })
  if (released) await freeHoursChanged(released.therapistId)
  return released !== null
}
