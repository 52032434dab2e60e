import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { AuditLogTable } from '@/components/admin/lists/audit-log-list'
import { DateField, FilterForm, SearchField, SelectField } from '@/components/admin/lists/filter-form'
import { countLabel, matchingText } from '@/components/admin/lists/list-format'
import { ListPager } from '@/components/admin/lists/list-pager'
import { AUDIT_ACTION_LABELS } from '@/lib/admin/audit-labels'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listAuditLog } from '@/lib/server/audit/list-audit-log'
import { parseAuditLogParams, type AuditLogFilters } from '@/lib/validation/admin-filters'
import { listHref } from '@/lib/validation/admin-lists'

export const metadata: Metadata = { title: 'Audit log', robots: { index: false } }

const PATH = '/admin/audit-log'
const ACTION_OPTIONS = [{ value: '', label: 'Any action' }, ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))]

/** "matching: Blocked a user, person “chioma”, Nov 1, 2026 to Nov 30, 2026" (nothing without a filter). */
function filterText({ action, person, from, to }: AuditLogFilters): string | undefined {
  return matchingText([action && AUDIT_ACTION_LABELS[action], person && `person “${person}”`], { from, to })
}

/**
 * Every admin and manager action in words, newest first, filtered by the database:
 * by action, by person (who acted or whom it was about, by name or email) and by Lagos dates.
 * Request-time data: ./loading.tsx shows meanwhile.
 */
export default async function AuditLogPage(props: PageProps<'/admin/audit-log'>) {
  const { page, dateError, typed, ...filters } = parseAuditLogParams(await props.searchParams)
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, listHref(PATH, { ...filters, page }))
  const result = await listAuditLog({ viewer, ...filters, page })
  const matching = filterText(filters)
  return (
    <AdminPage>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Audit log</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Who blocked, unblocked, verified, reviewed or deleted what, and every blog change, newest first. Times are Lagos time.
      </p>
      <p className="mt-1 text-sm text-ink-muted" aria-live="polite">
        {countLabel(result.total, 'entry', 'entries')} {matching ?? 'in all'}
      </p>
      <FilterForm label="Filter the audit log" action={PATH} clearHref={matching || dateError ? PATH : null} error={dateError}>
        <SelectField id="audit-action" name="action" label="Action" value={filters.action} options={ACTION_OPTIONS} />
        <SearchField id="audit-person" name="person" label="Person (who acted, or whom it was about)" value={filters.person} placeholder="Name or email" />
        <DateField id="audit-from" name="from" label="From" value={typed.from} isInvalid={Boolean(dateError)} />
        <DateField id="audit-to" name="to" label="To" value={typed.to} isInvalid={Boolean(dateError)} />
      </FilterForm>
      <AuditLogTable rows={result.rows} emptyText={matching ? 'No entry matches these filters.' : 'No admin actions recorded yet.'} />
      <ListPager label="Audit log pages" page={result.page} pageCount={result.pageCount} hrefFor={(n) => listHref(PATH, { ...filters, page: n })} keepScroll={false} />
    </AdminPage>
  )
}
