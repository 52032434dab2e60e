import { describe, expect, it } from 'vitest'
import { SPECIALTIES } from '@/lib/specialties'
import {
  DIRECTORY_MAX_LIMIT,
  MAX_NAME_QUERY_LENGTH,
  directoryHref,
  directoryRewritePath,
  filterSegments,
  filteredRoutePath,
  filtersFromSegments,
  isFiltered,
  isUuid,
  NO_THERAPISTS_FOUND,
  noTherapistsText,
  normaliseNameQuery,
  parseSpecialty,
  readDirectoryFilters,
  specialtySlug,
} from '@/lib/validation/directory'
import { directoryQuerySchema } from '@/lib/validation/directory-query'

const params = (query: string) => new URLSearchParams(query)

describe('directory filters', () => {
  it('accepts only the 15 specialties, spelled exactly', () => {
    expect(parseSpecialty('Grief Counseling')).toBe('Grief Counseling')
    expect(parseSpecialty('grief counseling')).toBeNull()
    expect(parseSpecialty('Astrology')).toBeNull()
    expect(parseSpecialty('')).toBeNull()
    expect(parseSpecialty(null)).toBeNull()
  })

  it('normalises the name search: trimmed, spaces collapsed, lower-case, bounded', () => {
    expect(normaliseNameQuery('  Ada   OKAFOR \t')).toBe('ada okafor')
    expect(normaliseNameQuery('   ')).toBe('')
    expect(normaliseNameQuery(undefined)).toBe('')
    expect(normaliseNameQuery('a\u0000b')).toBe('a b')
    expect(normaliseNameQuery('x'.repeat(200))).toHaveLength(MAX_NAME_QUERY_LENGTH)
    // Normalising twice changes nothing (the internal route relies on it).
    const once = normaliseNameQuery(` ${'Bb '.repeat(40)}`)
    expect(normaliseNameQuery(once)).toBe(once)
  })

  it('reads filters from a URL, ignoring unknown specialties', () => {
    expect(readDirectoryFilters(params('specialty=Grief%20Counseling&q=%20Ada%20'))).toEqual({ specialty: 'Grief Counseling', q: 'ada' })
    expect(readDirectoryFilters(params('specialty=Nope'))).toEqual({ specialty: null, q: '' })
  })

  it('builds shareable URLs', () => {
    expect(directoryHref({ specialty: null, q: '' })).toBe('/therapists')
    expect(directoryHref({ specialty: 'Faith/Pastoral Counseling', q: 'ada o' })).toBe('/therapists?specialty=Faith%2FPastoral%20Counseling&q=ada%20o')
    expect(readDirectoryFilters(new URL(`http://x${directoryHref({ specialty: 'Substance Abuse & Behavioral Disorder', q: 'a&b' })}`).searchParams)).toEqual({
      specialty: 'Substance Abuse & Behavioral Disorder',
      q: 'a&b',
    })
  })
})

describe('the internal filtered route', () => {
  it('gives every specialty its own slug', () => {
    const slugs = SPECIALTIES.map(specialtySlug)
    expect(new Set(slugs).size).toBe(15)
    expect(specialtySlug('Faith/Pastoral Counseling')).toBe('faith-pastoral-counseling')
    expect(specialtySlug('Substance Abuse & Behavioral Disorder')).toBe('substance-abuse-behavioral-disorder')
  })

  it('round-trips filters through the path segments', () => {
    for (const filters of [
      { specialty: null, q: '' },
      { specialty: 'Grief Counseling' as const, q: '' },
      { specialty: 'Faith/Pastoral Counseling' as const, q: "o'neil / 100% _x" },
      { specialty: null, q: 'ọlá adébáyọ̀' },
    ]) {
      const segments = filterSegments(filters)
      expect(filtersFromSegments(segments.specialty, segments.q)).toEqual(filters)
    }
  })

  it('refuses segments the proxy would never write', () => {
    expect(filtersFromSegments('astrology', 'any')).toBeNull()
    const ada = filterSegments({ specialty: null, q: 'ada' }).q
    expect(filtersFromSegments('all', ada)).toEqual({ specialty: null, q: 'ada' })
    expect(filtersFromSegments('all', 'ada')).toBeNull()
    expect(filtersFromSegments('all', 'q-')).toBeNull()
    expect(filtersFromSegments('all', filterSegments({ specialty: null, q: 'ADA' }).q)).toBeNull()
    expect(filtersFromSegments('all', filterSegments({ specialty: null, q: '  ada' }).q)).toBeNull()
    expect(filtersFromSegments('all', `${ada}=`)).toBeNull()
    expect(filtersFromSegments('all', 'q-%%%')).toBeNull()
    expect(filtersFromSegments('all', 'q-_w')).toBeNull()
  })

  it('rewrites only filtered requests, with encoded segments', () => {
    expect(directoryRewritePath(params(''))).toBeNull()
    expect(directoryRewritePath(params('specialty=Unknown&q=%20%20'))).toBeNull()
    // The third segment is the session mode, the fourth the other refinements ('any' when none is chosen).
    expect(directoryRewritePath(params('specialty=Grief%20Counseling'))).toBe('/therapists/filter/grief-counseling/any/any/any')
    expect(directoryRewritePath(params('q=Ada%2FB'))).toMatch(/^\/therapists\/filter\/all\/q-[A-Za-z0-9_-]+\/any\/any$/)
    expect(filteredRoutePath({ specialty: 'Grief Counseling', q: 'ọlá 100%/?#' })).toMatch(/^\/therapists\/filter\/grief-counseling\/q-[A-Za-z0-9_-]+\/any\/any$/)
  })
})

