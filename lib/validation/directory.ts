import { SPECIALTIES, type Specialty } from '@/lib/specialties'
import { isSessionModeName, sessionModeName, toSessionMode, type SessionMode } from '@/lib/session-modes'
import { hasRefinements, readRefinements, refinementParams, refinementsFromSegment, refinementsSegment, type DirectoryRefinements } from './directory-refinements'

// The therapist directory's filters: one specialty from the fixed list, a name search, a session mode
// and the refinements of ./directory-refinements.ts (language, gender, fee, faith, availability, sort).
// Pure and free of zod (it runs in the browser too): shared by the proxy (which rewrites filtered URLs
// to a cacheable internal route), the pages, the API and the browser's Load More. The API's query
// schema is in ./directory-query.ts.

/** 12 cards first, then 6 per Load More. */
export const DIRECTORY_FIRST_PAGE = 12
export const DIRECTORY_PAGE_STEP = 6
/** Largest page the API answers, so one request cannot ask for the whole table. */
export const DIRECTORY_MAX_LIMIT = 24
/** Longest name search kept: bounds the number of distinct cached pages. */
export const MAX_NAME_QUERY_LENGTH = 60

export const NO_THERAPISTS_FOR_MODE = 'No therapists found who offer that kind of session.'
export const NO_THERAPISTS_FOUND = 'No therapists found for the chosen specialty.'
export const UNKNOWN_SPECIALTY = 'Choose a specialty from the list'

/** `mode`: only therapists who offer that kind of session (absent or null: any). */
export type DirectoryFilters = { specialty: Specialty | null; q: string; mode?: SessionMode | null } & DirectoryRefinements

/** The mode of a `mode` query value ("video", "audio", "phone"), or null for anything else (ignored, as an unknown specialty is). */
export function parseModeFilter(value: string | null | undefined): SessionMode | null {
  return isSessionModeName(value) ? toSessionMode(value) : null
}

/** The exact specialty, or null for anything else (an unknown value is ignored, never an error on the page). */
export function parseSpecialty(value: string | null | undefined): Specialty | null {
  if (!value) return null
  return (SPECIALTIES as readonly string[]).includes(value) ? (value as Specialty) : null
}

/**
 * Trimmed, spaces collapsed, lower-case, at most 60 characters: "  Ada   OKAFOR " and "ada okafor"
 * are one search and one cached page. The search is case-insensitive anyway.
 */
export function normaliseNameQuery(value: string | null | undefined): string {
  if (!value) return ''
  return value
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .slice(0, MAX_NAME_QUERY_LENGTH)
    .trim()
}

export function readDirectoryFilters(params: Pick<URLSearchParams, 'get'>): DirectoryFilters {
  const mode = parseModeFilter(params.get('mode'))
  return { specialty: parseSpecialty(params.get('specialty')), q: normaliseNameQuery(params.get('q')), ...(mode ? { mode } : {}), ...readRefinements(params) }
}

export const isFiltered = (filters: DirectoryFilters) => filters.specialty !== null || filters.q !== '' || Boolean(filters.mode) || hasRefinements(filters)

/** The public URL of a filtered directory: /therapists, /therapists?specialty=Grief%20Counseling&q=ada. */
export function directoryHref(filters: DirectoryFilters): string {
  const params = new URLSearchParams()
  if (filters.specialty) params.set('specialty', filters.specialty)
  if (filters.q) params.set('q', filters.q)
  if (filters.mode) params.set('mode', sessionModeName(filters.mode))
  for (const [key, value] of refinementParams(filters)) params.set(key, value)
  const query = params.toString().replace(/\+/g, '%20')
  return query ? `/therapists?${query}` : '/therapists'
}

// ---------------------------------------------------------------------------------------------------
// The internal route /therapists/filter/{specialty}/{q}/{mode}/{more}: the proxy rewrites filtered URLs there so each
// filter combination is one cacheable page, while /therapists itself stays fully static.

const ALL_SPECIALTIES_SEGMENT = 'all'
const NO_QUERY_SEGMENT = 'any'
const QUERY_PREFIX = 'q-'
const ANY_MODE_SEGMENT = 'any'

