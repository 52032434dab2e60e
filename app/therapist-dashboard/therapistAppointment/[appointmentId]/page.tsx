import type { Metadata } from 'next'
import Link from 'next/link'
import { AcknowledgeAlertButton } from '@/components/intake/acknowledge-alert'
import { IntakeAnswersView } from '@/components/intake/intake-answers-view'
import { SessionNoteForm } from '@/components/intake/session-note-form'
import { viewTherapistIntake } from '@/lib/server/intake/view-therapist-intake'
import { orNotFound } from '@/lib/server/or-not-found'
import { viewSessionNote } from '@/lib/server/session-notes/view-session-note'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { therapistAppointmentPath } from '@/lib/therapist-dashboard/appointment-path'
import { describeLagosTime, formatLagosDateTime } from '@/lib/time'
import { acknowledgeAlertAction, saveSessionNoteAction } from './actions'

export const metadata: Metadata = { title: 'Intake and notes', robots: { index: false } }


/**
 * One placeholder id so the shell prerenders at build; every real id renders at request time behind
 * the loading spinner, as the page reads the session.
 */
export function generateStaticParams() {
  return [{ appointmentId: '00000000-0000-0000-0000-000000000000' }]
}

/** One of the therapist's sessions: the patient's intake, its safety alert, and the private notes. */
export default async function TherapistAppointmentPage({ params }: PageProps<'/therapist-dashboard/therapistAppointment/[appointmentId]'>) {
  const { appointmentId } = await params
  const user = await requireVerifiedTherapist(therapistAppointmentPath(appointmentId))
  const [intake, notes] = await orNotFound(Promise.all([viewTherapistIntake({ therapistId: user.id, appointmentId }), viewSessionNote({ therapistId: user.id, appointmentId })]))
  const alert = intake.safetyAlert

  return (
    <section className="w-full max-w-3xl px-4 py-8 sm:px-6 md:py-10">
      <Link href="/therapist-dashboard/therapistAppointment" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4">
        Back to Appointment Schedule
      </Link>
      <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{intake.patientName}</h1>
      <p className="mt-2 text-ink-muted">{describeLagosTime(new Date(intake.startsAt), new Date(intake.endsAt))}</p>

      {alert ? (
        <div role="status" className="mt-6 rounded-2xl border-2 border-red-700 bg-red-50 p-5" data-testid="safety-alert">
          <h2 className="text-xl font-semibold text-red-900">Safety alert</h2>
          <p className="mt-1 text-ink">
            Your patient answered “yes” to the safety question on {formatLagosDateTime(alert.raisedAt)}. Please reach out to them before the session and follow your safety plan.
          </p>
          {alert.acknowledgedAt ? (
            <p className="mt-3 font-semibold text-ink">Acknowledged on {formatLagosDateTime(alert.acknowledgedAt)}</p>
          ) : (
            <div className="mt-3">
              <AcknowledgeAlertButton appointmentId={intake.appointmentId} action={acknowledgeAlertAction} />
            </div>
          )}
        </div>
      ) : null}

      <section aria-labelledby="intake-heading" className="mt-8 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="intake-heading" className="text-2xl font-semibold">
          Intake
        </h2>
        {intake.answers && intake.submittedAt ? (
          <>
            <p className="mt-1 text-sm text-ink-muted">Filled on {formatLagosDateTime(intake.submittedAt)}. Only you and your patient can read it.</p>
            <div className="mt-4">
              <IntakeAnswersView answers={intake.answers} />
            </div>
          </>
        ) : intake.consentWithdrawn ? (
          <p className="mt-2 text-ink-muted" data-testid="intake-consent-withdrawn">
            Your patient has withdrawn their consent to the use of their health information, so their intake cannot be shown.
          </p>
        ) : (
          <p className="mt-2 text-ink-muted">Your patient has not filled the intake yet.</p>
        )}
      </section>

      <section aria-labelledby="notes-heading" className="mt-8 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="notes-heading" className="text-2xl font-semibold">
          Session notes
        </h2>
        {notes.isOpen ? (
          <div className="mt-4">
            <SessionNoteForm appointmentId={notes.appointmentId} note={notes.note} updatedAt={notes.updatedAt} action={saveSessionNoteAction} />
          </div>
        ) : (
          <p className="mt-2 text-ink-muted">Notes open when the session starts, on {formatLagosDateTime(notes.opensAt)}.</p>
        )}
      </section>
    </section>
  )
}
