import { describe, expect, it } from 'vitest'
import {
  ADMIN_LIST_MAX_PAGE,
  adminListQueryInput,
  adminListQuerySchema,
  DATE_RANGE_ORDER_MESSAGE,
  isCalendarDate,
  listHref,
  movedDashboardListHref,
  normaliseAdminSearch,
  pageWindow,
  parseDateRange,
  parseListParams,
  readPageNumber,
} from '@/lib/validation/admin-lists'
import {
  adminAppointmentQuerySchema,
  APPOINTMENT_QUERY_KEYS,
  AUDIT_QUERY_KEYS,
  auditLogQuerySchema,
  OUTBOX_QUERY_KEYS,
  outboxQuerySchema,
  parseAppointmentListParams,
  parseAuditLogParams,
} from '@/lib/validation/admin-filters'

describe('normaliseAdminSearch', () => {
  it('trims, collapses spaces and drops control characters, keeping case for ILIKE', () => {
    expect(normaliseAdminSearch('  Ada \t  OKAFOR\n')).toBe('Ada OKAFOR')
    expect(normaliseAdminSearch('a\u0000b')).toBe('a b')
    expect(normaliseAdminSearch(undefined)).toBe('')
    expect(normaliseAdminSearch('   ')).toBe('')
  })

  it('keeps at most 100 characters', () => {
    expect(normaliseAdminSearch('x'.repeat(250))).toHaveLength(100)
  })
})

describe('readPageNumber (the pages: lenient)', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['3', 3],
    [' 7 ', 7],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1e3', 1],
    ['99999999', 1],
    ['5000', ADMIN_LIST_MAX_PAGE],
  ])('%j reads as %i', (value, page) => {
    expect(readPageNumber(value)).toBe(page)
  })
})

describe('adminListQuerySchema (the API: strict)', () => {
  const parse = (query: string) => adminListQuerySchema.safeParse(adminListQueryInput(new URLSearchParams(query)))

  it('defaults to page 1 and no search', () => {
    expect(parse('').data).toEqual({ search: '', page: 1 })
    expect(parse('search=&page=').data).toEqual({ search: '', page: 1 })
  })

  it('reads a search and a page', () => {
    expect(parse('search=%20Chioma%20%20Eze%20&page=3').data).toEqual({ search: 'Chioma Eze', page: 3 })
  })

  it.each(['page=0', 'page=-1', 'page=1.5', 'page=abc', `page=${ADMIN_LIST_MAX_PAGE + 1}`])('refuses %s with a message on page', (query) => {
    const result = parse(query)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['page'])
  })

  it('ignores parameters it does not know', () => {
    expect(parse('search=ada&limit=500&role=Admin').data).toEqual({ search: 'ada', page: 1 })
  })
})

describe('pageWindow', () => {
  it('keeps the page within 1 … the last page', () => {
    expect(pageWindow(0, 1)).toEqual({ page: 1, pageCount: 1, offset: 0 })
    expect(pageWindow(25, 2)).toEqual({ page: 2, pageCount: 3, offset: 10 })
    expect(pageWindow(25, 9)).toEqual({ page: 3, pageCount: 3, offset: 20 })
    expect(pageWindow(25, 0)).toEqual({ page: 1, pageCount: 3, offset: 0 })
  })

  it('never offers a page past the cap, however many rows match', () => {
    expect(pageWindow(1_000_000, 5000)).toEqual({ page: ADMIN_LIST_MAX_PAGE, pageCount: ADMIN_LIST_MAX_PAGE, offset: (ADMIN_LIST_MAX_PAGE - 1) * 10 })
  })
})

describe('a list page\'s query string', () => {
  it('reads ?search=&page= leniently, the first value of a repeated one', () => {
    expect(parseListParams({ search: ' ada\u0000 okafor ', page: ['3', '4'], other: 'ignored' })).toEqual({ search: 'ada okafor', page: 3 })
    expect(parseListParams({ page: 'x' })).toEqual({ search: '', page: 1 })
  })

  it('writes the address with empty values and page 1 left out', () => {
    expect(listHref('/admin/users', { search: 'ada', page: 1 })).toBe('/admin/users?search=ada')
    expect(listHref('/admin/users', { search: '', page: 2 })).toBe('/admin/users?page=2')
    expect(listHref('/admin/appointments', { search: 'Chioma Eze', status: 'abandoned', from: '2026-11-01', to: '', page: 3 })).toBe(
      '/admin/appointments?search=Chioma+Eze&status=abandoned&from=2026-11-01&page=3',
    )
    expect(listHref('/admin', { queuePage: null })).toBe('/admin')
  })

  it('sends the old dashboard links (/admin?users=ada&usersPage=2) to the list they named', () => {
    expect(movedDashboardListHref({ users: ' ada ', usersPage: '2' })).toBe('/admin/users?search=ada&page=2')
    expect(movedDashboardListHref({ therapists: 'okafor' })).toBe('/admin/therapists?search=okafor')
    expect(movedDashboardListHref({ appointmentsPage: '4' })).toBe('/admin/appointments?page=4')
    expect(movedDashboardListHref({ queuePage: '2' })).toBeNull()
    expect(movedDashboardListHref({ users: '', usersPage: '1' })).toBeNull()
  })
})

