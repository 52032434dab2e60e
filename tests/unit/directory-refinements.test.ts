import { describe, expect, it } from 'vitest'
import { directoryCanonicalRedirect, directoryHref, directoryRewritePath, filterSegments, filtersFromSegments, isFiltered, readDirectoryFilters } from '@/lib/validation/directory'
import { refinementsFromSegment, sanitiseRefinements } from '@/lib/validation/directory-refinements'
import { directoryQuerySchema } from '@/lib/validation/directory-query'
import { parseLanguage } from '@/lib/languages'
import { refinementPhrases } from '@/lib/directory-summary'

const params = (query: string) => new URLSearchParams(query)

describe('the directory refinements in a page URL', () => {
  it('reads language, gender, fee range, faith, availability and sort in any case, and ignores what is not valid', () => {
    expect(readDirectoryFilters(params('language=YORUBA&gender=female&minFee=5000&maxFee=20000&faith=Christian&availableWithinDays=7&sort=soonest'))).toEqual({
      specialty: null,
      q: '',
      language: 'Yoruba',
      gender: 'Female',
      minFee: 5000,
      maxFee: 20000,
      faith: 'Christian',
      availableWithinDays: 7,
      sort: 'soonest',
    })
    expect(readDirectoryFilters(params('language=klingon&gender=x&minFee=-1&maxFee=2e4&faith=none&availableWithinDays=99&sort=random'))).toEqual({ specialty: null, q: '' })
    expect(parseLanguage('Nigerian Pidgin')).toBe('Pidgin')
    expect(parseLanguage('pidgin')).toBe('Pidgin')
  })

  it('writes one canonical URL and one cached page per combination, whatever order the query came in', () => {
    const a = readDirectoryFilters(params('sort=fee&maxFee=20000&language=yoruba&gender=Female'))
    const b = readDirectoryFilters(params('gender=female&language=Yoruba&maxFee=20000&sort=fee'))
    expect(directoryHref(a)).toBe('/therapists?language=yoruba&gender=female&maxFee=20000&sort=fee')
    expect(directoryRewritePath(params('sort=fee&maxFee=20000&language=yoruba&gender=Female'))).toBe('/therapists/filter/all/any/any/language~yoruba.gender~female.maxFee~20000.sort~fee')
    expect(filteredRoutePathOf(b)).toBe(filteredRoutePathOf(a))
    expect(isFiltered({ specialty: null, q: '', sort: 'rating' })).toBe(true)
  })

  it('sends what the Refine form sent (every field, empty ones too) on to the canonical URL, and nothing else', () => {
    const sent = 'specialty=Grief+Counseling&q=ada&language=yoruba&gender=&minFee=&maxFee=20000&faith=&availableWithinDays=7&sort='
    expect(directoryCanonicalRedirect(params(sent))).toBe('/therapists?specialty=Grief%20Counseling&q=ada&language=yoruba&maxFee=20000&availableWithinDays=7')
    expect(directoryCanonicalRedirect(params('language=&gender=&minFee=&maxFee=&faith=&sort='))).toBe('/therapists')
    expect(directoryCanonicalRedirect(params('language=yoruba&maxFee=20000&availableWithinDays=7'))).toBeNull()
    expect(directoryCanonicalRedirect(params('specialty=Grief%20Counseling&q=ada'))).toBeNull()
    expect(directoryCanonicalRedirect(params('utm_source='))).toBeNull()
  })

  it('round-trips through the internal route and refuses any other spelling of a segment', () => {
    const filters = { specialty: 'Grief Counseling' as const, q: 'ada', mode: 'Video' as const, language: 'Igbo' as const, minFee: 0, availableWithinDays: 7, sort: 'rating' as const }
    const segments = filterSegments(filters)
    expect(filtersFromSegments(segments.specialty, segments.q, segments.mode, segments.more)).toEqual(filters)
    for (const segment of ['language~Igbo', 'sort~fee.language~igbo', 'language~igbo.language~igbo', 'language~igbo~x', 'maxFee~020000', 'nothing', '']) {
      expect(refinementsFromSegment(segment), segment).toBeNull()
    }
    expect(refinementsFromSegment('any')).toEqual({})
  })

  it('keeps only exactly valid values of a cached read\u2019s arguments', () => {
    expect(sanitiseRefinements({ language: 'Hausa', gender: 'male', minFee: 1.5, maxFee: 30000, faith: 7, availableWithinDays: 0, sort: 'soonest' })).toEqual({ language: 'Hausa', gender: 'Male', maxFee: 30000, sort: 'soonest' })
    expect(sanitiseRefinements(null)).toEqual({})
  })
})

describe('the directory refinements in the API', () => {
  it('parses each parameter and refuses unknown values with a 400 message', () => {
    expect(directoryQuerySchema.parse({ language: 'yoruba', gender: 'Female', minFee: '1000', maxFee: '20000', faith: 'muslim', availableWithinDays: '7', sort: 'rating' })).toMatchObject({
      language: 'Yoruba',
      gender: 'Female',
      minFee: 1000,
      maxFee: 20000,
      faith: 'Muslim',
      availableWithinDays: 7,
      sort: 'rating',
    })
    for (const input of [{ language: 'klingon' }, { gender: 'other' }, { minFee: '-5' }, { maxFee: '1.5' }, { faith: 'none' }, { availableWithinDays: '0' }, { availableWithinDays: '57' }, { sort: 'random' }]) {
      expect(directoryQuerySchema.safeParse(input).success, JSON.stringify(input)).toBe(false)
    }
  })
})

function filteredRoutePathOf(filters: Parameters<typeof directoryHref>[0]) {
  const s = filterSegments(filters)
  return `${s.specialty}/${s.q}/${s.mode}/${s.more}`
}

describe('the refinements in words', () => {
  it('says what the results are narrowed to, in the canonical order', () => {
    expect(refinementPhrases({ sort: 'soonest', maxFee: 20000, language: 'Pidgin', gender: 'Female', availableWithinDays: 7, faith: 'Muslim' })).toEqual([
      'speaking Nigerian Pidgin',
      'female',
      'up to ₦20,000 an hour',
      'Muslim approach',
      'free within 7 days',
      'soonest available first',
    ])
    expect(refinementPhrases({ minFee: 5000, maxFee: 10000 })).toEqual(['₦5,000 to ₦10,000 an hour'])
    expect(refinementPhrases({ minFee: 5000, availableWithinDays: 1 })).toEqual(['from ₦5,000 an hour', 'free within 1 day'])
    expect(refinementPhrases({})).toEqual([])
  })
})
