import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { AppointmentTable } from '@/components/admin/lists/appointment-list'
import { DateField, FilterForm, SearchField, SelectField } from '@/components/admin/lists/filter-form'
import { ListSection } from '@/components/admin/lists/list-section'
import { matchingText } from '@/components/admin/lists/list-format'
import { ALL_SESSIONS_LABEL, APPOINTMENT_STATE_FILTERS } from '@/lib/admin/appointment-status'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { listAdminAppointments } from '@/lib/server/admin/appointments/list-admin-appointments'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { parseAppointmentListParams, type AppointmentListFilters } from '@/lib/validation/admin-filters'
import { listHref, NO_APPOINTMENTS_FOUND } from '@/lib/validation/admin-lists'

export const metadata: Metadata = { title: 'Appointments', robots: { index: false } }

const PATH = '/admin/appointments'
const STATUS_OPTIONS = [{ value: '', label: ALL_SESSIONS_LABEL }, ...APPOINTMENT_STATE_FILTERS]

/** "matching: Abandoned payment, client “chioma”, Nov 1, 2026 to Nov 30, 2026" (nothing when no filter applies). */
function filterText({ search, status, from, to }: AppointmentListFilters): string | undefined {
  return matchingText([status && APPOINTMENT_STATE_FILTERS.find((filter) => filter.value === status)?.label, search && `client “${search}”`], { from, to })
}

/**
 * The appointments (once a list on the dashboard, now a page of its own): searched by client name and
 * filtered by state and appointment date (Lagos days), paged by the database. Without a state it
 * lists the sessions; "Abandoned payment" finds the checkouts that ended unpaid. Request-time data:
 * ./loading.tsx shows meanwhile.
 */
export default async function AdminAppointmentsPage(props: PageProps<'/admin/appointments'>) {
  const { dateError, typed, page, ...filters } = parseAppointmentListParams(await props.searchParams)
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, listHref(PATH, { ...filters, page }))
  const appointments = await listAdminAppointments({ viewer, ...filters, page })
  const isFiltered = Boolean(filters.search || filters.status || filters.from || filters.to)
  return (
    <AdminPage>
      <ListSection
        id="appointments"
        title="Appointments"
        noun={['appointment', 'appointments']}
        filterText={filterText(filters)}
        filters={
          <FilterForm label="Filter appointments" action={PATH} clearHref={isFiltered || dateError ? PATH : null} error={dateError}>
            <SearchField id="appointments-search" name="search" label="Search appointments by client name" value={filters.search} placeholder="e.g. Chioma Eze" />
            <SelectField id="appointments-status" name="status" label="Status" value={filters.status} options={STATUS_OPTIONS} />
            <DateField id="appointments-from" name="from" label="From" value={typed.from} isInvalid={Boolean(dateError)} />
            <DateField id="appointments-to" name="to" label="To" value={typed.to} isInvalid={Boolean(dateError)} />
          </FilterForm>
        }
        note={<p className="mt-1 text-sm text-ink-muted">Dates are appointment dates, Lagos time, both days included.</p>}
        emptyText={NO_APPOINTMENTS_FOUND}
        result={appointments}
        hrefFor={(n) => listHref(PATH, { ...filters, page: n })}
      >
        <AppointmentTable rows={appointments.rows} />
      </ListSection>
    </AdminPage>
  )
}
