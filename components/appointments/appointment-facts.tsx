import { SESSION_MODE_LABELS, toSessionMode } from '@/lib/session-modes'
import { Badge } from '@/components/ui/badge'
import { DetailList } from '@/components/ui/detail-list'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { APPOINTMENT_STATE_LABELS, type AppointmentState } from '@/lib/appointments/appointment-state'
import { weekOfSeries } from '@/lib/booking/series'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { ProfileAppointment } from '@/lib/server/appointments/list-patient-appointments'
import { drTitle } from '@/lib/validation/reschedule'
import { appointmentDateLabel, statusTone, timeSlotWithDuration } from './appointment-display'

const isRefund = (state: AppointmentState): state is 'RefundDue' | 'Refunded' => state === 'RefundDue' || state === 'Refunded'

/** The facts of the Appointment Details dialog: the therapist, then date, time, status and Completed. */
export function AppointmentFacts({ appointment }: { appointment: ProfileAppointment }) {
  const therapist = appointment.therapistId
  const name = drTitle(therapist.fullName)
  const years = therapist.yearsOfExperience
  const facts = [
    { term: 'Appointment date', value: appointmentDateLabel(appointment.appointmentDate) },
    // A week of a standing weekly series (decision 023): its own appointment, in its place in the series.
    ...(appointment.series ? [{ term: 'Weekly series', value: weekOfSeries(appointment.series.week, appointment.series.weeks) }] : []),
    { term: 'Time slot', value: timeSlotWithDuration(appointment.slot_start, appointment.slot_end, appointment.duration) },
    // How it takes place (video, the same room with video off, or a call from the therapist).
    ...(appointment.sessionMode ? [{ term: 'Session', value: SESSION_MODE_LABELS[toSessionMode(appointment.sessionMode)] }] : []),
    { term: 'Status', value: <Badge tone={statusTone(appointment.status)}>{appointment.status}</Badge> },
    // Marked complete by the therapist, or over (decision 020): what the therapist's card says too.
    { term: 'Completed', value: appointment.state === 'Completed' ? 'Yes' : 'No' },
    // Money that came after the time was lost goes back: say where it stands.
    ...(isRefund(appointment.state) ? [{ term: 'Payment', value: APPOINTMENT_STATE_LABELS[appointment.state] }] : []),
  ]

  return (
    <>
      <div className="flex items-center gap-4">
        <ImageWithFallback
          src={therapist.profilePhoto?.smallUrl}
          alt={`Photo of ${name}`}
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-full bg-brand-50 object-cover"
        />
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-ink">{name}</p>
          <p className="text-sm text-ink-muted">
            {[therapist.gender, `${years} ${years === 1 ? 'year' : 'years'} of experience`].filter(Boolean).join(' · ')}
          </p>
          <p className="text-sm font-semibold text-brand-800">{formatNaira(nairaToKobo(therapist.fee))} per hour</p>
        </div>
      </div>

      <DetailList facts={facts} look="rows" className="border-b" />
    </>
  )
}
