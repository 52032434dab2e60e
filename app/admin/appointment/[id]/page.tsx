import type { Metadata } from 'next'
import Link from 'next/link'
import { AppointmentDetail } from '@/components/admin/appointment-detail'
import { CancelAppointmentButton } from '@/components/admin/appointment/cancel-appointment-button'
import { ADMIN_AREA_ROLES, canTakeAdminActions } from '@/lib/roles'
import { viewAdminAppointment } from '@/lib/server/admin/appointments/view-admin-appointment'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { orNotFound } from '@/lib/server/or-not-found'

export const metadata: Metadata = { title: 'Appointment', robots: { index: false } }

/**
 * /admin/appointment/{id}. An Admin may cancel a paid appointment here; a
 * Manager reads it only (decision 005). Request-time data: ./loading.tsx shows while it loads; an
 * unknown id is the 404 page.
 */
export default async function AdminAppointmentPage(props: PageProps<'/admin/appointment/[id]'>) {
  const { id } = await props.params
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, `/admin/appointment/${encodeURIComponent(id)}`)
  const appointment = await orNotFound(viewAdminAppointment({ viewer, appointmentId: id }))
  return (
    <section className="w-full px-4 py-8 sm:px-6 md:py-10">
      <Link href="/admin/appointments" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← Appointments
      </Link>
      <AppointmentDetail
        appointment={appointment}
        actions={
          canTakeAdminActions(viewer.role) && appointment.isCancellable && appointment.amountPaid !== null ? (
            <CancelAppointmentButton appointmentId={appointment._id} amountPaid={appointment.amountPaid} patientName={appointment.userId.fullName} />
          ) : null
        }
      />
    </section>
  )
}
