import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { DIRECTORY_FIRST_PAGE, normaliseNameQuery, parseSpecialty, type DirectoryFilters } from '@/lib/validation/directory'
import { sanitiseRefinements } from '@/lib/validation/directory-refinements'
import { SESSION_MODES, type SessionMode } from '@/lib/session-modes'
import { CACHE_TAGS, PUBLIC_CACHE_LIFE } from '../cache/public-cache'
import { findDirectoryPage, type DirectoryPage } from './find-directory-page'
import { findPublicTherapist } from './find-public-therapist'
import type { PublicTherapist } from './public-therapist'

/*
 * The cached reads behind the public pages: thin 'use cache' layers over the uncached use cases
 * (which the tests and the API call directly). Arguments and results are plain data; the cache key is
 * the arguments, so filters arrive already normalised (lib/validation/directory.ts). Anyone can post a
 * 'use cache' function's id as a server action with arguments of their choosing (docs/security.md),
 * so each wrapper reads its arguments again rather than trusting their type.
 */

/** The first 12 cards of a directory view (/therapists and each filtered URL). */
export async function getDirectoryFirstPage(filters: DirectoryFilters): Promise<DirectoryPage> {
  'use cache'
  // Every card shows its therapist's next free hour, and the availability filter and sort depend on all of them.
  cacheTag(CACHE_TAGS.therapists, CACHE_TAGS.freeHours)
  cacheLife(PUBLIC_CACHE_LIFE)
  const specialty: unknown = filters?.specialty
  const q: unknown = filters?.q
  const mode: unknown = filters?.mode
  const safe = {
    specialty: parseSpecialty(typeof specialty === 'string' ? specialty : null),
    q: normaliseNameQuery(typeof q === 'string' ? q : null),
    mode: typeof mode === 'string' && (SESSION_MODES as readonly string[]).includes(mode) ? (mode as SessionMode) : null,
    ...sanitiseRefinements(filters),
  }
  return findDirectoryPage({ filters: safe, offset: 0, limit: DIRECTORY_FIRST_PAGE })
}

/**
 * A therapist's public profile. Tagged with the directory tag as well: a block or verification change
 * that expires only `therapists` must still take the page down; and with the therapist's
 * availability tag, for the next free hour it shows.
 */
export async function getPublicTherapist(therapistId: string): Promise<PublicTherapist | null> {
  'use cache'
  cacheTag(CACHE_TAGS.therapists, CACHE_TAGS.therapist(therapistId), CACHE_TAGS.availability(therapistId))
  cacheLife(PUBLIC_CACHE_LIFE)
  return findPublicTherapist({ therapistId })
}
