import 'server-only'
import { MIN_REVIEWS_FOR_RATING } from '@/lib/reviews/rating-summary'
import { nairaToKobo } from '@/lib/money'
import { daysAfter } from '@/lib/time'
import type { DirectoryFilters } from '@/lib/validation/directory'
import { db, Prisma, readRows } from '../db'
import { nextFreeHourSql } from './next-free-hour'
import { PUBLIC_THERAPIST_SELECT, PUBLIC_THERAPIST_SQL, toPublicTherapist, type PublicTherapist } from './public-therapist'

export type DirectoryPage = { therapists: PublicTherapist[]; hasMore: boolean; nextOffset: number | null }

/** Prisma passes `contains` to LIKE as is: a typed % or _ must match itself, not everything. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The conditions of a directory view, over "TherapistProfile" t joined to "User" u: listed publicly
 * (PUBLIC_THERAPIST_SQL), then the filters; the arrays are matched with @>, which their GIN indexes serve.
 */
function directoryConditions(filters: DirectoryFilters, now: Date): Prisma.Sql[] {
  const conditions = [...PUBLIC_THERAPIST_SQL]
  if (filters.specialty) conditions.push(Prisma.sql`t."specialties" @> ARRAY[${filters.specialty}]::text[]`)
  if (filters.mode) conditions.push(Prisma.sql`t."sessionModes" @> ARRAY[${filters.mode}]::"SessionMode"[]`)
  if (filters.language) conditions.push(Prisma.sql`t."languages" @> ARRAY[${filters.language}]::"Language"[]`)
  if (filters.gender) conditions.push(Prisma.sql`u."gender" = ${filters.gender}::"Gender"`)
  if (filters.faith) conditions.push(Prisma.sql`t."faith" = ${filters.faith}::"FaithApproach"`)
  if (filters.minFee != null) conditions.push(Prisma.sql`t."feeKobo" >= ${nairaToKobo(filters.minFee)}`)
  if (filters.maxFee != null) conditions.push(Prisma.sql`t."feeKobo" <= ${nairaToKobo(filters.maxFee)}`)
  // ILIKE '%q%': case-insensitive, anywhere in the name.
  if (filters.q) conditions.push(Prisma.sql`u."fullName" ILIKE ${`%${escapeLike(filters.q)}%`}`)
  if (filters.availableWithinDays) {
    const until = daysAfter(now, filters.availableWithinDays)
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM unnest(t."freeHoursAhead") h WHERE h > ${now} AND h <= ${until})`)
  }
  return conditions
}

/**
 * The order of a view, always ending in newest verified first, then the id: a total order, so offset
 * pages never repeat or skip a row while the data stays the same. Without a sort the index
 * (isVerified, verifiedAt DESC, userId DESC) serves it as it is, so Postgres reads one page rather
 * than sorting every verified therapist. A rating shows (and sorts) only from MIN_REVIEWS_FOR_RATING reviews.
 */
function directoryOrder(filters: DirectoryFilters, now: Date): Prisma.Sql {
  const newest = Prisma.sql`t."verifiedAt" DESC, t."userId" DESC`
  switch (filters.sort) {
    case 'soonest':
      return Prisma.sql`${nextFreeHourSql(now)} ASC NULLS LAST, ${newest}`
    case 'fee':
      return Prisma.sql`t."feeKobo" ASC, ${newest}`
    case 'rating':
      // Below the minimum a therapist has no rating at all: their few reviews neither lift nor sink them.
      return Prisma.sql`CASE WHEN t."ratingCount" >= ${MIN_REVIEWS_FOR_RATING} THEN t."ratingTotal"::numeric / t."ratingCount" END DESC NULLS LAST,
        CASE WHEN t."ratingCount" >= ${MIN_REVIEWS_FOR_RATING} THEN t."ratingCount" END DESC NULLS LAST, ${newest}`
    default:
      return newest
  }
}

/**
 * One page of the public directory. Uncached: the pages read it through the cached wrapper in
 * ./cached-reads.ts, the API (Load More) reads it directly. The ids of the page come from one SQL
 * query (filters and sorts Prisma cannot express: the next free hour), the cards from Prisma.
 */
export async function findDirectoryPage({ filters, offset, limit, now = new Date() }: { filters: DirectoryFilters; offset: number; limit: number; now?: Date }): Promise<DirectoryPage> {
  // One extra row tells whether another page exists, without a count over the whole table.
  const ids = await readRows<{ userId: string }>(Prisma.sql`
    SELECT t."userId" FROM "TherapistProfile" t JOIN "User" u ON u."id" = t."userId"
    WHERE ${Prisma.join(directoryConditions(filters, now), ' AND ')}
    ORDER BY ${directoryOrder(filters, now)}
    OFFSET ${offset} LIMIT ${limit + 1}`)
  const hasMore = ids.length > limit
  const pageIds = ids.slice(0, limit).map((row) => row.userId)
  const rows = await db.therapistProfile.findMany({ where: { userId: { in: pageIds } }, select: PUBLIC_THERAPIST_SELECT })
  const byId = new Map(rows.map((row) => [row.userId, row]))
  const therapists = pageIds.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toPublicTherapist(row, now)] : []
  })
  return { therapists, hasMore, nextOffset: hasMore ? offset + therapists.length : null }
}
