'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useTransition } from 'react'
import { Badge } from '@/components/ui/badge'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import type { ProfileAppointment, ProfileAppointments } from '@/lib/server/appointments/list-patient-appointments'
import { lagosDateKey } from '@/lib/time'
import { weekOfSeries } from '@/lib/booking/series'
import { drTitle, rescheduleBlock } from '@/lib/validation/reschedule'
import { appointmentDateLabel, statusTone, timeSlotLabel } from './appointment-display'
import { AppointmentDetailsDialog } from './appointment-details-dialog'
import { RefundSummary } from './refund-summary'
import { SessionActions } from './session-actions'

/** Closing the dialog clears the selection after 300 ms (the content stays while it closes). */
const CLEAR_SELECTION_MS = 300

export const NO_UPCOMING = 'No upcoming sessions.'
export const NO_PAST = 'No past sessions yet.'

type Props = ProfileAppointments & { serverNow: string }

/**
 * The patient's appointments in two groups, Upcoming (soonest first) and Past (latest first), each row
 * with the therapist, the date and time (at every width) and an eye icon opening the Appointment
 * Details dialog; an upcoming paid session also offers Join session and Add to calendar in its row.
 * A change made in the dialog (a cancellation, a report, a refund account) shows at once, and the
 * page is refreshed from the server behind it.
 */
export function AppointmentList({ upcoming, past, serverNow }: Props) {
  const router = useRouter()
  const [, startRefresh] = useTransition()
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [changed, setChanged] = useState<Record<string, ProfileAppointment>>({})
  // The server's lists replace the local changes once they arrive (they already include them).
  const [shownLists, setShownLists] = useState({ upcoming, past })
  if (shownLists.upcoming !== upcoming || shownLists.past !== past) {
    setShownLists({ upcoming, past })
    setChanged({})
  }
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(clearTimer.current), [])

  const latest = (appointment: ProfileAppointment) => changed[appointment._id] ?? appointment
  const shownUpcoming = upcoming.map(latest)
  const shownPast = past.map(latest)
  const selected = [...shownUpcoming, ...shownPast].find((appointment) => appointment._id === selectedId) ?? null

  function open(appointment: ProfileAppointment) {
    clearTimeout(clearTimer.current)
    setSelectedId(appointment._id)
    setIsOpen(true)
  }

  function close() {
    setIsOpen(false)
    clearTimeout(clearTimer.current)
    clearTimer.current = setTimeout(() => setSelectedId(null), CLEAR_SELECTION_MS)
  }

  function change(appointment: PatientAppointment) {
    const block = rescheduleBlock(appointment, lagosDateKey(new Date()))
    setChanged((current) => ({ ...current, [appointment._id]: { ...appointment, block } }))
    startRefresh(() => router.refresh())
  }

  return (
    <div data-testid="patient-appointments" className="space-y-8">
      <Group id="upcoming" title="Upcoming" empty={NO_UPCOMING} appointments={shownUpcoming} onOpen={open} serverNow={serverNow} withActions />
      <Group id="past" title="Past" empty={NO_PAST} appointments={shownPast} onOpen={open} serverNow={serverNow} />
      <AppointmentDetailsDialog appointment={selected} open={isOpen} onClose={close} serverNow={serverNow} onChange={change} />
    </div>
  )
}

type GroupProps = {
  id: string
  title: string
  empty: string
  appointments: ProfileAppointment[]
  onOpen: (appointment: ProfileAppointment) => void
  serverNow: string
  withActions?: boolean
}

function Group({ id, title, empty, appointments, onOpen, serverNow, withActions = false }: GroupProps) {
  const headingId = `${id}-appointments-heading`
  return (
    <section aria-labelledby={headingId} data-testid={`${id}-appointments`} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {title} <span className="font-normal text-ink-muted">({appointments.length})</span>
      </h3>
      {appointments.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-200 bg-white px-4 py-3 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {appointments.map((appointment) => (
            <Row key={appointment._id} appointment={appointment} onOpen={onOpen} serverNow={serverNow} withActions={withActions} />
          ))}
        </ul>
      )}
    </section>
  )
}

function Row({ appointment, onOpen, serverNow, withActions }: { appointment: ProfileAppointment; onOpen: (a: ProfileAppointment) => void; serverNow: string; withActions: boolean }) {
  const summaryId = `appointment-${appointment._id}`
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm" data-testid="appointment-row">
      <div className="flex items-center gap-3 sm:gap-4">
        <div id={summaryId} className="min-w-0 flex-1">
          <p className="truncate font-semibold text-ink">{drTitle(appointment.therapistId.fullName)}</p>
          <p className="mt-0.5 text-sm text-ink-muted">
            <span data-testid="appointment-date">{appointmentDateLabel(appointment.appointmentDate)}</span>
            {/* The time shows at every width: on its own line on a phone, after the date on wider screens. */}
            <span className="block sm:inline">
              <span className="hidden sm:inline">, </span>
              <span data-testid="appointment-time">{timeSlotLabel(appointment.slot_start, appointment.slot_end)}</span>
            </span>
          </p>
          {appointment.series ? (
            <p className="mt-0.5 text-sm font-medium text-brand-800" data-testid="appointment-series">
              {weekOfSeries(appointment.series.week, appointment.series.weeks)} · weekly
            </p>
          ) : null}
          {appointment.status === 'Cancelled' || appointment.refund ? <RefundSummary refund={appointment.refund} className="mt-0.5 text-sm text-ink-muted" /> : null}
          {appointment.absenceReport === 'Open' ? <p className="mt-0.5 text-sm text-ink-muted">Reported: the therapist did not come</p> : null}
          {appointment.moveProposal ? <p className="mt-0.5 text-sm font-semibold text-brand-800">New time proposed: open the details to answer</p> : null}
        </div>
        <Badge tone={statusTone(appointment.status)}>{appointment.status}</Badge>
        <button
          type="button"
          onClick={() => onOpen(appointment)}
          aria-label="View details"
          aria-describedby={summaryId}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
        >
          <EyeIcon />
        </button>
      </div>
      {withActions && <SessionActions session={appointment} serverNow={serverNow} className="mt-3 border-t border-sand-100 pt-3" />}
    </li>
  )
}

function EyeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  )
}
