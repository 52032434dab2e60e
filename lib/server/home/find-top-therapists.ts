import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { addDays } from '@/lib/availability/calendar'
import { freeHours } from '@/lib/availability/free-hours'
import { lagosDateKey } from '@/lib/time'
import { findTherapistHours } from '../availability/find-therapist-hours'
import { db } from '../db'
import { PUBLIC_THERAPIST_WHERE } from '../therapists/public-therapist'
import { CACHE_TAGS, PUBLIC_CACHE_LIFE } from '../cache/public-cache'

export const TOP_THERAPIST_COUNT = 10 // the home page shows ten cards
const WEEK_DAYS = 7

export type TopTherapistCard = {
  id: string
  name: string
  /** The main specialty: the card's title. */
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

/** Which of these therapists have at least one free hour (lib/availability/free-hours.ts) from now to a week ahead. */
export async function findTherapistsWithFreeHours(therapistIds: string[], now: Date): Promise<Set<string>> {
  const today = lagosDateKey(now)
  const hours = await findTherapistHours(db, { therapistIds, fromDate: today, toDate: addDays(today, WEEK_DAYS - 1), now })
  const result = new Set<string>()
  for (const [therapistId, { days, taken }] of hours) {
    if (days.some((day) => freeHours({ day, taken, now }).length > 0)) result.add(therapistId)
  }
  return result
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
