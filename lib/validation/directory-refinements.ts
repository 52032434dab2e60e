import { faithParam, parseFaith, type FaithApproach } from '@/lib/faith'
import { languageParam, parseLanguage, type Language } from '@/lib/languages'

// The directory's filters beyond specialty, name and mode — language, gender, fee range, faith-based
// approach, availability — and its sort. Pure and free of zod (the proxy and the browser use it):
// read leniently from a page URL (an unknown value is ignored, as an unknown specialty is), written
// back in one canonical order so each combination is one URL and one cached page.

export const DIRECTORY_SORTS = ['soonest', 'fee', 'rating'] as const
/** soonest: the next free hour first; fee: lowest first; rating: highest rated first. Absent: newest verified first. */
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]

export const DIRECTORY_SORT_LABELS: Record<DirectorySort | 'newest', string> = {
  newest: 'Newest',
  soonest: 'Soonest available',
  fee: 'Lowest fee',
  rating: 'Highest rated',
}

export const GENDER_FILTERS = ['Female', 'Male'] as const
export type GenderFilter = (typeof GENDER_FILTERS)[number]

/** The free hours reach 56 days ahead, so "available within" can ask no further. */
export const MAX_AVAILABLE_WITHIN_DAYS = 56
/** The one the page offers: "Available within 7 days". */
export const AVAILABLE_SOON_DAYS = 7
/** The highest fee a filter takes, in naira (a bound on distinct URLs, far above any fee). */
export const MAX_FEE_FILTER = 10_000_000

export type DirectoryRefinements = {
  language?: Language | null
  gender?: GenderFilter | null
  /** Naira per session, inclusive. */
  minFee?: number | null
  maxFee?: number | null
  faith?: FaithApproach | null
  /** Only therapists with a free hour starting within this many days. */
  availableWithinDays?: number | null
  sort?: DirectorySort | null
}

export function parseGender(value: unknown): GenderFilter | null {
  if (typeof value !== 'string') return null
  const wanted = value.trim().toLowerCase()
  return GENDER_FILTERS.find((gender) => gender.toLowerCase() === wanted) ?? null
}

export function parseSort(value: unknown): DirectorySort | null {
  return typeof value === 'string' && (DIRECTORY_SORTS as readonly string[]).includes(value) ? (value as DirectorySort) : null
}

/** A whole number from `min` to `max` written plainly ("20000", not "2e4" or "020000"), else null. */
function parseWhole(value: unknown, min: number, max: number): number | null {
  if (typeof value !== 'string' || !/^(0|[1-9][0-9]{0,8})$/.test(value)) return null
  const number = Number(value)
  return number >= min && number <= max ? number : null
}

export const parseFee = (value: unknown) => parseWhole(value, 0, MAX_FEE_FILTER)
export const parseAvailableWithinDays = (value: unknown) => parseWhole(value, 1, MAX_AVAILABLE_WITHIN_DAYS)

/** The refinements of a page URL's query, each only when valid. */
export function readRefinements(params: Pick<URLSearchParams, 'get'>): DirectoryRefinements {
  const found: DirectoryRefinements = {
    language: parseLanguage(params.get('language')),
    gender: parseGender(params.get('gender')),
    minFee: parseFee(params.get('minFee')),
    maxFee: parseFee(params.get('maxFee')),
    faith: parseFaith(params.get('faith')),
    availableWithinDays: parseAvailableWithinDays(params.get('availableWithinDays')),
    sort: parseSort(params.get('sort')),
  }
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value !== null)) as DirectoryRefinements
}

export const hasRefinements = (refinements: DirectoryRefinements) =>
  Boolean(refinements.language || refinements.gender || refinements.faith || refinements.availableWithinDays || refinements.sort) ||
  refinements.minFee != null ||
  refinements.maxFee != null

/** The query parameters of the refinements, in their canonical order. */
export function refinementParams(refinements: DirectoryRefinements): [string, string][] {
  const params: [string, string][] = []
  if (refinements.language) params.push(['language', languageParam(refinements.language)])
  if (refinements.gender) params.push(['gender', refinements.gender.toLowerCase()])
  if (refinements.minFee != null) params.push(['minFee', String(refinements.minFee)])
  if (refinements.maxFee != null) params.push(['maxFee', String(refinements.maxFee)])
  if (refinements.faith) params.push(['faith', faithParam(refinements.faith)])
  if (refinements.availableWithinDays) params.push(['availableWithinDays', String(refinements.availableWithinDays)])
  if (refinements.sort) params.push(['sort', refinements.sort])
  return params
}

// The internal route's last segment: "any", or the canonical parameters as key~value joined by "."
// (every character URL-safe), e.g. "language~yoruba.maxFee~20000.sort~soonest".

const NO_REFINEMENTS_SEGMENT = 'any'

export function refinementsSegment(refinements: DirectoryRefinements): string {
  const params = refinementParams(refinements)
  return params.length === 0 ? NO_REFINEMENTS_SEGMENT : params.map(([key, value]) => `${key}~${value}`).join('.')
}

/** The refinements of a segment, or null when it is not exactly the canonical spelling. */
export function refinementsFromSegment(segment: string): DirectoryRefinements | null {
  if (segment === NO_REFINEMENTS_SEGMENT) return {}
  const params = new Map<string, string>()
  for (const part of segment.split('.')) {
    const [key, value, ...rest] = part.split('~')
    if (!key || value === undefined || rest.length > 0 || params.has(key)) return null
    params.set(key, value)
  }
  const refinements = readRefinements({ get: (key: string) => params.get(key) ?? null })
  return refinementsSegment(refinements) === segment ? refinements : null
}

const wholeIn = (value: unknown, min: number, max: number) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null)

/**
 * The refinements of a value of unknown shape (a cached function's arguments, which anyone can post):
 * each field kept only when it is exactly valid.
 */
export function sanitiseRefinements(value: unknown): DirectoryRefinements {
  const input = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const found: DirectoryRefinements = {
    language: parseLanguage(input.language),
    gender: parseGender(input.gender),
    minFee: wholeIn(input.minFee, 0, MAX_FEE_FILTER),
    maxFee: wholeIn(input.maxFee, 0, MAX_FEE_FILTER),
    faith: parseFaith(input.faith),
    availableWithinDays: wholeIn(input.availableWithinDays, 1, MAX_AVAILABLE_WITHIN_DAYS),
    sort: parseSort(input.sort),
  }
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== null)) as DirectoryRefinements
}
