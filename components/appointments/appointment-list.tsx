'use client'

import { useEffect, useRef, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import type { ProfileAppointment } from '@/lib/server/appointments/list-patient-appointments'
import { drTitle } from '@/lib/validation/reschedule'
import { appointmentDateLabel, statusTone, timeSlotLabel } from './appointment-display'
import { AppointmentDetailsDialog } from './appointment-details-dialog'

/** Spec 2.4: closing the dialog clears the selection after 300 ms (the content stays while it closes). */
const CLEAR_SELECTION_MS = 300

export function AppointmentList({ appointments }: { appointments: ProfileAppointment[] }) {
  const [selected, setSelected] = useState<ProfileAppointment | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(clearTimer.current), [])

  function open(appointment: ProfileAppointment) {
    clearTimeout(clearTimer.current)
    setSelected(appointment)
    setIsOpen(true)
  }

  function close() {
    setIsOpen(false)
    clearTimeout(clearTimer.current)
    clearTimer.current = setTimeout(() => setSelected(null), CLEAR_SELECTION_MS)
  }

  return (
    <>
      <ul className="space-y-3" data-testid="patient-appointments">
        {appointments.map((appointment) => {
          const summaryId = `appointment-${appointment._id}`
          return (
            <li key={appointment._id} className="flex items-center gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:gap-4">
              <div id={summaryId} className="min-w-0 flex-1">
                <p className="truncate font-semibold text-ink">{drTitle(appointment.therapistId.fullName)}</p>
                <p className="mt-0.5 text-sm text-ink-muted">
                  {appointmentDateLabel(appointment.appointmentDate)}
                  <span className="hidden sm:inline">, {timeSlotLabel(appointment.slot_start, appointment.slot_end)}</span>
                </p>
              </div>
              <Badge tone={statusTone(appointment.status)}>{appointment.status}</Badge>
              <button
                type="button"
                onClick={() => open(appointment)}
                aria-label="View details"
                aria-describedby={summaryId}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
              >
                <EyeIcon />
              </button>
            </li>
          )
        })}
      </ul>
      <AppointmentDetailsDialog appointment={selected} open={isOpen} onClose={close} />
    </>
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
