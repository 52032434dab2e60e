import { z } from './zod'
import { lagosClock, lagosWallClock } from '@/lib/time'
import { HIDDEN_CONTROL_CHARACTERS } from './common'

// The register of data requests and the register of breaches (docs/decisions/043): what an admin
// records and changes. Shared by the forms, the server actions and the API.

export const DATA_REQUEST_KINDS = ['Access', 'Correction', 'Erasure', 'Objection', 'Portability'] as const
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number]
/** The channels an admin records; SelfService rows are written by the privacy centre only. */
export const RECORDED_CHANNELS = ['Email', 'Letter'] as const
export const DATA_REQUEST_STATES = ['Open', 'InProgress', 'Completed', 'Refused'] as const
export type DataRequestState = (typeof DATA_REQUEST_STATES)[number]
/** The states a request moves to after it is recorded; closing ones need an outcome. */
export const NEXT_STATES = ['InProgress', 'Completed', 'Refused'] as const

export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  Access: 'Access (a copy of their data)',
  Correction: 'Correction',
  Erasure: 'Erasure',
  Objection: 'Objection to processing',
  Portability: 'Portability',
}
export const DATA_REQUEST_STATE_LABELS: Record<DataRequestState, string> = { Open: 'Open', InProgress: 'In progress', Completed: 'Completed', Refused: 'Refused' }
export const CHANNEL_LABELS = { Email: 'Email', Letter: 'Letter', SelfService: 'Self-service' } as const

export const CONTACT_MAX = 300
export const REGISTER_TEXT_MAX = 2000
export const MAX_PEOPLE_AFFECTED = 100_000_000

export const TIME_INVALID = 'Enter a date and time'
export const TIME_IN_FUTURE = 'This cannot be in the future'
export const OUTCOME_REQUIRED = 'Say what was done, or why the request was refused'

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/
/** A minute of clock difference between the browser and the server is not "the future". */
const CLOCK_SKEW_MS = 60_000

/**
 * When something happened: the form's date-and-time field gives Lagos wall-clock time
 * ("2026-11-24T09:30"), API callers may send an ISO 8601 time with its zone. Null when neither.
 */
export function parseRegisterTime(value: string): Date | null {
  const local = LOCAL_TIME.exec(value)
  if (local) {
    const [year, month, day, hour, minute, second] = local.slice(1).map((part) => Number(part ?? 0))
    return lagosWallClock({ year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second ?? 0 })
  }
  if (!ISO_WITH_ZONE.test(value)) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time)
}

/** A past time as text (checked here, turned into an instant by the use case); empty means now. */
const pastTime = z
  .string({ error: TIME_INVALID })
  .trim()
  .optional()
  .superRefine((value, ctx) => {
    if (!value) return
    const time = parseRegisterTime(value)
    if (!time) ctx.addIssue({ code: 'custom', message: TIME_INVALID })
    else if (time.getTime() > Date.now() + CLOCK_SKEW_MS) ctx.addIssue({ code: 'custom', message: TIME_IN_FUTURE })
  })

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .refine((value) => !HIDDEN_CONTROL_CHARACTERS.test(value), `${label} contains characters that are not allowed`)
const required = (max: number, label: string, missing: string) => text(max, label).pipe(z.string().min(1, missing))

/** POST admin/data-requests and the register's form: a request that came by email or letter. */
export const recordDataRequestSchema = z.object({
  kind: z.enum(DATA_REQUEST_KINDS, { error: 'Choose what the person asked for' }),
  channel: z.enum(RECORDED_CHANNELS, { error: 'Choose how the request came' }),
  contact: required(CONTACT_MAX, 'Who asked', 'Say who asked and how to reach them'),
  details: text(REGISTER_TEXT_MAX, 'The details').optional(),
  receivedAt: pastTime,
})
export type RecordDataRequestInput = z.input<typeof recordDataRequestSchema>

const needsOutcome = (input: { state: string; outcome?: string }, ctx: z.RefinementCtx) => {
  if (input.state !== 'InProgress' && !input.outcome) ctx.addIssue({ code: 'custom', path: ['outcome'], message: OUTCOME_REQUIRED })
}
const dataRequestChange = {
  state: z.enum(NEXT_STATES, { error: 'Choose the new state' }),
  outcome: text(REGISTER_TEXT_MAX, 'What was done').optional(),
}
/** PATCH admin/data-requests/{id}: moving a request on, to in progress, or closed (completed or refused) with what was done. */
export const dataRequestChangeSchema = z.object(dataRequestChange).superRefine(needsOutcome)
/** The register's form: the same, for one request. */
export const updateDataRequestSchema = z.object({ id: z.uuid({ error: 'Unknown data request' }), ...dataRequestChange }).superRefine(needsOutcome)
export type UpdateDataRequestInput = z.input<typeof updateDataRequestSchema>

/** GET admin/data-requests: `?state=Open&overdue=true`. */
export const dataRequestFiltersSchema = z.object({
  state: z.enum(DATA_REQUEST_STATES, { error: 'Unknown state' }).optional(),
  overdue: z.enum(['true', 'false'], { error: 'overdue is true or false' }).optional().transform((value) => value === 'true'),
})

/** POST admin/breaches and the register's form. */
export const recordBreachSchema = z.object({
  foundAt: pastTime,
  summary: required(REGISTER_TEXT_MAX, 'What happened', 'Say what happened'),
  dataAffected: required(REGISTER_TEXT_MAX, 'The data affected', 'Say which data was affected'),
  peopleAffected: z
    .number({ error: 'Enter how many people were affected (0 if none)' })
    .int('Enter a whole number')
    .min(0, 'Enter how many people were affected (0 if none)')
    .max(MAX_PEOPLE_AFFECTED, 'That is more people than there could be'),
})
export type RecordBreachInput = z.input<typeof recordBreachSchema>

/** What an admin marks on a breach: the Commission notified, the people affected told, or the breach closed. */
export const BREACH_MARKS = ['commission-notified', 'people-told', 'closed'] as const
const breachMark = { mark: z.enum(BREACH_MARKS, { error: 'Choose what to mark' }) }
/** PATCH admin/breaches/{id}: `{ mark }`. */
export const breachMarkSchema = z.object(breachMark)
export const updateBreachSchema = z.object({ id: z.uuid({ error: 'Unknown breach' }), ...breachMark })
export type UpdateBreachInput = z.input<typeof updateBreachSchema>

/** "2026-11-24T09:30": `now` as the form's date-and-time field shows it, in Lagos time (whole hours from UTC). */
export function lagosLocalInput(now: Date): string {
  const { date, hour } = lagosClock(now)
  return `${date}T${String(hour).padStart(2, '0')}:${String(now.getUTCMinutes()).padStart(2, '0')}`
}
