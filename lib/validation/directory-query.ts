import { z } from './zod'
import { DIRECTORY_FIRST_PAGE, DIRECTORY_MAX_LIMIT, DIRECTORY_PARAMS, normaliseNameQuery, parseSpecialty, UNKNOWN_SPECIALTY } from './directory'
import { SESSION_MODE_NAMES, SESSION_MODE_UNKNOWN, toSessionMode } from '@/lib/session-modes'
import { LANGUAGES, parseLanguage } from '@/lib/languages'
import { FAITH_APPROACHES, parseFaith } from '@/lib/faith'
import { DIRECTORY_SORTS, MAX_AVAILABLE_WITHIN_DAYS, MAX_FEE_FILTER, parseGender } from './directory-refinements'

// The API's query string: GET /api/v1/user/all-app-therapist?specialty=&q=&mode=&language=&gender=
// &minFee=&maxFee=&faith=&availableWithinDays=&sort=&offset=&limit=. Unlike a page URL, an unknown
// value is refused (400), so a client learns of its typo.

/** A value one of the parse functions recognises (any case), or a 400 with `message`. */
function oneOf<T>(parse: (value: unknown) => T | null, message: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined
      const parsed = parse(value)
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return parsed
    })
}

const feeParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number of naira` })
    .int(`${name} must be a whole number of naira`)
    .min(0, `${name} must be 0 or more`)
    .max(MAX_FEE_FILTER, `${name} is too large`)
    .optional()

export const directoryQuerySchema = z.object({
  specialty: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null
      const specialty = parseSpecialty(value)
      if (!specialty) {
        ctx.addIssue({ code: 'custom', message: UNKNOWN_SPECIALTY })
        return z.NEVER
      }
      return specialty
    }),
  q: z.string().optional().transform((value) => normaliseNameQuery(value)),
  /** video, audio or phone: only therapists who offer it. */
  mode: z.enum(SESSION_MODE_NAMES, { error: SESSION_MODE_UNKNOWN }).optional().transform((value) => (value ? toSessionMode(value) : undefined)),
  language: oneOf(parseLanguage, `language must be one of ${LANGUAGES.join(', ')}`),
  gender: oneOf(parseGender, 'gender must be female or male'),
  minFee: feeParam('minFee'),
  maxFee: feeParam('maxFee'),
  faith: oneOf(parseFaith, `faith must be one of ${FAITH_APPROACHES.join(', ')}`),
  availableWithinDays: z.coerce
    .number({ error: 'availableWithinDays must be a whole number of days' })
    .int('availableWithinDays must be a whole number of days')
    .min(1, 'availableWithinDays must be at least 1')
    .max(MAX_AVAILABLE_WITHIN_DAYS, `availableWithinDays must be at most ${MAX_AVAILABLE_WITHIN_DAYS}`)
    .optional(),
  sort: z.enum(DIRECTORY_SORTS, { error: `sort must be one of ${DIRECTORY_SORTS.join(', ')}` }).optional(),
  offset: z.coerce.number({ error: 'offset must be a whole number' }).int('offset must be a whole number').min(0, 'offset must be 0 or more').max(1_000_000, 'offset is too large').default(0),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .default(DIRECTORY_FIRST_PAGE)
    // Larger requests are capped rather than refused: the caller still gets a valid page.
    .transform((limit) => Math.min(limit, DIRECTORY_MAX_LIMIT)),
})

export type DirectoryQuery = z.output<typeof directoryQuerySchema>

/** The API query parameters from a URL's search params (absent ones left to their defaults). */
export function directoryQueryInput(params: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {}
  for (const key of [...DIRECTORY_PARAMS, 'offset', 'limit']) {
    const value = params.get(key)
    if (value !== null && value !== '') input[key] = value
  }
  return input
}

