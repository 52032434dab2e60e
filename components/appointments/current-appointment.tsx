import { Badge } from '@/components/ui/badge'
import { cn } from '@/components/ui/cn'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import { drTitle } from '@/lib/validation/reschedule'
import { appointmentDateLabel, statusTone, timeSlotWithDuration } from './appointment-display'

/** The appointment being moved, at the top of the reschedule page. */
export function CurrentAppointment({ appointment, className }: { appointment: PatientAppointment; className?: string }) {
  return (
    <section aria-labelledby="current-appointment-heading" className={cn('rounded-2xl border border-sand-200 bg-white p-6 shadow-sm', className)}>
      <h2 id="current-appointment-heading" className="text-lg font-semibold">
        Current appointment
      </h2>
      <dl className="mt-3 divide-y divide-sand-100 text-sm">
        <Row term="Therapist">{drTitle(appointment.therapistId.fullName)}</Row>
        <Row term="Date">{appointmentDateLabel(appointment.appointmentDate)}</Row>
        <Row term="Time slot">{timeSlotWithDuration(appointment.slot_start, appointment.slot_end, appointment.duration)}</Row>
        <Row term="Status">
          <Badge tone={statusTone(appointment.status)}>{appointment.status}</Badge>
        </Row>
      </dl>
    </section>
  )
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-ink-muted">{term}</dt>
      <dd className="text-right font-semibold text-ink" data-testid={`current-${term.toLowerCase().replace(/\s+/g, '-')}`}>
        {children}
      </dd>
    </div>
  )
}
