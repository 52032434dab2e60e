import { z } from './zod'

// The admin lists' query parameters: the pages' ?search=&page= (and date ranges),
// the API's, and the old dashboard links. Pure, so the pages, the route handlers and the unit tests
// share one reading. The appointment, audit log and outbox filters are in ./admin-filters.ts.

/** Rows per page of every admin list. */
export const ADMIN_LIST_PAGE_SIZE = 10
/**
 * The deepest page anyone may ask for. Offset paging reads every skipped row, so the cap bounds the
 * slowest page (about 10,000 index entries); past it, a search finds a person faster than paging.
 */
export const ADMIN_LIST_MAX_PAGE = 1000
export const ADMIN_SEARCH_MAX_LENGTH = 100

export const NO_USER_FOUND = 'No User Found'
export const NO_THERAPIST_FOUND = 'No Therapist Found'
export const NO_APPOINTMENTS_FOUND = 'No Appointments Found'

/**
 * Control characters out, trimmed, runs of spaces collapsed, at most 100 characters. Case is left
 * alone: the database compares case-insensitively (ILIKE).
 */
export function normaliseAdminSearch(value: string | null | undefined): string {
  if (!value) return ''
  return value
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, ADMIN_SEARCH_MAX_LENGTH)
    .trim()
}

/** A page number from a query string for the pages: anything that is not a whole number from 1 up reads as 1. */
export function readPageNumber(value: string | null | undefined): number {
  if (!value || !/^\d{1,7}$/.test(value.trim())) return 1
  const page = Number(value.trim())
  return page < 1 ? 1 : Math.min(page, ADMIN_LIST_MAX_PAGE)
}

/** The API's ?search=&page=: a bad page is a 400 (the caller sent something wrong), not a silent page 1. */
export const adminListQuerySchema = z.object({
  search: z
    .string()
    .optional()
    .transform((value) => normaliseAdminSearch(value)),
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(ADMIN_LIST_MAX_PAGE, `page must be at most ${ADMIN_LIST_MAX_PAGE}`)
    .default(1),
})

export type AdminListQuery = z.output<typeof adminListQuerySchema>

/** The API query parameters from a URL's search params (absent or empty ones left to their defaults). */
export function adminListQueryInput(params: Pick<URLSearchParams, 'get'>, keys: readonly string[] = ['search', 'page']): Record<string, string> {
  const input: Record<string, string> = {}
  for (const key of keys) {
    const value = params.get(key)
    if (value !== null && value !== '') input[key] = value
  }
  return input
}

/** Where a page of a list is: every admin list answers these beside its rows (readListPage). */
export type PageNumbers = {
  /** The page shown (1-based), kept within the last page. */
  page: number
  pageCount: number
  /** Rows matching the search or filters, on every page. */
  total: number
  pageSize: number
}

/** The page actually shown: the requested one, kept within 1 … the last page (an empty list has one page). */
export function pageWindow(total: number, requestedPage: number, pageSize = ADMIN_LIST_PAGE_SIZE, maxPage = ADMIN_LIST_MAX_PAGE) {
  const pageCount = Math.min(maxPage, Math.max(1, Math.ceil(total / pageSize)))
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount)
  return { page, pageCount, offset: (page - 1) * pageSize }
}

// --- The pages' query strings --------------------------------------------------------------------

export type RawSearchParams = Record<string, string | string[] | undefined>

/** The first value of a query parameter (?a=1&a=2 reads as 1). */
export const firstParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** A list page's search and page (/admin/users?search=ada&page=2). */
export type ListParams = { search: string; page: number }

/** ?search=&page= of a list page; malformed values read as no search and page 1. */
export function parseListParams(params: RawSearchParams): ListParams {
  return { search: normaliseAdminSearch(firstParam(params.search)), page: readPageNumber(firstParam(params.page)) }
}

/**
 * A page's address with its query string: empty values and page 1 left out, so the plain page has
 * the plain path. `listHref('/admin/users', { search: 'ada', page: 1 })` → `/admin/users?search=ada`.
 */
export function listHref(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue
    if (name === 'page' && Number(value) <= 1) continue
    params.set(name, String(value))
  }
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

// --- Lagos calendar dates (the date filters) ---------------------------------------------------------

/** A calendar date written YYYY-MM-DD that exists (no February 30th), years 2000 to 2199. */
export function isCalendarDate(value: string | null | undefined): value is string {
  if (!value || !/^(20|21)\d{2}-\d{2}-\d{2}$/.test(value)) return false
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const DATE_RANGE_ORDER_MESSAGE = 'The From date must be on or before the To date.'

export type DateRange = { from: string; to: string }

/**
 * ?from=&to= of a page, as Lagos calendar dates (both ends included). A malformed date reads as none;
 * a From after the To is reported and the range not applied, while the form keeps what was typed
 * (`typed`) so it can be put right.
 */
export function parseDateRange(params: RawSearchParams): DateRange & { dateError: string | null; typed: DateRange } {
  const read = (value: string | undefined) => (isCalendarDate(value) ? value : '')
  const typed = { from: read(firstParam(params.from)), to: read(firstParam(params.to)) }
  if (typed.from && typed.to && typed.from > typed.to) return { from: '', to: '', dateError: DATE_RANGE_ORDER_MESSAGE, typed }
  return { ...typed, dateError: null, typed }
}

/** The API's from and to: absent, or a real YYYY-MM-DD date (400 otherwise). */
export const calendarDateField = z
  .string()
  .refine((value) => isCalendarDate(value), 'must be a date written YYYY-MM-DD')
  .meta({ format: 'date', description: 'A Lagos calendar date, YYYY-MM-DD; both ends are included.', example: '2026-11-24' })
  .optional()
  .transform((value) => value ?? '')

/** Refuses a From after the To, on the To field. */
export function checkDateOrder(value: DateRange, context: z.RefinementCtx): void {
  if (value.from && value.to && value.from > value.to) context.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' })
}

// --- Old dashboard links -----------------------------------------------------------------------------

/**
 * The lists used to sit on the dashboard (/admin?users=ada&usersPage=2). They have pages of their own
 * now; an old link goes to the list it named, with its search and page. Null when the link names none.
 */
export function movedDashboardListHref(params: RawSearchParams): string | null {
  for (const [key, path] of [['users', '/admin/users'], ['therapists', '/admin/therapists'], ['appointments', '/admin/appointments']] as const) {
    const search = normaliseAdminSearch(firstParam(params[key]))
    const page = readPageNumber(firstParam(params[`${key}Page`]))
    if (search || page > 1) return listHref(path, { search, page })
  }
  return null
}
