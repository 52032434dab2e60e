import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BookedAppointment } from '@/components/booking/booked-appointment'
import { ButtonLink } from '@/components/ui/button'
import { PATIENT_AREA_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { viewBooking, type BookingLookup } from '@/lib/server/booking/view-booking'

export const metadata: Metadata = { title: 'Appointment', robots: { index: false } }

/**
 * /confirm-appointment?reference=… or ?id=…: one booking, for its patient or an
 * admin. Anyone else's reference or id is not found, exactly like an unknown one.
 */
export default async function ConfirmAppointmentPage({ searchParams }: PageProps<'/confirm-appointment'>) {
  const { reference, id } = await searchParams
  const lookup: BookingLookup | null =
    typeof reference === 'string' ? { paymentReference: reference } : typeof id === 'string' ? { appointmentId: id } : null
  const search = lookup ? ('paymentReference' in lookup ? `?reference=${encodeURIComponent(lookup.paymentReference)}` : `?id=${encodeURIComponent(lookup.appointmentId)}`) : ''
  const user = await requirePageUser(PATIENT_AREA_ROLES, `/confirm-appointment${search}`)
  const appointment = lookup ? await viewBooking({ viewer: user, lookup }) : null
  if (!appointment) notFound()

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">{appointment.status === 'Paid' ? 'Appointment confirmed' : 'Appointment details'}</h1>
      {user.role === 'Admin' && appointment.userId._id !== user.id && (
        <p className="mt-2 text-ink-muted">
          Booked by {appointment.userId.fullName} ({appointment.userId.email})
        </p>
      )}
      <BookedAppointment appointment={appointment} className="mt-6" />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={user.role === 'Admin' ? '/admin' : '/patient-profile'}>{user.role === 'Admin' ? 'Back to dashboard' : 'My appointments'}</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  )
}
