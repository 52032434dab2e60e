import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { ListPager } from '@/components/admin/lists/list-pager'
import { AdminReviewList } from '@/components/reviews/admin-review-list'
import { openAdminList } from '@/lib/server/admin/dashboard/open-admin-list'
import { listAdminReviews } from '@/lib/server/reviews/list-admin-reviews'
import { hideReviewAction } from './actions'

export const metadata: Metadata = { title: 'Reviews', robots: { index: false } }

const PATH = '/admin/reviews'

/**
 * /admin/reviews: every review, newest first. An admin or manager hides one with a reason (the audit
 * log keeps it); hidden reviews stay listed, marked. Request-time data: app/admin/loading.tsx.
 */
export default async function AdminReviewsPage(props: PageProps<'/admin/reviews'>) {
  const { page, href, viewer } = await openAdminList(props.searchParams, PATH)
  const result = await listAdminReviews({ viewer, page })
  return (
    <AdminPage>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Reviews</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Patients’ ratings of their sessions, newest first{result.total > 0 ? `: ${result.total.toLocaleString('en-US')} in all` : ''}. Hide a review that is abusive, names
        someone or shares private details: it leaves the therapist’s page and rating, and the reason is kept in the audit log.
      </p>
      <AdminReviewList reviews={result.rows} hideAction={hideReviewAction} />
      <ListPager label="Review pages" page={result.page} pageCount={result.pageCount} hrefFor={href} keepScroll={false} previousText="Newer" nextText="Older" size="md" />
    </AdminPage>
  )
}
