'use client'

import { useEffect, useId, useState } from 'react'
import { Button, buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { JOIN_REASONS, joinState, msUntilJoinChange, type JoinState } from '@/lib/appointments/join-session'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import { JOIN_LABELS, joinLink } from '@/lib/appointments/session-mode-text'
import { SESSION_MODE_DETAILS, toSessionMode, type SessionModeName } from '@/lib/session-modes'

type Session = Pick<PatientAppointment, '_id' | 'status' | 'videoLink' | 'startsAt' | 'endsAt'> & { sessionMode?: SessionModeName }

/** A timeout never waits longer than this (browsers fire longer ones at once), then decides again. */
const LONGEST_WAIT_MS = 60 * 60_000

/**
 * Whether the session can be joined now, decided first on the server's clock (`serverNow`, so the
 * server's HTML and the first render in the browser agree), then on the browser's, again exactly when
 * the room opens and when the session ends.
 */
export function useJoinState(session: Session, serverNow: string): JoinState {
  const [now, setNow] = useState(() => new Date(serverNow))
  const { status, videoLink, startsAt, endsAt } = session
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const decide = () => {
      const current = new Date()
      setNow(current)
      const wait = msUntilJoinChange({ status, videoLink, startsAt, endsAt }, current)
      // A second late rather than early, so the state has surely changed when the timer fires.
      if (wait !== null) timer = setTimeout(decide, Math.min(wait + 1_000, LONGEST_WAIT_MS))
    }
    timer = setTimeout(decide, 0)
    return () => clearTimeout(timer)
  }, [status, videoLink, startsAt, endsAt])
  return joinState(session, now)
}

/** The .ics download of one paid appointment (a route handler that checks the owner). */
export function calendarPath(appointmentId: string): string {
  return `/api/v1/patient/appointment/${appointmentId}/calendar`
}

/**
 * Join session and Add to calendar for a paid appointment: Join opens the private room in a new tab
 * (with video off for an audio-only session; a phone session has no room to join, the therapist
 * calls) from 15 minutes before the start until the end; outside that window it is disabled, with
 * the reason beside it. Nothing for an appointment that is not paid.
 */
export function SessionActions({ session, serverNow, className }: { session: Session; serverNow: string; className?: string }) {
  const state = useJoinState(session, serverNow)
  const reasonId = useId()
  if (state === 'none' || !session.videoLink) return null
  const mode = toSessionMode(session.sessionMode ?? 'video')
  const link = joinLink(mode, session.videoLink)
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}>
      {mode === 'Phone' ? (
        // No room to join: the therapist calls the number on the patient's profile.
        <p className="text-sm font-medium text-ink" data-testid="phone-session-note">
          {SESSION_MODE_DETAILS.Phone}
        </p>
      ) : state === 'open' ? (
        <a href={link ?? session.videoLink} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md')} data-testid="join-session">
          <VideoIcon />
          {JOIN_LABELS[mode]}
          <span className="sr-only">{mode === 'Audio' ? '(the same private room with video off; opens in a new tab)' : '(opens in a new tab)'}</span>
        </a>
      ) : (
        <>
          {/* A disabled control needs no contrast by WCAG, but keep it readable; the reason says why. */}
          <Button disabled variant="ghost" aria-describedby={reasonId} className="bg-sand-100">
            <VideoIcon />
            {JOIN_LABELS[mode]}
          </Button>
          <span id={reasonId} className="text-sm text-ink-muted" data-testid="join-reason">
            {JOIN_REASONS[state]}
          </span>
        </>
      )}
      <a href={calendarPath(session._id)} download className={buttonClasses('secondary', 'md')}>
        <CalendarIcon />
        Add to calendar
      </a>
    </div>
  )
}

function VideoIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <rect x="2.5" y="6" width="13" height="12" rx="2" />
      <path d="m15.5 10.5 6-3.5v10l-6-3.5" />
    </svg>
  )
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
    </svg>
  )
}
