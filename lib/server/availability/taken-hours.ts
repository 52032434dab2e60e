import 'server-only'
import { lagosClock, lagosInstant } from '@/lib/time'
import { activeAppointmentWhere } from '../appointments/active-appointment'
import type { Prisma } from '../db'

/** An AppointmentSlot row of an active appointment: the therapist and the hour it owns. */
export type TakenSlot = { therapistId: string; startsAt: Date }

/**
 * The hours of these therapists, starting in [from, to), that an active (paid, or held and not
 * expired) appointment owns: its AppointmentSlot rows (decision 004). An expired hold's rows may
 * linger until the next booking clears them; they do not count. `ignore` leaves out appointments the
 * caller answers for itself (the asking patient's own, which replacing a hold or moving an
 * appointment releases, and whose overlaps are named by findOwnOverlap).
 */
export async function findTakenSlots(
  client: Prisma.TransactionClient,
  { therapistIds, from, to, now, ignore }: { therapistIds: readonly string[]; from: Date; to?: Date; now: Date; ignore?: Prisma.AppointmentWhereInput },
): Promise<TakenSlot[]> {
  if (therapistIds.length === 0) return []
  return client.appointmentSlot.findMany({
    where: {
      therapistId: { in: [...therapistIds] },
      startsAt: { gte: from, ...(to ? { lt: to } : {}) },
      appointment: { ...activeAppointmentWhere(now), ...(ignore ? { NOT: ignore } : {}) },
    },
    select: { therapistId: true, startsAt: true },
  })
}

/** Lagos date → the hours of it that an active appointment owns (the therapist's own pages). */
export type TakenHoursByDate = Map<string, Set<number>>

/** The hours of the given Lagos dates that patients hold or have booked with this therapist. */
export async function findTakenHours(
  client: Prisma.TransactionClient,
  { therapistId, dates, now }: { therapistId: string; dates: readonly string[]; now: Date },
): Promise<TakenHoursByDate> {
  const taken: TakenHoursByDate = new Map()
  if (dates.length === 0) return taken
  const sorted = [...dates].sort()
  const wanted = new Set(sorted)
  const slots = await findTakenSlots(client, { therapistIds: [therapistId], from: lagosInstant(sorted[0]!, 0), to: lagosInstant(sorted[sorted.length - 1]!, 24), now })
  for (const { startsAt } of slots) {
    const { date, hour } = lagosClock(startsAt)
    if (!wanted.has(date)) continue
    let hours = taken.get(date)
    if (!hours) taken.set(date, (hours = new Set()))
    hours.add(hour)
  }
  return taken
}
