'use client'

import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { describedBy, Field, Select } from '@/components/ui/field'
import { notify } from '@/components/ui/notify'
import { Spinner } from '@/components/ui/spinner'
import { dayOptionLabel } from '@/components/appointments/appointment-display'
import type { MoveOptions } from '@/lib/server/move-proposals/find-move-options'
import type { TimeOffClash } from '@/lib/server/time-off/find-time-off-clashes'
import { formatHour12, slotTime } from '@/lib/time'
import { describeSessionTime } from './session-times'
import type { TimeOffActions } from './take-time-off'

type Props = {
  clash: TimeOffClash
  /** The days being taken off: the new time lies outside them. */
  avoid: { from: string; to: string }
  actions: TimeOffActions
  onClose: () => void
  onProposed: () => void
}

/**
 * Propose a new time for one session: a day and a start among the therapist's free hours outside the
 * days being taken off, for the session's whole length (the server lists them and checks the choice
 * again). The patient is emailed to accept it or cancel with a full refund.
 */
export function ProposeMoveDialog({ clash, avoid, actions, onClose, onProposed }: Props) {
  const id = useId()
  const [options, setOptions] = useState<MoveOptions | null>(null)
  const [loadProblem, setLoadProblem] = useState<string | null>(null)
  const [date, setDate] = useState('')
  const [start, setStart] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)

  const { moveOptions } = actions
  const { from: avoidFrom, to: avoidTo } = avoid
  useEffect(() => {
    let isCurrent = true
    moveOptions({ appointmentId: clash._id, avoid: { from: avoidFrom, to: avoidTo } }).then(
      (result) => {
        if (!isCurrent) return
        if (!result.ok || !result.data) setLoadProblem(result.ok ? 'An unexpected error occurred.' : result.message)
        else {
          setOptions(result.data)
          setDate(result.data.days[0]?.date ?? '')
          setStart(String(result.data.days[0]?.starts[0] ?? ''))
        }
      },
      () => isCurrent && setLoadProblem('An unexpected error occurred.'),
    )
    return () => {
      isCurrent = false
    }
  }, [moveOptions, clash._id, avoidFrom, avoidTo])

  const starts = options?.days.find((day) => day.date === date)?.starts ?? []

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (isSending || !options || start === '') return
    const hour = Number(start)
    setIsSending(true)
    setProblem(null)
    const result = await actions.proposeMove({
      appointmentId: clash._id,
      newTime: { newAppointmentDate: date, newSlot_start: slotTime(hour), newSlot_end: slotTime(hour + options.duration) },
      avoid,
    })
    setIsSending(false)
    if (!result.ok) {
      setProblem(result.message)
      return
    }
    notify.success(result.message ?? 'New time sent.')
    onProposed()
  }

  const dateId = `${id}-date`
  const startId = `${id}-start`
  return (
    <Dialog open onClose={() => !isSending && onClose()} title="Propose a new time">
      <p className="text-sm text-ink">
        {clash.patient.firstName}&apos;s session: {describeSessionTime(clash)}. They get an email to accept the new time or cancel with a full refund; until they
        answer, the session stays where it is.
      </p>
      {loadProblem ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {loadProblem}
        </p>
      ) : !options ? (
        <div className="mt-6 flex justify-center">
          <Spinner label="Loading your free times" />
        </div>
      ) : options.block || options.days.length === 0 ? (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="no-move-times">
          {options.block ??
            'You have no free time of the same length outside these days. Publish more hours in the planner, or cancel this session with a full refund.'}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          <Field label="New date" htmlFor={dateId}>
            <Select
              id={dateId}
              value={date}
              disabled={isSending}
              onChange={(event) => {
                setDate(event.target.value)
                setStart(String(options.days.find((day) => day.date === event.target.value)?.starts[0] ?? ''))
              }}
            >
              {options.days.map((day) => (
                <option key={day.date} value={day.date}>
                  {dayOptionLabel(day.date)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="New time" htmlFor={startId}>
            <Select id={startId} value={start} disabled={isSending} onChange={(event) => setStart(event.target.value)} {...describedBy(startId, problem ?? undefined)}>
              {starts.map((hour) => (
                <option key={hour} value={hour}>
                  {formatHour12(hour)} - {formatHour12(hour + options.duration)}
                </option>
              ))}
            </Select>
          </Field>
          {problem && (
            <p id={`${startId}-error`} role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {problem}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose} disabled={isSending}>
              Back
            </Button>
            <Button type="submit" disabled={isSending} aria-busy={isSending || undefined}>
              {isSending ? 'Sending…' : 'Send the new time'}
            </Button>
          </div>
        </form>
      )}
      {(loadProblem || (options && (options.block || options.days.length === 0))) && (
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Back
          </Button>
        </div>
      )}
    </Dialog>
  )
}
