import { z } from '@/lib/validation/zod'

/**
 * The one shape of every error answer of the API (lib/server/api/respond.ts): a message a person can
 * read, the fields that failed with their messages when the input was refused, and data only where the
 * caller can act on it (a series' clashing weeks, the consent to give, the amount still owed).
 */
export const errorBodySchema = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in words that can be shown to the person.' }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'For refused input: each field (dotted path) with its messages.' }),
    data: z.record(z.string(), z.unknown()).optional().meta({ description: 'What the caller can act on, where the route says so.' }),
  })
  .meta({ id: 'ErrorBody', description: 'The body of every error answer.' })
