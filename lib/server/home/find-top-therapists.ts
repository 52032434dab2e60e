import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { lagosDateKey } from '@/lib/format'
import { activeAppointmentWhere } from '../appointments/active-appointment'
import { db } from '../db'
import { PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'
import { CACHE_TAGS, PUBLIC_CACHE_LIFE } from '../cache/public-cache'

export const TOP_THERAPIST_COUNT = 10 // spec 9: ten cards
const WEEK_DAYS = 7
const HOUR_MS = 3_600_000

export type TopTherapistCard = {
  id: string
  name: string
  /** The main specialty: the card's title (spec 2.2). */
  title: string
  photoUrl: string | null
  isAvailable: boolean
}

/**
 * The home page's "Top Therapist to book": the ten listed therapists booked most often, then the
 * most experienced; each Available when an hour is still free in the coming seven days.
 */
export async function findTopTherapists(now = new Date()): Promise<TopTherapistCard[]> {
  const therapists = await db.therapistProfile.findMany({
    where: PUBLIC_THERAPIST_WHERE,
    orderBy: [{ appointments: { _count: 'desc' } }, { yearsOfExperience: 'desc' }, { userId: 'asc' }],
    take: TOP_THERAPIST_COUNT,
    select: { userId: true, specialties: true, user: { select: { fullName: true } }, photo: { select: { url: true } } },
  })
  const ids = therapists.map((t) => t.userId)
  const available = await findTherapistsWithFreeHours(ids, now)
  return therapists.map((t) => ({
    id: t.userId,
    name: t.user.fullName,
    title: t.specialties[0] ?? 'Therapist',
    photoUrl: t.photo?.url ?? null,
    isAvailable: available.has(t.userId),
  }))
}

/** Which of these therapists have at least one hour, from now to a week ahead, not held or booked. */
export async function findTherapistsWithFreeHours(therapistIds: string[], now: Date): Promise<Set<string>> {
  const today = lagosDateKey(now)
  const lastDay = lagosDateKey(new Date(now.getTime() + (WEEK_DAYS - 1) * 24 * HOUR_MS))
  const [days, taken] = await Promise.all([
    db.availability.findMany({
      where: { therapistId: { in: therapistIds }, date: { gte: new Date(`${today}T00:00:00Z`), lte: new Date(`${lastDay}T00:00:00Z`) } },
      select: { therapistId: true, date: true, hours: true },
    }),
    db.appointmentSlot.findMany({
      where: {
        therapistId: { in: therapistIds },
        startsAt: { gte: now, lt: new Date(now.getTime() + (WEEK_DAYS + 1) * 24 * HOUR_MS) },
        appointment: activeAppointmentWhere(now),
      },
      select: { therapistId: true, startsAt: true },
    }),
  ])
  const takenKeys = new Set(taken.map((slot) => `${slot.therapistId}|${slot.startsAt.getTime()}`))
  const result = new Set<string>()
  for (const day of days) {
    if (result.has(day.therapistId)) continue
    const date = day.date.toISOString().slice(0, 10)
    const isFree = day.hours.some((hour) => {
      const startsAt = lagosHourStart(date, hour)
      return startsAt.getTime() > now.getTime() && !takenKeys.has(`${day.therapistId}|${startsAt.getTime()}`)
    })
    if (isFree) result.add(day.therapistId)
  }
  return result
}

/** The instant an hour of a Nigerian calendar day starts (Nigeria is UTC+1 all year, no DST). */
function lagosHourStart(date: string, hour: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour - 1) * HOUR_MS)
}

/** Cached for the home page; expired with the directory and every therapist's availability. */
export async function getTopTherapists(): Promise<TopTherapistCard[]> {
  'use cache'
  cacheLife(PUBLIC_CACHE_LIFE)
  cacheTag(CACHE_TAGS.therapists)
  const cards = await findTopTherapists()
  for (const card of cards) cacheTag(CACHE_TAGS.therapist(card.id), CACHE_TAGS.availability(card.id))
  return cards
}