describe('Lagos date filters', () => {
  it.each([
    ['2026-11-30', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['1999-12-31', false],
    ['2026-11-30T00:00', false],
    ['', false],
  ])('%j is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected)
  })

  it('reads a range, drops malformed ends, and refuses a From after the To', () => {
    expect(parseDateRange({ from: '2026-11-01', to: '2026-11-30' })).toMatchObject({ from: '2026-11-01', to: '2026-11-30', dateError: null })
    expect(parseDateRange({ from: 'yesterday', to: '2026-11-30' })).toMatchObject({ from: '', to: '2026-11-30', dateError: null })
    // Not applied, but kept in the form so it can be put right.
    expect(parseDateRange({ from: '2026-12-01', to: '2026-11-30' })).toEqual({ from: '', to: '', dateError: DATE_RANGE_ORDER_MESSAGE, typed: { from: '2026-12-01', to: '2026-11-30' } })
    expect(parseDateRange({ from: '2026-11-30', to: '2026-11-30' }).dateError).toBeNull()
  })
})

describe('the appointment list filters', () => {
  const parse = (query: string) => adminAppointmentQuerySchema.safeParse(adminListQueryInput(new URLSearchParams(query), APPOINTMENT_QUERY_KEYS))

  it('the page reads an unknown status as none', () => {
    expect(parseAppointmentListParams({ search: 'Eze', status: 'abandoned', from: '2026-11-01', page: '2' })).toEqual({
      search: 'Eze', status: 'abandoned', from: '2026-11-01', to: '', page: 2, dateError: null, typed: { from: '2026-11-01', to: '' },
    })
    expect(parseAppointmentListParams({ status: 'Cancelled' }).status).toBe('')
  })

  it('the API reads status, from and to, and defaults to the sessions', () => {
    expect(parse('').data).toEqual({ search: '', page: 1, status: '', from: '', to: '' })
    expect(parse('status=abandoned&from=2026-11-01&to=2026-11-30&search=eze').data).toEqual({ search: 'eze', page: 1, status: 'abandoned', from: '2026-11-01', to: '2026-11-30' })
  })

  it.each([
    ['status=Cancelled', 'status'],
    ['from=2026-02-30', 'from'],
    ['to=tomorrow', 'to'],
    ['from=2026-12-01&to=2026-11-01', 'to'],
    ['page=0', 'page'],
  ])('the API refuses %s with a message on %s', (query, field) => {
    const result = parse(query)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
  })
})

describe('the audit log and outbox filters', () => {
  it('the page reads a known action, a person and dates; an unknown action reads as none', () => {
    expect(parseAuditLogParams({ action: 'user.block', person: ' Chioma\tEze ', from: '2026-11-01', page: '2' })).toEqual({
      action: 'user.block', person: 'Chioma Eze', from: '2026-11-01', to: '', page: 2, dateError: null, typed: { from: '2026-11-01', to: '' },
    })
    expect(parseAuditLogParams({ action: 'drop table' }).action).toBe('')
  })

  it('the API refuses an unknown action and a bad date, and strips control characters from the person', () => {
    const parse = (query: string) => auditLogQuerySchema.safeParse(adminListQueryInput(new URLSearchParams(query), AUDIT_QUERY_KEYS))
    expect(parse('action=therapist.verify&person=ada%00okafor').data).toEqual({ action: 'therapist.verify', person: 'ada okafor', from: '', to: '', page: 1 })
    expect(parse('action=nothing').error?.issues[0]?.path).toEqual(['action'])
    expect(parse('from=2026-11-31').error?.issues[0]?.path).toEqual(['from'])
  })

  it('the outbox API takes a search and keeps its lenient page', () => {
    const parse = (query: string) => outboxQuerySchema.parse(adminListQueryInput(new URLSearchParams(query), OUTBOX_QUERY_KEYS))
    expect(parse('search=%20chioma%40%20&page=3')).toEqual({ search: 'chioma@', page: 3 })
    expect(parse('page=zero')).toEqual({ search: '', page: 1 })
    expect(parse('page=100000')).toEqual({ search: '', page: 100000 })
  })
})
