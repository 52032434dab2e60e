import { describe, expect, it } from 'vitest'
import { LANGUAGES_REQUIRED, orderedLanguages } from '@/lib/languages'
import { FREE_HOURS_HORIZON_DAYS } from '@/lib/server/therapists/free-hours-ahead'
import { FREE_HOURS_HORIZON_WEEKS, NO_FREE_HOURS } from '@/lib/therapists/next-available'
import { FAITH_UNKNOWN, LANGUAGE_UNKNOWN, editTherapistProfileSchema } from '@/lib/validation/therapist'
import { THERAPISTS } from '@/prisma/seed/therapists'

const edit = (values: Record<string, unknown>) => editTherapistProfileSchema.safeParse(values)
const errorsOf = (values: Record<string, unknown>) => {
  const result = edit(values)
  return result.success ? null : result.error.flatten().fieldErrors
}

describe('the profile edit\'s languages', () => {
  it('reads names and labels in any case, from a list or comma-separated, each once in the form\'s order', () => {
    expect(edit({ languages: ['pidgin', 'English'] })).toMatchObject({ success: true, data: { languages: ['English', 'Pidgin'] } })
    expect(edit({ languages: 'Nigerian Pidgin, yoruba ,FRENCH,Yoruba' })).toMatchObject({ success: true, data: { languages: ['Yoruba', 'Pidgin', 'French'] } })
    expect(edit({ languages: 'Other' })).toMatchObject({ success: true, data: { languages: ['Other'] } })
  })

  it('leaves them alone when absent', () => {
    const result = edit({ bio: 'New bio' })
    expect(result.success && 'languages' in result.data ? result.data.languages : undefined).toBeUndefined()
  })

  it('needs at least one, and only from the list', () => {
    expect(errorsOf({ languages: [] })).toMatchObject({ languages: [LANGUAGES_REQUIRED] })
    expect(errorsOf({ languages: ' , ' })).toMatchObject({ languages: [LANGUAGES_REQUIRED] })
    expect(errorsOf({ languages: 'English,Swahili' })).toMatchObject({ languages: [LANGUAGE_UNKNOWN] })
    expect(errorsOf({ languages: 7 })).toMatchObject({ languages: [LANGUAGES_REQUIRED] })
  })
})

describe('the profile edit\'s faith-based approach', () => {
  it('reads one of the three in any case; empty or null is "None stated"; absent is unchanged', () => {
    expect(edit({ faith: 'muslim' })).toMatchObject({ success: true, data: { faith: 'Muslim' } })
    expect(edit({ faith: ' Interfaith ' })).toMatchObject({ success: true, data: { faith: 'Interfaith' } })
    expect(edit({ faith: '' })).toMatchObject({ success: true, data: { faith: null } })
    expect(edit({ faith: null })).toMatchObject({ success: true, data: { faith: null } })
    const absent = edit({})
    expect(absent.success && absent.data.faith).toBeUndefined()
  })

  it('refuses anything else', () => {
    expect(errorsOf({ faith: 'Traditional' })).toMatchObject({ faith: [FAITH_UNKNOWN] })
    expect(errorsOf({ faith: 3 })).toMatchObject({ faith: [FAITH_UNKNOWN] })
  })
})

describe('the public page\'s next free hour', () => {
  it('says there is none ahead naming the horizon the stored free hours really reach', () => {
    expect(NO_FREE_HOURS).toBe('No free hours in the next 8 weeks')
    expect(FREE_HOURS_HORIZON_WEEKS * 7).toBe(FREE_HOURS_HORIZON_DAYS)
  })
})

describe('the demo therapists', () => {
  it('each hold sessions in at least one language, in the form\'s order; most in English', () => {
    for (const t of THERAPISTS) {
      expect(t.languages.length).toBeGreaterThan(0)
      expect(orderedLanguages(t.languages)).toEqual(t.languages)
    }
    expect(THERAPISTS.filter((t) => t.languages.includes('English')).length).toBeGreaterThan(THERAPISTS.length * 0.8)
    for (const language of ['Yoruba', 'Hausa', 'Igbo', 'Pidgin', 'French', 'Other'] as const) expect(THERAPISTS.some((t) => t.verified && t.languages.includes(language))).toBe(true)
  })

  it('state a faith-based approach only for a minority, and each of the three somewhere', () => {
    const stated = THERAPISTS.filter((t) => t.faith)
    expect(stated.length).toBeGreaterThan(0)
    expect(stated.length).toBeLessThan(THERAPISTS.length / 4)
    expect(new Set(stated.map((t) => t.faith))).toEqual(new Set(['Christian', 'Muslim', 'Interfaith']))
  })

  it('include a verified Yoruba-speaking woman under ₦20,000', () => {
    expect(THERAPISTS.some((t) => t.verified && t.gender === 'Female' && t.languages.includes('Yoruba') && t.feeNaira < 20_000)).toBe(true)
  })
})