/** 'Faith/Pastoral Counseling' → 'faith-pastoral-counseling'. */
export function specialtySlug(specialty: Specialty): string {
  return specialty.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

const SPECIALTY_BY_SLUG = new Map<string, Specialty>(SPECIALTIES.map((s) => [specialtySlug(s), s]))

/*
 * The name search travels in the path as base64url: a typed "/" or "%" would otherwise be decoded by
 * the router into another path (seen: %2F became a third segment and a 404).
 */
function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('')
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return null
  }
}

export function filterSegments(filters: DirectoryFilters): { specialty: string; q: string; mode: string; more: string } {
  return {
    specialty: filters.specialty ? specialtySlug(filters.specialty) : ALL_SPECIALTIES_SEGMENT,
    q: filters.q ? `${QUERY_PREFIX}${toBase64Url(filters.q)}` : NO_QUERY_SEGMENT,
    mode: filters.mode ? sessionModeName(filters.mode) : ANY_MODE_SEGMENT,
    more: refinementsSegment(filters),
  }
}

/** The internal path for a filter combination (every segment is URL-safe as it is). */
export function filteredRoutePath(filters: DirectoryFilters): string {
  const segments = filterSegments(filters)
  return `/therapists/filter/${segments.specialty}/${segments.q}/${segments.mode}/${segments.more}`
}

/**
 * The filters of the internal route's (decoded) segments, or null when they are not in the canonical
 * form the proxy writes: a hand-typed variant must not become another cached page.
 */
export function filtersFromSegments(specialtySegment: string, querySegment: string, modeSegment: string = ANY_MODE_SEGMENT, moreSegment = 'any'): DirectoryFilters | null {
  const refinements = refinementsFromSegment(moreSegment)
  if (!refinements) return null
  const mode = modeSegment === ANY_MODE_SEGMENT ? null : isSessionModeName(modeSegment) ? toSessionMode(modeSegment) : undefined
  if (mode === undefined) return null
  const specialty = specialtySegment === ALL_SPECIALTIES_SEGMENT ? null : (SPECIALTY_BY_SLUG.get(specialtySegment) ?? undefined)
  if (specialty === undefined) return null
  let q = ''
  if (querySegment !== NO_QUERY_SEGMENT) {
    if (!querySegment.startsWith(QUERY_PREFIX)) return null
    const encoded = querySegment.slice(QUERY_PREFIX.length)
    q = fromBase64Url(encoded) ?? ''
    // Only the one spelling the proxy writes: anything else would be another cache entry.
    if (!q || normaliseNameQuery(q) !== q || toBase64Url(q) !== encoded) return null
  }
  return { specialty, q, ...(mode ? { mode } : {}), ...refinements }
}

/** Every query parameter of a directory URL: the rewritten request carries them in its path instead. */
export const DIRECTORY_PARAMS = ['specialty', 'q', 'mode', 'language', 'gender', 'minFee', 'maxFee', 'faith', 'availableWithinDays', 'sort'] as const

/** Where the proxy sends a /therapists request: null keeps the static unfiltered page. */
export function directoryRewritePath(params: Pick<URLSearchParams, 'get'>): string | null {
  const filters = readDirectoryFilters(params)
  return isFiltered(filters) ? filteredRoutePath(filters) : null
}

/**
 * Where the proxy sends a /therapists request from the Refine form: a plain GET form sends its empty
 * fields too (?language=&gender=&…&sort=), and the choice's canonical URL (directoryHref) leaves them
 * out, so the address bar holds a clean, shareable link. null: no empty field, nothing to tidy.
 */
export function directoryCanonicalRedirect(params: URLSearchParams): string | null {
  if (!DIRECTORY_PARAMS.some((key) => params.getAll(key).includes(''))) return null
  return directoryHref(readDirectoryFilters(params))
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A therapist id as the database stores it (a UUID); anything else can only be a 404. */
export const isUuid = (value: string) => UUID_PATTERN.test(value)

/**
 * The empty directory's sentence: the spec's for a specialty with no therapists; a name search says
 * that no therapist matches the name (within the specialty when one is chosen).
 */
export function noTherapistsText(filters: DirectoryFilters): string {
  if (!filters.q) return filters.mode && !filters.specialty ? NO_THERAPISTS_FOR_MODE : NO_THERAPISTS_FOUND
  const within = filters.specialty ? ` in ${filters.specialty}` : ''
  return `No therapist matches the name “${filters.q}”${within}.`
}
