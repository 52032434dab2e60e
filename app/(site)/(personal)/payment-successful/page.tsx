import type { Metadata } from 'next'
import { BookedAppointment } from '@/components/booking/booked-appointment'
import { BookedSeries } from '@/components/booking/booked-series'
import { RedirectCountdown } from '@/components/booking/redirect-countdown'
import { ResultIcon } from '@/components/booking/result-icon'
import { IntakePrompt } from '@/components/intake/intake-prompt'
import { ButtonLink } from '@/components/ui/button'
import type { Role } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { viewBooking, viewSeriesBooking } from '@/lib/server/booking/view-booking'
import { needsIntake } from '@/lib/server/intake/intakes-needed'

export const metadata: Metadata = { title: 'Payment successful', robots: { index: false } }

const ROLES: readonly Role[] = ['Patient', 'Admin', 'Therapist']
/** Back home after 10 seconds. */
const REDIRECT_SECONDS = 10

/**
 * Where a confirmed payment lands. With ?reference= of the viewer's own paid booking it
 * also shows the appointment and its video link (or, for a weekly series, every week); any other
 * reference shows the plain confirmation.
 */
export default async function PaymentSuccessfulPage({ searchParams }: PageProps<'/payment-successful'>) {
  const { reference } = await searchParams
  const paymentReference = typeof reference === 'string' ? reference : null
  const user = await requirePageUser(ROLES, `/payment-successful${paymentReference ? `?reference=${encodeURIComponent(paymentReference)}` : ''}`)
  const booked =
    paymentReference && user.role === 'Patient' ? await viewBooking({ viewer: { id: user.id, role: 'Patient' }, lookup: { paymentReference } }) : null
  const appointment = booked?.status === 'Paid' ? booked : null
  // A weekly series is paid under its own reference: its weeks, when they are paid.
  const series = paymentReference && !booked && user.role === 'Patient' ? await viewSeriesBooking({ viewer: { id: user.id, role: 'Patient' }, paymentReference }) : null
  const paidSeries = series?.every((week) => week.status === 'Paid') ? series : null
  // The first session paid with this therapist: the intake is asked for here, until it is filled.
  const intakeFor = appointment ? appointment._id : paidSeries?.[0]?._id
  const asksIntake = intakeFor ? await needsIntake({ patientId: user.id, appointmentId: intakeFor }) : false

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-6 px-4 py-12 text-center sm:py-16">
      <ResultIcon kind="success" />
      <div className="space-y-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Payment successful</h1>
        <p className="leading-relaxed text-ink-muted">
          {paidSeries
            ? `Thank you. Your payment has been confirmed and your ${paidSeries.length} weekly sessions are booked. The details and one calendar file with every session are on their way to your email.`
            : 'Thank you. Your payment has been confirmed and your appointment is booked. The details and a calendar invite are on their way to your email.'}
        </p>
      </div>
      {appointment && <BookedAppointment appointment={appointment} className="w-full" />}
      {paidSeries && <BookedSeries weeks={paidSeries} className="w-full" />}
      {asksIntake && intakeFor && <IntakePrompt appointmentId={intakeFor} className="w-full" />}
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink href="/" size="lg">
          Back to Home
        </ButtonLink>
        {user.role === 'Patient' && (
          <ButtonLink href="/patient-profile" size="lg" variant="secondary">
            My appointments
          </ButtonLink>
        )}
      </div>
      <RedirectCountdown seconds={REDIRECT_SECONDS} />
    </section>
  )
}
