import { z } from './zod'

// The therapist schedule's Mark Complete. The id's shape is checked by the use case: a
// malformed id is simply not found, like another therapist's.
export const markCompleteSchema = z.object({
  appointmentId: z.string({ error: 'Choose an appointment' }).trim().min(1, 'Choose an appointment').max(64, 'Choose an appointment'),
})

export type MarkCompleteInput = z.input<typeof markCompleteSchema>
