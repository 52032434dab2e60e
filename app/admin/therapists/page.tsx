import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { FilterForm, SearchField } from '@/components/admin/lists/filter-form'
import { ListSection } from '@/components/admin/lists/list-section'
import { TherapistTable } from '@/components/admin/lists/therapist-list'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { listAdminTherapists } from '@/lib/server/admin/dashboard/list-admin-therapists'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listHref, NO_THERAPIST_FOUND, parseListParams } from '@/lib/validation/admin-lists'

export const metadata: Metadata = { title: 'Therapists', robots: { index: false } }

const PATH = '/admin/therapists'

/**
 * The therapists (spec 2.8's therapist list, a page of its own since issue 15): searched by email or
 * name and paged by the database, with Verified or Not Verified. Request-time data: ./loading.tsx
 * shows meanwhile.
 */
export default async function AdminTherapistsPage(props: PageProps<'/admin/therapists'>) {
  const { search, page } = parseListParams(await props.searchParams)
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, listHref(PATH, { search, page }))
  const therapists = await listAdminTherapists({ viewer, search, page })
  return (
    <AdminPage>
      <ListSection
        id="therapists"
        title="Therapists"
        noun={['therapist', 'therapists']}
        filterText={search ? `matching “${search}”` : undefined}
        filters={
          <FilterForm label="Search therapists" action={PATH} clearHref={search ? PATH : null} clearLabel="Clear search">
            <SearchField id="therapists-search" name="search" label="Search therapists by email or name" value={search} placeholder="e.g. okafor" />
          </FilterForm>
        }
        emptyText={NO_THERAPIST_FOUND}
        result={therapists}
        hrefFor={(n) => listHref(PATH, { search, page: n })}
      >
        <TherapistTable rows={therapists.rows} />
      </ListSection>
    </AdminPage>
  )
}