describe('directory API query', () => {
  it('defaults to the first 12 and caps the limit', () => {
    expect(directoryQuerySchema.parse({})).toEqual({ specialty: null, q: '', offset: 0, limit: 12 })
    expect(directoryQuerySchema.parse({ limit: '500', offset: '6', q: ' ADA ' })).toEqual({ specialty: null, q: 'ada', offset: 6, limit: DIRECTORY_MAX_LIMIT })
  })

  it('refuses unknown specialties and bad numbers', () => {
    for (const input of [{ specialty: 'Astrology' }, { offset: '-1' }, { limit: '0' }, { limit: '1.5' }, { offset: 'x' }]) {
      expect(directoryQuerySchema.safeParse(input).success, JSON.stringify(input)).toBe(false)
    }
  })
})

describe('therapist ids', () => {
  it('recognises UUIDs only', () => {
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true)
    expect(isUuid('not-a-uuid')).toBe(false)
    expect(isUuid('00000000-0000-0000-0000-000000000000x')).toBe(false)
  })
})

describe('the empty directory', () => {
  it('keeps the spec sentence for a specialty with nobody, and names the name for a search', () => {
    expect(noTherapistsText({ specialty: 'College Counseling', q: '' })).toBe(NO_THERAPISTS_FOUND)
    expect(NO_THERAPISTS_FOUND).toBe('No therapists found for the chosen specialty.')
    expect(noTherapistsText({ specialty: null, q: 'okon' })).toBe('No therapist matches the name “okon”.')
    expect(noTherapistsText({ specialty: 'Eating Disorder', q: 'okon' })).toBe('No therapist matches the name “okon” in Eating Disorder.')
  })
})

describe('the session mode filter', () => {
  it('reads ?mode= and ignores an unknown one, as it ignores an unknown specialty', () => {
    expect(readDirectoryFilters(params('mode=phone'))).toEqual({ specialty: null, q: '', mode: 'Phone' })
    expect(readDirectoryFilters(params('mode=telepathy'))).toEqual({ specialty: null, q: '' })
    expect(isFiltered({ specialty: null, q: '', mode: 'Audio' })).toBe(true)
  })

  it('keeps the other filters in its links and rewrites to its own cached page', () => {
    expect(directoryHref({ specialty: 'Grief Counseling', q: 'ada', mode: 'Audio' })).toBe('/therapists?specialty=Grief%20Counseling&q=ada&mode=audio')
    expect(directoryRewritePath(params('mode=audio'))).toBe('/therapists/filter/all/any/audio/any')
    const filters = { specialty: 'Grief Counseling' as const, q: 'ada', mode: 'Phone' as const }
    const segments = filterSegments(filters)
    expect(filtersFromSegments(segments.specialty, segments.q, segments.mode)).toEqual(filters)
    expect(filtersFromSegments('all', 'any', 'Phone')).toBeNull()
    expect(filtersFromSegments('all', 'any', 'fax')).toBeNull()
  })

  it('is a query parameter of the API: video, audio or phone', () => {
    expect(directoryQuerySchema.parse({ mode: 'audio' }).mode).toBe('Audio')
    expect(directoryQuerySchema.safeParse({ mode: 'fax' }).success).toBe(false)
  })
})
