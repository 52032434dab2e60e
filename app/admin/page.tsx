import { DashboardFigures } from '@/components/admin/dashboard-figures'
import { AppointmentTable } from '@/components/admin/lists/appointment-list'
import { DashboardListSection } from '@/components/admin/lists/dashboard-list-section'
import { TherapistTable } from '@/components/admin/lists/therapist-list'
import { UserTable } from '@/components/admin/lists/user-list'
import { VerificationQueueTable } from '@/components/admin/lists/verification-queue'
import { countLabel } from '@/components/admin/lists/list-format'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { listAdminAppointments } from '@/lib/server/admin/appointments/list-admin-appointments'
import { countDashboardFigures } from '@/lib/server/admin/dashboard/count-dashboard-figures'
import { listAdminTherapists } from '@/lib/server/admin/dashboard/list-admin-therapists'
import { listAdminUsers } from '@/lib/server/admin/dashboard/list-admin-users'
import { listVerificationQueue } from '@/lib/server/admin/dashboard/list-verification-queue'
import { requirePageUser } from '@/lib/server/auth/current-user'
import {
  dashboardQuery,
  NO_APPOINTMENTS_FOUND,
  NO_THERAPIST_FOUND,
  NO_USER_FOUND,
  parseDashboardParams,
} from '@/lib/validation/admin-lists'

/**
 * The admin dashboard (spec 2.8, issue 7): the figures, the verification queue and the three lists,
 * each searched and paged by the database. Request-time data (session, search params):
 * app/admin/loading.tsx is the Suspense boundary around it.
 */
export default async function AdminDashboardPage(props: PageProps<'/admin'>) {
  const params = parseDashboardParams(await props.searchParams)
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, `/admin${dashboardQuery(params, 'users', {})}`)
  const [figures, queue, users, therapists, appointments] = await Promise.all([
    countDashboardFigures({ viewer }),
    listVerificationQueue({ viewer, page: params.queue.page }),
    listAdminUsers({ viewer, ...params.users }),
    listAdminTherapists({ viewer, ...params.therapists }),
    listAdminAppointments({ viewer, ...params.appointments }),
  ])

  return (
    <div className="w-full px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Admin Dashboard</h1>
      <p className="mt-2 text-ink-muted">Patients, therapists, appointments and payments across Alafia.</p>
      <DashboardFigures figures={figures} />

      <DashboardListSection
        list="queue"
        title="Awaiting verification"
        noun={['therapist with documents', 'therapists with documents']}
        emptyText="No therapist has documents waiting for review."
        params={params}
        result={queue}
        note={
          queue.withoutDocuments > 0 && (
            <p className="mt-1 text-sm text-ink-muted">
              {countLabel(queue.withoutDocuments, 'more therapist awaits', 'more therapists await')} verification with no document uploaded yet.
            </p>
          )
        }
      >
        <VerificationQueueTable rows={queue.rows} />
      </DashboardListSection>

      <DashboardListSection
        list="users"
        title="Users"
        noun={['user', 'users']}
        searchBy={{ label: 'Search users by email or name', placeholder: 'e.g. chioma or @gmail.com' }}
        emptyText={NO_USER_FOUND}
        params={params}
        result={users}
      >
        <UserTable rows={users.rows} />
      </DashboardListSection>

      <DashboardListSection
        list="therapists"
        title="Therapists"
        noun={['therapist', 'therapists']}
        searchBy={{ label: 'Search therapists by email or name', placeholder: 'e.g. okafor' }}
        emptyText={NO_THERAPIST_FOUND}
        params={params}
        result={therapists}
      >
        <TherapistTable rows={therapists.rows} />
      </DashboardListSection>

      <DashboardListSection
        list="appointments"
        title="Appointments"
        noun={['appointment', 'appointments']}
        searchBy={{ label: 'Search appointments by client name', placeholder: 'e.g. Chioma Eze' }}
        emptyText={NO_APPOINTMENTS_FOUND}
        params={params}
        result={appointments}
      >
        <AppointmentTable rows={appointments.rows} />
      </DashboardListSection>
    </div>
  )
}
