import 'server-only'
import { takenHoursOf, withoutDaysOff, type PublishedDay, type TakenHours } from '@/lib/availability/free-hours'
import { lagosInstant } from '@/lib/time'
import type { Prisma } from '../db'
import { findDaysOff } from '../time-off/days-off'
import { dateKeyOf } from './availability-dto'
import { findTakenSlots } from './taken-hours'

/** What lib/availability/free-hours.ts needs to know of one therapist: the published days and the taken hours. */
export type TherapistHours = { days: (PublishedDay & { id: string })[]; taken: TakenHours }

/**
 * The published days of these therapists from the Lagos date `fromDate` (to `toDate`, when given),
 * ascending, and the hours of those days active appointments own; every therapist asked for has an
 * entry. Days of a therapist's time off are not published days. `ignore` as in findTakenSlots.
 */
export async function findTherapistHours(
  client: Prisma.TransactionClient,
  { therapistIds, fromDate, toDate, now, ignore }: { therapistIds: readonly string[]; fromDate: string; toDate?: string; now: Date; ignore?: Prisma.AppointmentWhereInput },
): Promise<Map<string, TherapistHours>> {
  const [days, slots, daysOff] = await Promise.all([
    client.availability.findMany({
      where: { therapistId: { in: [...therapistIds] }, date: { gte: new Date(`${fromDate}T00:00:00.000Z`), ...(toDate ? { lte: new Date(`${toDate}T00:00:00.000Z`) } : {}) } },
      orderBy: { date: 'asc' },
      select: { id: true, therapistId: true, date: true, hours: true },
    }),
    findTakenSlots(client, { therapistIds, from: lagosInstant(fromDate, 0), to: toDate ? lagosInstant(toDate, 24) : undefined, now, ignore }),
    findDaysOff(client, { therapistIds, from: fromDate, to: toDate }),
  ])
  return new Map(
    therapistIds.map((therapistId) => [
      therapistId,
      {
        days: withoutDaysOff(
          days.filter((day) => day.therapistId === therapistId).map((day) => ({ id: day.id, date: dateKeyOf(day.date), hours: day.hours })),
          daysOff.get(therapistId)!,
        ),
        taken: takenHoursOf(slots.filter((slot) => slot.therapistId === therapistId).map((slot) => slot.startsAt)),
      },
    ]),
  )
}
