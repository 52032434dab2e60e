import 'server-only'
import { appointmentFilterState } from '@/lib/admin/appointment-status'
import type { Role } from '@/lib/roles'
import type { AppointmentListFilters } from '@/lib/validation/admin-filters'
import { adminAppointmentsWhere, APPOINTMENT_STATE_SELECT } from '../../appointments/visible-appointments'
import { db, Prisma } from '../../db'
import { assertAdminAreaReader } from '../../auth/assert-role'
import { COUNT_CAP, escapeLike, lagosDayRange, readListPage, readPageWithTotal, rowsOfWindow, type AdminListPage } from '../dashboard/admin-read'
import { countedRowsSql } from '../dashboard/list-count'
import { lagosInstant } from '@/lib/time'
import { clientSearchWindow } from './client-search-window'
import { readAdminAppointmentPage, readAdminAppointmentRows } from './read-admin-appointment-rows'
import { sessionFields, type SessionFields } from '../../appointments/session-fields'
import { adminStateFields, PERSON_SELECT, toAdminPerson, type AdminPerson, type AdminStateFields } from './admin-appointment-fields'

export type AdminAppointmentRow = AdminStateFields & SessionFields & {
  _id: string
  /** The client (userId, populated). */
  userId: AdminPerson
  therapistId: AdminPerson
  /** ISO: when it was booked. */
  createdAt: string
}

export type AdminAppointmentPage = AdminListPage<AdminAppointmentRow> & Omit<AppointmentListFilters, 'search'>

/** Latest appointment date first, then the id (index on startsAt DESC, id DESC). */
const ORDER = [{ startsAt: 'desc' }, { id: 'desc' }] as const satisfies Prisma.AppointmentOrderByWithRelationInput[]

/** What a row of the list reads; readAdminAppointmentRows reads the same in one statement (tested). */
export const ADMIN_APPOINTMENT_LIST_SELECT = {
  ...APPOINTMENT_STATE_SELECT,
  id: true,
  startsAt: true,
  durationHours: true,
  amountKobo: true,
  createdAt: true,
  patient: { select: PERSON_SELECT },
  therapist: { select: { user: { select: PERSON_SELECT } } },
} as const satisfies Prisma.AppointmentSelect

/**
 * The list's filters as one where clause: the state (each Status filter finds exactly the rows whose
 * badge reads so; without one the list holds the appointments paid for, so thousands of abandoned
 * checkouts do not bury the real ones), the client's name (erased clients are never found) and the
 * Lagos dates.
 */
export function adminAppointmentWhere({ search = '', status = '', from = '', to = '' }: Partial<AppointmentListFilters>, now: Date): Prisma.AppointmentWhereInput {
  const startsAt = lagosDayRange({ from, to })
  return {
    AND: [
      adminAppointmentsWhere(appointmentFilterState(status), now),
      search ? { patient: { is: { erasedAt: null, fullName: { contains: escapeLike(search), mode: 'insensitive' } } } } : {},
      startsAt ? { startsAt } : {},
    ],
  }
}

/** A search finding at most this many clients looks their appointments up by client id. */
const CLIENTS_BY_ID = 2_000

/**
 * The same filter, with a search's clients found first (the trigram index on names) and their
 * appointments then read by client id, which the planner cannot misjudge as it does the join (it
 * scanned every account). A search matching more clients than CLIENTS_BY_ID keeps the join.
 */
async function withClientsFound(filters: AppointmentListFilters, now: Date): Promise<Prisma.AppointmentWhereInput> {
  if (!filters.search) return adminAppointmentWhere(filters, now)
  const clients = await db.user.findMany({
    where: { erasedAt: null, fullName: { contains: escapeLike(filters.search), mode: 'insensitive' } },
    select: { id: true },
    take: CLIENTS_BY_ID + 1,
  })
  if (clients.length > CLIENTS_BY_ID) return adminAppointmentWhere(filters, now)
  return { AND: [adminAppointmentWhere({ ...filters, search: '' }, now), { patientId: { in: clients.map((client) => client.id) } }] }
}

/**
 * The window's ids of the two unfiltered views in SQL of our own (ORDER, off the indexes on
 * (startsAt DESC, id DESC), the paid-for one partial): Prisma's compiler cost more than the index
 * scan (decision 054). "Paid for" is the flag of PAID_FOR_WHERE (visible-appointments.ts).
 */
function windowIds(view: 'Appointment:paid-for' | 'Appointment:all', skip: number, take: number) {
  const paidOnly = view === 'Appointment:paid-for' ? Prisma.sql`WHERE "paidFor"` : Prisma.empty
  return Prisma.sql`SELECT "id" FROM "Appointment" ${paidOnly} ORDER BY "startsAt" DESC, "id" DESC OFFSET ${skip} LIMIT ${take}`
}

/**
 * One page of the appointments, filtered by the database: the client's name, the state
 * and the appointment date (Lagos days, both ends included), with their Date and Status. Admins and
 * managers may read it.
 */
export async function listAdminAppointments({
  viewer,
  search = '',
  status = '',
  from = '',
  to = '',
  page = 1,
  now = new Date(),
}: Partial<AppointmentListFilters> & {
  viewer: { role: Role }
  page?: number
  now?: Date
}): Promise<AdminAppointmentPage> {
  assertAdminAreaReader(viewer)
  const view = appointmentFilterState(status)
  const where = search && view === 'paid-for' ? {} : await withClientsFound({ search, status, from, to }, now)
  // The default view and All without a search or dates are counted by the database on each write;
  // a filtered view counts its rows up to COUNT_CAP (a state like Completed matches most of the table).
  const counted = !search && !from && !to && (view === 'paid-for' || view === 'all') ? (`Appointment:${view}` as const) : null
  const readRows = readAdminAppointmentRows
  // The default view searched by client: page and total in one statement (client-search-window.ts).
  const result =
    search && view === 'paid-for'
      ? await readPageWithTotal({
          page,
          find: async (window) => {
            const startsAt = { gte: from ? lagosInstant(from, 0) : undefined, lt: to ? lagosInstant(to, 24) : undefined }
            const { ids, total } = await clientSearchWindow({ search, startsAt, ...window })
            return { rows: await readRows(ids), total }
          },
        })
      : counted
        ? // The unfiltered views: the kept count, the window and its rows in one statement.
          await readPageWithTotal({ page, find: ({ skip, take }) => readAdminAppointmentPage({ windowIds: windowIds(counted, skip, take), totalSql: countedRowsSql(counted) }) })
        : await readListPage({
            page,
            count: () => db.appointment.count({ where, take: COUNT_CAP }),
            find: ({ skip, take }) => rowsOfWindow(db.appointment.findMany({ where, orderBy: ORDER, skip, take, select: { id: true } }), readRows),
          })
  const rows = result.rows.map((row) => ({
    _id: row.id,
    userId: toAdminPerson(row.patient),
    therapistId: toAdminPerson(row.therapist.user),
    ...sessionFields(row),
    ...adminStateFields(row, now),
    createdAt: row.createdAt.toISOString(),
  }))
  return { ...result, rows, search, status, from, to }
}
