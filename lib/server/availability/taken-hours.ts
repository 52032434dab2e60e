import 'server-only'
import { lagosClock } from '@/lib/availability/calendar'
import { activeAppointmentWhere } from '../appointments/active-appointment'
import { lagosInstant } from '../appointments/lagos-time'
import type { Prisma } from '../db'

/** Lagos date → the hours of it that an active (paid, or held and unexpired) appointment owns. */
export type TakenHours = Map<string, Set<number>>

/**
 * The hours of the given Lagos dates that patients hold or have booked with this therapist: the
 * AppointmentSlot rows (decision 004) of appointments that are still active at `now`. An expired
 * hold's rows may linger until the next booking clears them; they do not count.
 */
export async function findTakenHours(
  client: Prisma.TransactionClient,
  { therapistId, dates, now }: { therapistId: string; dates: readonly string[]; now: Date },
): Promise<TakenHours> {
  const taken: TakenHours = new Map()
  if (dates.length === 0) return taken
  const sorted = [...dates].sort()
  const wanted = new Set(sorted)
  const slots = await client.appointmentSlot.findMany({
    where: {
      therapistId,
      startsAt: { gte: lagosInstant(sorted[0]!, 0), lt: lagosInstant(sorted[sorted.length - 1]!, 24) },
      appointment: activeAppointmentWhere(now),
    },
    select: { startsAt: true },
  })
  for (const { startsAt } of slots) {
    const { date, hour } = lagosClock(startsAt)
    if (!wanted.has(date)) continue
    let hours = taken.get(date)
    if (!hours) taken.set(date, (hours = new Set()))
    hours.add(hour)
  }
  return taken
}
