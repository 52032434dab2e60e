import { describe, expect, it } from 'vitest'
import {
  ADMIN_LIST_MAX_PAGE,
  adminListQueryInput,
  adminListQuerySchema,
  dashboardQuery,
  normaliseAdminSearch,
  otherListFields,
  pageWindow,
  parseDashboardParams,
  readPageNumber,
} from '@/lib/validation/admin-lists'

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

describe('the dashboard query string', () => {
  const params = parseDashboardParams({ users: ' ada ', usersPage: '2', therapistsPage: ['3', '4'], appointments: 'Eze', queuePage: 'x', other: 'ignored' })

  it('reads each list on its own, falling back to defaults', () => {
    expect(params).toEqual({
      users: { search: 'ada', page: 2 },
      therapists: { search: '', page: 3 },
      appointments: { search: 'Eze', page: 1 },
      queue: { search: '', page: 1 },
    })
  })

  it('changes one list and keeps the others, leaving defaults out', () => {
    expect(dashboardQuery(params, 'therapists', { page: 4 })).toBe('?users=ada&usersPage=2&therapistsPage=4&appointments=Eze')
    expect(dashboardQuery(params, 'appointments', { page: 1 })).toBe('?users=ada&usersPage=2&therapistsPage=3&appointments=Eze')
  })

  it('starts a list at page 1 when its search changes or is cleared', () => {
    expect(dashboardQuery(params, 'users', { search: 'bola' })).toBe('?users=bola&therapistsPage=3&appointments=Eze')
    expect(dashboardQuery(params, 'users', { search: '' })).toBe('?therapistsPage=3&appointments=Eze')
    expect(dashboardQuery(parseDashboardParams({}), 'users', {})).toBe('')
  })

  it('gives a search form the other lists as hidden fields, never its own', () => {
    expect(otherListFields(params, 'users')).toEqual([
      { name: 'therapistsPage', value: '3' },
      { name: 'appointments', value: 'Eze' },
    ])
  })
})
