'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, type FormEvent } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { describedBy, Field, Input, Select } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import type { ActionResult } from '@/lib/action-result'
import { formatHour12, slotTime } from '@/lib/time'
import type { RescheduleDay } from '@/lib/server/appointments/find-reschedule-options'
import { exactDurationNotice, RESCHEDULE_INCOMPLETE, rescheduleSchema, type RescheduleInput } from '@/lib/validation/reschedule'
import { dayOptionLabel } from './appointment-display'

export const NO_AVAILABILITY = 'This therapist currently has no availability'

type Props = {
  appointmentId: string
  duration: number
  days: RescheduleDay[]
  className?: string
  /** The page's reschedule action: (appointment id, the new time). */
  action: (appointmentId: string, input: RescheduleInput) => Promise<ActionResult<unknown>>
}

/**
 * A new date from the therapist's open days, then a start time; the end is forced so
 * the length stays the original. The server offers only starts whose every hour is free, and checks
 * everything again when the form is sent.
 */
export function RescheduleForm({ appointmentId, duration, days, className, action }: Props) {
  const router = useRouter()
  const ids = useId()
  const [date, setDate] = useState('')
  const [start, setStart] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [isSubmitting, setIsSubmitting] = useState(false)

  // Derived, so a refresh after "just booked" drops a choice that is no longer on offer.
  const day = days.find((d) => d.date === date)
  const startHour = day && start !== '' && day.starts.includes(Number(start)) ? Number(start) : null
  const endHour = startHour === null ? null : startHour + duration
  const notice = exactDurationNotice(duration)

  if (days.length === 0) {
    return (
      <div className={cn('rounded-2xl border border-sand-200 bg-white p-6 shadow-sm', className)}>
        <p className="font-semibold text-ink">{NO_AVAILABILITY}</p>
        <ButtonLink href="/patient-profile" variant="secondary" className="mt-4">
          Back to profile
        </ButtonLink>
      </div>
    )
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!day || startHour === null || endHour === null) {
      setError(RESCHEDULE_INCOMPLETE)
      notify.error(RESCHEDULE_INCOMPLETE)
      return
    }
    const input = { newAppointmentDate: day.date, newSlot_start: slotTime(startHour), newSlot_end: slotTime(endHour) }
    const parsed = rescheduleSchema.safeParse(input)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? RESCHEDULE_INCOMPLETE
      setError(message)
      notify.error(message)
      return
    }
    setError(undefined)
    setIsSubmitting(true)
    try {
      const result = await action(appointmentId, input)
      if (!result.ok) {
        notify.error(result.message)
        // The hours on offer may have changed (someone took the chosen time): ask the server again.
        router.refresh()
        return
      }
      notify.success(result.message ?? 'Appointment rescheduled successfully')
      router.push('/patient-profile')
      router.refresh()
    } catch {
      notify.error('Failed to reschedule appointment')
    } finally {
      setIsSubmitting(false)
    }
  }

  const dateId = `${ids}-date`
  const startId = `${ids}-start`
  const endId = `${ids}-end`
  const noticeId = `${ids}-notice`

  return (
    <form noValidate onSubmit={onSubmit} className={cn('space-y-5 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm', className)}>
      <h2 className="text-lg font-semibold">New time</h2>
      <p id={noticeId} className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
        {notice}
      </p>
      <Field label="New date" htmlFor={dateId} error={!day ? error : undefined} required>
        <Select
          id={dateId}
          value={day ? date : ''}
          onChange={(event) => {
            // Changing an earlier choice clears the later ones.
            setDate(event.target.value)
            setStart('')
            setError(undefined)
          }}
          {...describedBy(dateId, !day ? error : undefined)}
        >
          <option value="">Select a date</option>
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {dayOptionLabel(d.date)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Start time" htmlFor={startId} error={day && startHour === null ? error : undefined} required>
          <Select
            id={startId}
            value={startHour === null ? '' : String(startHour)}
            disabled={!day}
            onChange={(event) => {
              setStart(event.target.value)
              setError(undefined)
            }}
            {...describedBy(startId, day && startHour === null ? error : undefined)}
          >
            <option value="">{day ? 'Select a start time' : 'Select a date first'}</option>
            {day?.starts.map((hour) => (
              <option key={hour} value={hour}>
                {formatHour12(hour)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="End time" htmlFor={endId} required>
          <Input
            id={endId}
            readOnly
            value={endHour === null ? '' : formatHour12(endHour)}
            placeholder="Set by the start time"
            aria-describedby={noticeId}
            className="read-only:bg-sand-100"
          />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink href="/patient-profile" variant="ghost">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Rescheduling...' : 'Reschedule Appointment'}
        </Button>
      </div>
    </form>
  )
}
