import { z } from './zod'
import { DIRECTORY_FIRST_PAGE, DIRECTORY_MAX_LIMIT, normaliseNameQuery, parseSpecialty, UNKNOWN_SPECIALTY } from './directory'
import { SESSION_MODE_NAMES, SESSION_MODE_UNKNOWN, toSessionMode } from '@/lib/session-modes'

// The API's query string: GET /api/v1/user/all-app-therapist?specialty=&q=&mode=&offset=&limit=

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
  for (const key of ['specialty', 'q', 'mode', 'offset', 'limit']) {
    const value = params.get(key)
    if (value !== null && value !== '') input[key] = value
  }
  return input
}

