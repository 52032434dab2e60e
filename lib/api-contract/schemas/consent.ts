import { z } from '@/lib/validation/zod'
import { id, isoDateTime } from './common'

export const consentRecord = z
  .object({
    _id: id,
    kind: z.string(),
    version: z.string(),
    givenAt: isoDateTime,
    withdrawnAt: isoDateTime.nullable(),
    replacedAt: isoDateTime.nullable().meta({ description: 'Set when the person accepted a newer version of the same text.' }),
    status: z.enum(['in-force', 'withdrawn', 'replaced']),
  })
  .meta({ id: 'ConsentRecord' })
