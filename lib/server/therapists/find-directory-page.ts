import 'server-only'
import type { DirectoryFilters } from '@/lib/validation/directory'
import { db, type Prisma } from '../db'
import { PUBLIC_THERAPIST_SELECT, PUBLIC_THERAPIST_WHERE, toPublicTherapist, type PublicTherapist } from './public-therapist'

export type DirectoryPage = { therapists: PublicTherapist[]; hasMore: boolean; nextOffset: number | null }

/**
 * Newest verified first, then the id: a total order, so offset pages never repeat or skip a row while
 * the data stays the same. The index (isVerified, verifiedAt DESC, userId DESC) serves it as it is, so
 * Postgres reads one page rather than sorting every verified therapist.
 */
const DIRECTORY_ORDER = [{ verifiedAt: 'desc' }, { userId: 'desc' }] as const satisfies Prisma.TherapistProfileOrderByWithRelationInput[]

/** Prisma passes `contains` to LIKE as is: a typed % or _ must match itself, not everything. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export function directoryWhere({ specialty, q, mode }: DirectoryFilters): Prisma.TherapistProfileWhereInput {
  return {
    ...PUBLIC_THERAPIST_WHERE,
    ...(specialty ? { specialties: { has: specialty } } : {}),
    ...(mode ? { sessionModes: { has: mode } } : {}),
    user: {
      is: {
        ...PUBLIC_THERAPIST_WHERE.user.is,
        // ILIKE '%q%': case-insensitive, anywhere in the name.
        ...(q ? { fullName: { contains: escapeLike(q), mode: 'insensitive' } } : {}),
      },
    },
  }
}

/**
 * One page of the public directory. Uncached: the pages read it through the cached wrapper in
 * ./cached-reads.ts, the API (Load More) reads it directly.
 */
export async function findDirectoryPage({ filters, offset, limit }: { filters: DirectoryFilters; offset: number; limit: number }): Promise<DirectoryPage> {
  // One extra row tells whether another page exists, without a count over the whole table.
  const rows = await db.therapistProfile.findMany({
    where: directoryWhere(filters),
    orderBy: DIRECTORY_ORDER,
    skip: offset,
    take: limit + 1,
    select: PUBLIC_THERAPIST_SELECT,
  })
  const hasMore = rows.length > limit
  const therapists = rows.slice(0, limit).map(toPublicTherapist)
  return { therapists, hasMore, nextOffset: hasMore ? offset + therapists.length : null }
}
