'use client'

import { Badge } from '@/components/ui/badge'
import { Button, ButtonLink } from '@/components/ui/button'
import { DetailList } from '@/components/ui/detail-list'
import { Dialog } from '@/components/ui/dialog'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { APPOINTMENT_STATE_LABELS, type AppointmentState } from '@/lib/appointments/appointment-state'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { ProfileAppointment } from '@/lib/server/appointments/list-patient-appointments'
import { drTitle, RESCHEDULE_BLOCKS } from '@/lib/validation/reschedule'
import { appointmentDateLabel, statusTone, timeSlotWithDuration } from './appointment-display'
import { SessionActions } from './session-actions'

/** An appointment of the list with what spec 4 says about moving it (computed on the server). */
type Props = { appointment: ProfileAppointment | null; open: boolean; onClose: () => void; serverNow: string }

const isRefund = (state: AppointmentState): state is 'RefundDue' | 'Refunded' => state === 'RefundDue' || state === 'Refunded'

/** Spec 2.4's Appointment Details dialog. */
export function AppointmentDetailsDialog({ appointment, open, onClose, serverNow }: Props) {
  return (
    <Dialog open={open && appointment !== null} onClose={onClose} title="Appointment Details">
      {appointment && <Details appointment={appointment} onClose={onClose} serverNow={serverNow} />}
    </Dialog>
  )
}

function Details({ appointment, onClose, serverNow }: { appointment: ProfileAppointment; onClose: () => void; serverNow: string }) {
  const therapist = appointment.therapistId
  const name = drTitle(therapist.fullName)
  const years = therapist.yearsOfExperience
  const facts = [
    { term: 'Appointment date', value: appointmentDateLabel(appointment.appointmentDate) },
    { term: 'Time slot', value: timeSlotWithDuration(appointment.slot_start, appointment.slot_end, appointment.duration) },
    { term: 'Status', value: <Badge tone={statusTone(appointment.status)}>{appointment.status}</Badge> },
    // Marked complete by the therapist, or over (decision 020): what the therapist's card says too.
    { term: 'Completed', value: appointment.state === 'Completed' ? 'Yes' : 'No' },
    // Money that came after the time was lost goes back: say where it stands.
    ...(isRefund(appointment.state) ? [{ term: 'Payment', value: APPOINTMENT_STATE_LABELS[appointment.state] }] : []),
  ]

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4">
        <ImageWithFallback
          src={therapist.profilePhoto?.url}
          alt={`Photo of ${name}`}
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-full bg-brand-50 object-cover"
        />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-ink">{name}</p>
          <p className="text-sm text-ink-muted">
            {[therapist.gender, `${years} ${years === 1 ? 'year' : 'years'} of experience`].filter(Boolean).join(' · ')}
          </p>
          <p className="text-sm font-semibold text-brand-800">{formatNaira(nairaToKobo(therapist.fee))} per hour</p>
        </div>
      </div>

      <DetailList facts={facts} look="rows" className="border-b" />

      <SessionActions session={appointment} serverNow={serverNow} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        {appointment.block ? (
          // A disabled control needs no contrast by WCAG, but its text is the reason: keep it readable.
          <Button disabled variant="ghost" className="bg-sand-100">
            {RESCHEDULE_BLOCKS[appointment.block]}
          </Button>
        ) : (
          <ButtonLink href={`/reschedule-appointment/${appointment._id}`}>Re-schedule</ButtonLink>
        )}
      </div>
    </div>
  )
}
