import Link from 'next/link'
import { appointmentDateLabel, timeSlotLabel } from '@/components/appointments/appointment-display'
import { isInSession } from '@/lib/therapist-dashboard/card-state'
import type { TherapistAppointment } from '@/lib/server/therapist-dashboard/therapist-appointment-dto'
import { VideoLink } from './video-link'
import { joinLink } from '@/lib/appointments/session-mode-text'
import { SESSION_MODE_LABELS, toSessionMode } from '@/lib/session-modes'

/** The dashboard home's next paid sessions: patient, date, time and the video room. `now` is the server's clock at render. */
export function NextAppointments({ appointments, now }: { appointments: TherapistAppointment[]; now: Date }) {
  return (
    <section aria-labelledby="next-appointments" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="next-appointments" className="text-2xl font-semibold">
          Next appointments
        </h2>
        <Link href="/therapist-dashboard/therapistAppointment" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
          View all appointments
        </Link>
      </div>
      {appointments.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-sand-200 bg-white p-5 text-ink-muted">No upcoming appointments yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white shadow-sm" data-testid="next-appointments">
          {appointments.map((appointment) => (
            <li key={appointment._id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink">
                  <span className="min-w-0 break-words">{appointment.userId.fullName}</span>
                  {isInSession(appointment, now) ? <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs text-brand-900">In session now</span> : null}
                </p>
                <p className="text-sm text-ink-muted">
                  {appointmentDateLabel(appointment.appointmentDate)}, {timeSlotLabel(appointment.slot_start, appointment.slot_end)}
                  {appointment.sessionMode === 'video' ? null : <> · {SESSION_MODE_LABELS[toSessionMode(appointment.sessionMode)]}</>}
                </p>
              </div>
              {appointment.sessionMode === 'phone' ? (
                appointment.patientPhone ? (
                  <a href={`tel:${appointment.patientPhone.replace(/[^+\d]/g, '')}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
                    Call {appointment.patientPhone}
                  </a>
                ) : null
              ) : appointment.videoLink ? (
                <VideoLink href={joinLink(toSessionMode(appointment.sessionMode), appointment.videoLink) ?? appointment.videoLink} audioOnly={appointment.sessionMode === 'audio'} className="text-sm" />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
