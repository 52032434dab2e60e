import { describe, expect, it } from 'vitest'
import { JOIN_REASONS, joinState, msUntilJoinChange } from '@/lib/appointments/join-session'

// A paid session 10:00–12:00 Lagos (09:00–11:00 UTC) on 9 April 2031.
const session = { status: 'Paid', videoLink: 'https://meet.jit.si/Alafia-abc', startsAt: '2031-04-09T09:00:00.000Z', endsAt: '2031-04-09T11:00:00.000Z' }
const at = (iso: string) => new Date(iso)

describe('when a patient may join the video session', () => {
  it('opens 15 minutes before the start and closes at the end', () => {
    expect(joinState(session, at('2031-04-08T09:00:00Z'))).toBe('early')
    expect(joinState(session, at('2031-04-09T08:44:59Z'))).toBe('early')
    expect(joinState(session, at('2031-04-09T08:45:00Z'))).toBe('open')
    expect(joinState(session, at('2031-04-09T10:59:59Z'))).toBe('open')
    expect(joinState(session, at('2031-04-09T11:00:00Z'))).toBe('ended')
  })

  it('offers nothing to join for a session that is not paid or has no room', () => {
    const during = at('2031-04-09T09:30:00Z')
    for (const status of ['Pending', 'Cancelled', 'Expired']) expect(joinState({ ...session, status }, during)).toBe('none')
    expect(joinState({ ...session, videoLink: null }, during)).toBe('none')
  })

  it('says why it is disabled', () => {
    expect(JOIN_REASONS.early).toBe('Opens 15 minutes before the start')
    expect(JOIN_REASONS.ended).toBe('This session has ended')
  })

  it('knows when to decide again: when the room opens, when the session ends, then never', () => {
    expect(msUntilJoinChange(session, at('2031-04-09T08:00:00Z'))).toBe(45 * 60_000)
    expect(msUntilJoinChange(session, at('2031-04-09T10:30:00Z'))).toBe(30 * 60_000)
    expect(msUntilJoinChange(session, at('2031-04-09T11:00:00Z'))).toBeNull()
    expect(msUntilJoinChange({ ...session, status: 'Cancelled' }, at('2031-04-09T08:00:00Z'))).toBeNull()
  })
})
