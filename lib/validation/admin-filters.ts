import { APPOINTMENT_STATE_FILTERS, type AppointmentStateFilter } from '@/lib/admin/appointment-status'
import { AUDIT_ACTION_LABELS } from '@/lib/admin/audit-labels'
import {
  adminListQuerySchema,
  calendarDateField,
  checkDateOrder,
  firstParam,
  normaliseAdminSearch,
  parseDateRange,
  parseListParams,
  type DateRange,
  type ListParams,
  type RawSearchParams,
} from './admin-lists'
import { z } from './zod'

// The filters of the admin appointment list, audit log and outbox: the pages read them
// leniently (a bad value reads as no filter), the API strictly (a bad value is a 400). Pure.

// --- Appointments: ?search=&status=&from=&to=&page= --------------------------------------------------

const STATE_VALUES = APPOINTMENT_STATE_FILTERS.map((filter) => filter.value) as [AppointmentStateFilter, ...AppointmentStateFilter[]]

const isStateFilter = (value: string | undefined): value is AppointmentStateFilter => STATE_VALUES.includes(value as AppointmentStateFilter)

/** '' is the default: the sessions (every appointment that was paid for). */
export type AppointmentListFilters = { search: string; status: AppointmentStateFilter | ''; from: string; to: string }
export type AppointmentListParams = ListParams & AppointmentListFilters & { dateError: string | null; typed: DateRange }

export function parseAppointmentListParams(params: RawSearchParams): AppointmentListParams {
  const status = firstParam(params.status)
  return { ...parseListParams(params), status: isStateFilter(status) ? status : '', ...parseDateRange(params) }
}

export const APPOINTMENT_QUERY_KEYS = ['search', 'page', 'status', 'from', 'to'] as const

/** GET admin/appointments: the list's ?search=&page= plus status (one of the filter's values), from and to (Lagos dates, both included). */
export const adminAppointmentQuerySchema = adminListQuerySchema
  .extend({
    status: z.enum(STATE_VALUES, { error: `status must be one of ${STATE_VALUES.join(', ')}` }).optional().transform((value) => value ?? ''),
    from: calendarDateField,
    to: calendarDateField,
  })
  .superRefine(checkDateOrder)

// --- Audit log: ?action=&person=&from=&to=&page= -----------------------------------------------------

const ACTION_VALUES = Object.keys(AUDIT_ACTION_LABELS) as [string, ...string[]]

export type AuditLogFilters = DateRange & { action: string; person: string }
export type AuditLogParams = AuditLogFilters & { page: number; dateError: string | null; typed: DateRange }

export function parseAuditLogParams(params: RawSearchParams): AuditLogParams {
  const action = firstParam(params.action) ?? ''
  const { page } = parseListParams(params)
  return { action: ACTION_VALUES.includes(action) ? action : '', person: normaliseAdminSearch(firstParam(params.person)), page, ...parseDateRange(params) }
}

export const AUDIT_QUERY_KEYS = ['action', 'person', 'from', 'to', 'page'] as const

/** GET admin/audit-log: action (a known one), person (the actor's or the target's name or email), from, to, page. */
export const auditLogQuerySchema = z
  .object({
    action: z.enum(ACTION_VALUES, { error: 'action must be one of the audit actions' }).optional().transform((value) => value ?? ''),
    person: z
      .string()
      .optional()
      .transform((value) => normaliseAdminSearch(value)),
    from: calendarDateField,
    to: calendarDateField,
    page: adminListQuerySchema.shape.page,
  })
  .superRefine(checkDateOrder)

// --- Outbox: ?search=&page= --------------------------------------------------------------------------

export const OUTBOX_QUERY_KEYS = ['search', 'page'] as const

/**
 * GET admin/outbox: a search (recipient or subject contains) and a page. The page stays lenient, as it
 * always was here: anything that is not a page number reads as 1, a page past the end as the last.
 */
export const outboxQuerySchema = z.object({
  search: adminListQuerySchema.shape.search,
  page: z
    .string()
    .optional()
    .transform((value) => Math.max(1, Math.trunc(Number(value)) || 1)),
})
