import { z } from './zod'

// The admin lists' query parameters (issue 7): the dashboard's ?users=&usersPage=… and the API's
// ?search=&page=. Pure, so the page, the route handlers and the unit tests share one reading.

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
export function adminListQueryInput(params: Pick<URLSearchParams, 'get'>): Record<string, string> {
  const input: Record<string, string> = {}
  for (const key of ['search', 'page']) {
    const value = params.get(key)
    if (value !== null && value !== '') input[key] = value
  }
  return input
}

/** The page actually shown: the requested one, kept within 1 … the last page (an empty list has one page). */
export function pageWindow(total: number, requestedPage: number, pageSize = ADMIN_LIST_PAGE_SIZE) {
  const pageCount = Math.min(ADMIN_LIST_MAX_PAGE, Math.max(1, Math.ceil(total / pageSize)))
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount)
  return { page, pageCount, offset: (page - 1) * pageSize }
}

// --- The dashboard's query string --------------------------------------------------------------------

/** Each list of /admin keeps its own search and page in the URL, so the lists page independently. */
export const DASHBOARD_LISTS = {
  users: { search: 'users', page: 'usersPage' },
  therapists: { search: 'therapists', page: 'therapistsPage' },
  appointments: { search: 'appointments', page: 'appointmentsPage' },
  queue: { search: null, page: 'queuePage' },
} as const

export type DashboardListName = keyof typeof DASHBOARD_LISTS
export type DashboardListState = { search: string; page: number }
export type DashboardParams = Record<DashboardListName, DashboardListState>

type RawSearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The dashboard's lists from its search params; unknown or malformed values fall back to page 1, no search. */
export function parseDashboardParams(params: RawSearchParams): DashboardParams {
  const read = (name: DashboardListName): DashboardListState => {
    const keys = DASHBOARD_LISTS[name]
    return { search: keys.search ? normaliseAdminSearch(first(params[keys.search])) : '', page: readPageNumber(first(params[keys.page])) }
  }
  return { users: read('users'), therapists: read('therapists'), appointments: read('appointments'), queue: read('queue') }
}

/**
 * The query string of the dashboard with one list changed and the others kept, default values left
 * out: `/admin?users=ada&therapistsPage=2`. A new search starts that list at page 1.
 */
export function dashboardQuery(current: DashboardParams, list: DashboardListName, change: Partial<DashboardListState>): string {
  const next: DashboardParams = { ...current, [list]: { ...current[list], ...change, ...('search' in change ? { page: change.page ?? 1 } : {}) } }
  const query = new URLSearchParams()
  for (const name of Object.keys(DASHBOARD_LISTS) as DashboardListName[]) {
    const keys = DASHBOARD_LISTS[name]
    const state = next[name]
    if (keys.search && state.search) query.set(keys.search, state.search)
    if (state.page > 1) query.set(keys.page, String(state.page))
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The hidden inputs a list's search form carries so a search keeps the other lists where they are. */
export function otherListFields(current: DashboardParams, list: DashboardListName): { name: string; value: string }[] {
  const query = new URLSearchParams(dashboardQuery(current, list, { search: '', page: 1 }).slice(1))
  return [...query.entries()].map(([name, value]) => ({ name, value }))
}
