// When a patient may join a paid session's video room. Pure: the profile list, the
// Appointment Details dialog and the unit tests share it; the browser re-decides it as time passes.

/** The room opens this many minutes before the start, so a patient can check sound and camera. */
export const JOIN_OPENS_MINUTES_BEFORE = 15

/**
 * `none`: nothing to join (not paid, or no room yet); `early`: paid, but more than 15 minutes before
 * the start; `open`: from 15 minutes before the start until the end; `ended`: the session is over.
 */
export type JoinState = 'none' | 'early' | 'open' | 'ended'

type Joinable = { status: string; videoLink: string | null; startsAt: string | Date; endsAt: string | Date }

export function joinState({ status, videoLink, startsAt, endsAt }: Joinable, now: Date): JoinState {
  if (status !== 'Paid' || !videoLink) return 'none'
  const opensAt = new Date(startsAt).getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000
  if (now.getTime() < opensAt) return 'early'
  if (now.getTime() >= new Date(endsAt).getTime()) return 'ended'
  return 'open'
}

/** Why Join session is disabled, shown beside it. */
export const JOIN_REASONS = {
  early: `Opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start`,
  ended: 'This session has ended',
} as const satisfies Record<Exclude<JoinState, 'none' | 'open'>, string>

/**
 * How long until the state can next change (the room opens, or the session ends), so the page
 * re-decides exactly then rather than polling; null when it never changes again.
 */
export function msUntilJoinChange(appointment: Joinable, now: Date): number | null {
  const state = joinState(appointment, now)
  if (state === 'early') return new Date(appointment.startsAt).getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000 - now.getTime()
  if (state === 'open') return new Date(appointment.endsAt).getTime() - now.getTime()
  return null
}
