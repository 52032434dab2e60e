import type { Metadata } from 'next'
import { IntakeForm } from '@/components/intake/intake-form'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { viewPatientIntake } from '@/lib/server/intake/view-patient-intake'
import { orNotFound } from '@/lib/server/or-not-found'
import { drTitle } from '@/lib/validation/reschedule'
import { saveIntakeAction } from './actions'

export const metadata: Metadata = { title: 'Before your first session', robots: { index: false } }

/**
 * One placeholder id so the shell prerenders at build; every real id renders at request time behind
 * the loading spinner, as the page reads the session.
 */
export function generateStaticParams() {
  return [{ appointmentId: '00000000-0000-0000-0000-000000000000' }]
}

/** The patient's intake for the therapist of one of their paid appointments (404 for anyone else's). */
export default async function IntakePage({ params }: PageProps<'/intake/[appointmentId]'>) {
  const { appointmentId } = await params
  const user = await requirePageUser(['Patient'], `/intake/${appointmentId}`)
  const intake = await orNotFound(viewPatientIntake({ patientId: user.id, appointmentId }))
  const therapistName = drTitle(intake.therapistName)

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Before your first session</h1>
      <p className="mt-3 leading-relaxed text-ink-muted">
        {intake.answers
          ? `Your answers for ${therapistName}. You can change them at any time.`
          : `A few questions help ${therapistName} prepare for your session. It takes about five minutes.`}
      </p>
      <div className="mt-8">
        <IntakeForm appointmentId={intake.appointmentId} therapistName={therapistName} questions={intake.questions} answers={intake.answers} action={saveIntakeAction} />
      </div>
    </section>
  )
}
