import { z } from '@/lib/validation/zod'

/*
 * Building blocks of the answers' schemas. Dates travel as ISO strings; ids are opaque strings
 * (`_id`, as the original API named them).
 */
export const isoDateTime = z.string().meta({ format: 'date-time', description: 'An instant, ISO 8601 in UTC.' })
export const lagosDate = z.string().meta({ format: 'date', description: 'A calendar date in Lagos, YYYY-MM-DD.' })
export const id = z.string().meta({ description: 'An opaque id.' })
export const nairaAmount = z.number().meta({ description: 'Naira, to the kobo.' })

/** { message } alone: the answer of a call whose outcome is the message. */
export const messageOnly = z.object({ message: z.string() })

/** { message, data } around the given data. */
export const messageAndData = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data })

/** The admin lists' paging fields beside `data` (docs/api.md, "Lists"). */
export const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
}

/** A therapist's photo in the public and patient answers (lib/server/uploads/profile-photo.ts). */
export const profilePhoto = z
  .object({ url: z.string(), smallUrl: z.string().meta({ description: 'A 240 px rendition for cards (the photo itself when none was made).' }) })
  .nullable()
