import 'server-only'
import { ADMIN_LIST_MAX_PAGE, ADMIN_LIST_PAGE_SIZE, pageWindow, type PageNumbers } from '@/lib/validation/admin-lists'
import type { Role } from '@/lib/roles'
import { Prisma } from '../../db'
import { lagosInstant } from '@/lib/time'
import { readPeopleRows, type PersonListRowData } from './read-people-page'

/*
 * What every admin-area read shares: the shape of a page of a list, how an erased person is shown and
 * how a search is matched. Who may read is auth/assert-role.ts's assertAdminAreaReader.
 */

export type AdminListPage<Row> = PageNumbers & {
  rows: Row[]
  /** The search as applied (normalised); '' for none. */
  search: string
}

/** The name shown for a person whose data was erased (right to erasure). */
export const DELETED_USER = 'Deleted user'

/** Prisma passes `contains` to ILIKE as is: a typed % or _ must match itself, not everything. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** "email or name contains …", case-insensitive; erased people are never found by what is left of their data. */
export function personSearch(search: string): Prisma.UserWhereInput {
  if (!search) return {}
  const contains = { contains: escapeLike(search), mode: 'insensitive' } as const
  return { erasedAt: null, OR: [{ email: contains }, { fullName: contains }] }
}

/**
 * An instant filter for the Lagos calendar dates from … to, both days whole (midnight to midnight,
 * Lagos time); undefined when neither end is set. Dates are YYYY-MM-DD, already validated.
 */
export function lagosDayRange({ from, to }: { from?: string; to?: string }): Prisma.DateTimeFilter | undefined {
  if (!from && !to) return undefined
  return { ...(from ? { gte: lagosInstant(from, 0) } : {}), ...(to ? { lt: lagosInstant(to, 24) } : {}) }
}

/** The same days as conditions on a timestamptz column of a statement of our own (none when neither end is set). */
export function lagosDayRangeSql(column: Prisma.Sql, days: { from?: string; to?: string }): Prisma.Sql[] {
  const range = lagosDayRange(days)
  return [
    ...(range?.gte ? [Prisma.sql`${column} >= ${range.gte}::timestamptz`] : []),
    ...(range?.lt ? [Prisma.sql`${column} < ${range.lt}::timestamptz`] : []),
  ]
}

/**
 * A search or a filter counts its matches only up to this many (one more than the 1000 pages of ten
 * a list can show): past it the answer's total reads 10,001, meaning "more than 10,000", and its
 * pageCount stays at the last page that can be asked for (1000). Below it the total is exact. So no
 * answer counts a large table's rows: a filter matching 90,000 appointments stops at the 10,001st.
 */
export const COUNT_CAP = ADMIN_LIST_MAX_PAGE * ADMIN_LIST_PAGE_SIZE + 1

/** For the lists that were never capped (outbox, contact messages, blog posts): any page may be asked for. */
export const UNCAPPED = Number.POSITIVE_INFINITY

/**
 * The pager of every admin list. Counts and reads one page at the same time (two queries in
 * parallel, not one after the other); only a page past the end is read again, as the last page.
 * `find` must order by something unique at the end (the id), so pages never overlap. Ten rows a
 * page up to page 1000 unless the list says otherwise (docs/decisions/018-admin-lists.md).
 */
export async function readListPage<Row>({
  page,
  count,
  find,
  pageSize = ADMIN_LIST_PAGE_SIZE,
  maxPage = ADMIN_LIST_MAX_PAGE,
}: {
  page: number
  count: () => Promise<number>
  find: (window: { skip: number; take: number }) => Promise<Row[]>
  pageSize?: number
  maxPage?: number
}): Promise<PageNumbers & { rows: Row[] }> {
  const requested = Math.min(Math.max(1, Math.trunc(page) || 1), maxPage)
  const skip = (requested - 1) * pageSize
  const [total, firstTry] = await Promise.all([count(), find({ skip, take: pageSize })])
  const window = pageWindow(total, requested, pageSize, maxPage)
  const rows = window.offset === skip ? firstTry : await find({ skip: window.offset, take: pageSize })
  return { rows, page: window.page, pageCount: window.pageCount, total, pageSize }
}

/**
 * The pager for a list that reads a page's rows and its total in one statement (`find` answers
 * both); only a page past the end of a list with rows is read again, as the last page. Same numbers
 * as readListPage.
 */
export async function readPageWithTotal<Row>({
  page,
  find,
  pageSize = ADMIN_LIST_PAGE_SIZE,
  maxPage = ADMIN_LIST_MAX_PAGE,
}: {
  page: number
  find: (window: { skip: number; take: number }) => Promise<{ rows: Row[]; total: number }>
  pageSize?: number
  maxPage?: number
}): Promise<PageNumbers & { rows: Row[] }> {
  const requested = Math.min(Math.max(1, Math.trunc(page) || 1), maxPage)
  const skip = (requested - 1) * pageSize
  const firstTry = await find({ skip, take: pageSize })
  const window = pageWindow(firstTry.total, requested, pageSize, maxPage)
  // An empty list has no last page to read again.
  const rows = window.offset === skip || firstTry.total === 0 ? firstTry.rows : (await find({ skip: window.offset, take: pageSize })).rows
  return { rows, page: window.page, pageCount: window.pageCount, total: firstTry.total, pageSize }
}

/**
 * A page's rows in two steps: the ids of the window first (the offset walks an index alone, never
 * the table's rows it skips), then those few rows with everything the list shows, in the same order.
 */
export async function rowsOfWindow<Row>(ids: Promise<{ id: string }[]>, read: (ids: string[]) => Promise<Row[]>): Promise<Row[]> {
  const window = (await ids).map((row) => row.id)
  return window.length === 0 ? [] : read(window)
}

/**
 * One page of the accounts of a role, searched by email or name by the database (trigram indexes
 * serve ILIKE '%…%'), newest first, in one statement (read-people-page.ts). Without a search the
 * total is the count the database keeps for the role (no count of the table on each answer); a
 * search's total is capped at COUNT_CAP. A search matches what personSearch matches.
 */
export function readPeoplePage({ role, search, page }: { role: Role; search: string; page: number }) {
  const pattern = search ? `%${escapeLike(search)}%` : null
  return readPageWithTotal({ page, find: (window) => readPeopleRows({ role, pattern, cap: COUNT_CAP, ...window }) })
}

/** What the Users and Therapists lists are asked: by whom, the search and the page. */
export type PeopleListQuery = { viewer: { role: Role }; search?: string; page?: number }

type PersonFields = Pick<PersonListRowData, 'id' | 'fullName' | 'email' | 'isBlocked' | 'erasedAt' | 'createdAt'>

/** A people list's common columns; an erased person shows as "Deleted user" without an email. */
export function personRow(row: PersonFields) {
  return {
    _id: row.id,
    fullName: row.erasedAt ? DELETED_USER : row.fullName,
    email: row.erasedAt ? null : row.email,
    isBlocked: row.isBlocked,
    isDeleted: row.erasedAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}
