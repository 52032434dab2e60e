import 'server-only'
import { appointmentFilterState } from '@/lib/admin/appointment-status'
import type { Role } from '@/lib/roles'
import type { AppointmentListFilters } from '@/lib/validation/admin-filters'
import { adminAppointmentsSql, APPOINTMENT_STATE_SELECT } from '../../appointments/visible-appointments'
import { Prisma } from '../../db'
import { assertAdminAreaReader } from '../../auth/assert-role'
import { COUNT_CAP, escapeLike, lagosDayRangeSql, readPageWithTotal, type AdminListPage } from '../dashboard/admin-read'
import { CAPPED_TOTAL, cappedWindowSql, listOrderSql } from '../dashboard/capped-window'
import { countedRowsSql } from '../dashboard/list-count'
import { readAdminAppointmentPage } from './read-admin-appointment-rows'
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
 * The list's filters as one condition on "Appointment": the state (each Status filter finds exactly
 * the rows whose badge reads so; without one the list holds the appointments paid for, so thousands
 * of abandoned checkouts do not bury the real ones), the client's name and the Lagos dates.
 *
 * A search finds the clients once (the trigram index on names, erased clients never found) and hands
 * them to the appointment index as an array (`= ANY(ARRAY(…))`): the planner runs the name match
 * once, before, instead of misjudging a join and scanning every account.
 */
function filterSql({ search, status, from, to }: AppointmentListFilters, now: Date): Prisma.Sql {
  const conditions = [adminAppointmentsSql(appointmentFilterState(status), now)]
  if (search) {
    const pattern = `%${escapeLike(search)}%`
    conditions.push(Prisma.sql`"patientId" = ANY(ARRAY(SELECT u."id" FROM "User" u WHERE u."erasedAt" IS NULL AND u."fullName" ILIKE ${pattern}))`)
  }
  conditions.push(...lagosDayRangeSql(Prisma.raw(`"startsAt"`), { from, to }))
  return Prisma.join(conditions, ' AND ')
}

/**
 * The window's ids of the two unfiltered views, latest first (the indexes on (startsAt DESC, id
 * DESC), the paid-for one partial): Prisma's compiler cost more than the index
 * scan (decision 054). "Paid for" is the flag of PAID_FOR_WHERE (visible-appointments.ts).
 */
function windowIds(view: 'Appointment:paid-for' | 'Appointment:all', skip: number, take: number) {
  const paidOnly = view === 'Appointment:paid-for' ? Prisma.sql`WHERE "paidFor"` : Prisma.empty
  return Prisma.sql`window_ids AS (SELECT "id" FROM "Appointment" ${paidOnly} ORDER BY ${listOrderSql('Appointment')} OFFSET ${skip} LIMIT ${take})`
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
  // The default view and All without a search or dates are counted by the database on each write;
  // a filtered view counts its rows up to COUNT_CAP (a state like Completed matches most of the
  // table). Either way the total, the window and its rows are one statement.
  const counted = !search && !from && !to && (view === 'paid-for' || view === 'all') ? (`Appointment:${view}` as const) : null
  const matching = filterSql({ search, status, from, to }, now)
  const result = await readPageWithTotal({
    page,
    find: ({ skip, take }) =>
      counted
        ? readAdminAppointmentPage({ windowCtes: windowIds(counted, skip, take), totalSql: countedRowsSql(counted) })
        : readAdminAppointmentPage({ windowCtes: cappedWindowSql({ table: 'Appointment', matching, cap: COUNT_CAP, skip, take }), totalSql: CAPPED_TOTAL }),
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
