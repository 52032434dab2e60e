import 'server-only'
import { Prisma } from '../db'

/**
 * The first of the stored next free hours (TherapistProfile.freeHoursAhead, ascending) that has not
 * started at `now`, or null. The hours themselves come from the one free-hours rule
 * (lib/availability/free-hours.ts) through ./free-hours-ahead.ts; this only skips those that passed.
 */
export function nextFreeHour(freeHoursAhead: readonly Date[], now: Date): Date | null {
  return freeHoursAhead.find((hour) => hour.getTime() > now.getTime()) ?? null
}

/**
 * The same, in SQL: the first free hour after `now` of an array of them, by default the stored hours of
 * "TherapistProfile" t, or NULL.
 */
export const nextFreeHourSql = (now: Date, hours: Prisma.Sql = Prisma.sql`t."freeHoursAhead"`) => Prisma.sql`(SELECT min(h) FROM unnest(${hours}) h WHERE h > ${now})`
