import type { Metadata } from 'next'
import Link from 'next/link'
import { AuditLogTable } from '@/components/admin/lists/audit-log-list'
import { countLabel } from '@/components/admin/lists/list-format'
import { ListPager } from '@/components/admin/lists/list-pager'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listAuditLog } from '@/lib/server/audit/list-audit-log'
import { readPageNumber } from '@/lib/validation/admin-lists'

export const metadata: Metadata = { title: 'Audit log', robots: { index: false } }

const PATH = '/admin/audit-log'
const href = (page: number) => (page > 1 ? `${PATH}?page=${page}` : PATH)

/** Every admin and manager action, newest first (issue 7). Request-time data: ./loading.tsx shows meanwhile. */
export default async function AuditLogPage(props: PageProps<'/admin/audit-log'>) {
  const { page } = await props.searchParams
  const pageNumber = readPageNumber(Array.isArray(page) ? page[0] : page)
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, href(pageNumber))
  const result = await listAuditLog({ viewer, page: pageNumber })
  return (
    <section className="w-full px-4 py-8 sm:px-6 md:py-10">
      <Link href="/admin" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← Admin Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Audit log</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Who blocked, unblocked, verified, reviewed or deleted what, and every blog change, newest first. Times are Lagos time.{' '}
        {result.total > 0 && `${countLabel(result.total, 'entry', 'entries')} in all.`}
      </p>
      <AuditLogTable rows={result.rows} />
      <ListPager label="Audit log pages" page={result.page} pageCount={result.pageCount} hrefFor={href} keepScroll={false} />
    </section>
  )
}
