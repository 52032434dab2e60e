import { dayOptionLabel, timeSlotLabel } from '@/components/appointments/appointment-display'

/** "Tue, Dec 29, 2026 · 10:00 AM - 11:00 AM": a session's time as the time-off page writes it (Lagos time). */
export function describeSessionTime({ appointmentDate, slot_start, slot_end }: { appointmentDate: string; slot_start: string; slot_end: string }): string {
  return `${dayOptionLabel(appointmentDate)} · ${timeSlotLabel(slot_start, slot_end)}`
}
