import type { TherapistAppointment } from '@/lib/server/therapist-dashboard/therapist-appointment-dto'

const CANCELLED_BY = { Therapist: 'Cancelled by you', Patient: 'Cancelled by the patient', Admin: 'Cancelled by Alafia' } as const

const CHIP = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold'

/** What a schedule card says about its session beside the status: passed, live, moved, cancelled by whom, patient absent. */
export function CardChips({ appointment, isPassed, isLive }: { appointment: TherapistAppointment; isPassed: boolean; isLive: boolean }) {
  const { isRescheduled, cancelledBy, markedNoShow } = appointment
  if (!isPassed && !isLive && !isRescheduled && !cancelledBy && !markedNoShow) return null
  return (
    <p className="mt-2 flex flex-wrap gap-1.5">
      {isPassed ? <span className={`${CHIP} bg-sand-200 text-ink`}>Appointment Passed</span> : null}
      {isLive ? <span className={`${CHIP} bg-brand-100 text-brand-900`}>In session now</span> : null}
      {isRescheduled ? <span className={`${CHIP} border border-brand-200 bg-brand-50 text-brand-900`}>Rescheduled</span> : null}
      {cancelledBy ? <span className={`${CHIP} bg-red-50 text-red-900`}>{CANCELLED_BY[cancelledBy]}</span> : null}
      {markedNoShow ? <span className={`${CHIP} bg-amber-100 text-amber-900`}>Patient absent</span> : null}
    </p>
  )
}
