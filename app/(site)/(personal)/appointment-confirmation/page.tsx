import type { Metadata } from 'next'
import { BookedDraft } from '@/components/booking/booked-draft'
import { BookingDraftSummary } from '@/components/booking/booking-draft-summary'
import { CancellationPolicyNote } from '@/components/booking/cancellation-policy-note'
import { DraftProblem } from '@/components/booking/draft-problem'
import { PaymentPanel } from '@/components/booking/payment-panel'
import { RefreshIfRestored } from '@/components/booking/refresh-if-restored'
import { SeriesDraftClash } from '@/components/booking/series-draft-clash'
import { PATIENTS_ONLY } from '@/lib/booking/slot-choices'
import type { Role } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { monnifyCheckoutSettings } from '@/lib/server/booking/checkout-settings'
import { describeBookingDraft } from '@/lib/server/booking/describe-booking-draft'
import { currentCancellationPolicy } from '@/lib/server/cancellations/current-policy'
import { HOLD_MINUTES } from '@/lib/validation/booking'
import { lagosInstant, slotTime } from '@/lib/time'
import { sessionModeName } from '@/lib/session-modes'
import { HealthConsentStep } from '@/components/consent/health-consent-step'
import { healthConsentStanding } from '@/lib/server/consent/has-current-health-consent'
import { cancelHoldAction, confirmPaymentAction, giveHealthConsentAction, holdAppointmentAction, recordSandboxOutcomeAction } from './actions'

export const metadata: Metadata = { title: 'Confirm your booking', robots: { index: false } }

/** Patient, Admin or Therapist may open it; only a patient may pay (the actions check). */
const ROLES: readonly Role[] = ['Patient', 'Admin', 'Therapist']

/**
 * /appointment-confirmation?therapistId=…&date=YYYY-MM-DD&start=HH:MM&end=HH:MM: the
 * booking summary with Make Payment and Cancel. The draft is the URL, so it survives a reload; the
 * amount is computed here from the therapist's fee, and again by the hold. Once the patient has paid
 * for that very time the page says it is booked and links to it, also when reached with Back.
 */
export default async function AppointmentConfirmationPage({ searchParams }: PageProps<'/appointment-confirmation'>) {
  const query = await searchParams
  const user = await requirePageUser(ROLES, returnPath(query))
  const [described, consent] = await Promise.all([
    describeBookingDraft({ query, viewerId: user.id }),
    user.role === 'Patient' ? healthConsentStanding(user.id) : null,
  ])
  // Request time only (the session was read above): tells this render from a restored copy of it.
  const renderId = crypto.randomUUID()

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-14">
      <RefreshIfRestored renderId={renderId} />
      <h1 className="text-3xl font-semibold sm:text-4xl">{!described.ok && described.booked ? 'Session booked' : 'Confirm your booking'}</h1>
      {!described.ok && described.booked ? (
        <BookedDraft booked={described.booked} />
      ) : described.ok ? (
        <>
          <p className="mt-2 text-ink-muted">Check the details, then pay to book your session.</p>
          <div className="mt-6">
            <BookingDraftSummary draft={described.draft} />
          </div>
          <div className="mt-4">
            <CancellationPolicyNote
              policy={currentCancellationPolicy()}
              startsAt={lagosInstant(described.draft.appointmentDate, described.draft.startHour)}
              now={new Date()}
              isWeekly={described.draft.weeks > 1}
            />
          </div>
          {user.role === 'Patient' ? (
            consent !== 'current' ? (
              // No consent for the current text: it comes first, and the hold refuses without it too.
              <HealthConsentStep action={giveHealthConsentAction} isNewVersion={consent === 'older-version'}>
                <PaymentStep draft={described.draft} customer={{ fullName: user.fullName, email: user.email }} />
              </HealthConsentStep>
            ) : (
              <PaymentStep draft={described.draft} customer={{ fullName: user.fullName, email: user.email }} />
            )
          ) : (
            <p role="status" className="mt-6 rounded-xl border border-sand-200 bg-white p-4 font-medium text-ink">
              {PATIENTS_ONLY}
            </p>
          )}
        </>
      ) : described.clash && described.therapistId ? (
        <SeriesDraftClash therapistId={described.therapistId} {...described.clash} />
      ) : (
        <DraftProblem message={described.message} therapistId={described.therapistId} />
      )}
    </section>
  )
}

type Draft = Extract<Awaited<ReturnType<typeof describeBookingDraft>>, { ok: true }>['draft']

/** The hold's note and Make Payment, for a patient whose consent is current. */
function PaymentStep({ draft, customer }: { draft: Draft; customer: { fullName: string; email: string } }) {
  return (
    <>
      <p className="mt-4 text-sm text-ink-muted">
        {draft.weeks > 1
          ? `When you choose Make Payment, all ${draft.weeks} times are held for you for ${HOLD_MINUTES} minutes while you pay.`
          : `When you choose Make Payment, this time is held for you for ${HOLD_MINUTES} minutes while you pay.`}
      </p>
      <div className="mt-6">
        <PaymentPanel
          cancelHref={`/one-therapist/${draft.therapist._id}`}
          therapistId={draft.therapist._id}
          hold={{
            therapistId: draft.therapist._id,
            appointmentDate: draft.appointmentDate,
            slot_start: slotTime(draft.startHour),
            slot_end: slotTime(draft.endHour),
            ...(draft.weeks > 1 ? { weeks: draft.weeks } : {}),
            sessionMode: sessionModeName(draft.sessionMode),
          }}
          customer={customer}
          metadata={{
            appointmentDate: draft.appointmentDate,
            therapistName: draft.therapist.fullName,
            duration: draft.duration,
            ...(draft.weeks > 1 ? { weeks: draft.weeks } : {}),
          }}
          monnify={monnifyCheckoutSettings()}
          actions={{ hold: holdAppointmentAction, recordSandboxOutcome: recordSandboxOutcomeAction, confirm: confirmPaymentAction, cancel: cancelHoldAction }}
        />
      </div>
    </>
  )
}

/** Back here after logging in, with the same draft. */
function returnPath(query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') params.set(key, value)
  const search = params.toString()
  return `/appointment-confirmation${search ? `?${search}` : ''}`
}
