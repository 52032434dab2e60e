import { describe, expect, it } from 'vitest'
import {
  isAppointmentPassed,
  isCountedCompleted,
  isInSession,
  MARK_COMPLETE_LABELS,
  markCompleteState,
  showsVideoLink,
  statusBadgeColour,
} from '@/lib/therapist-dashboard/card-state'
import { DASHBOARD_NAV, isNavItemActive, showsDashboardNav } from '@/lib/therapist-dashboard/nav'

// A paid 10:00–12:00 Lagos session on 7 April 2031 (09:00–11:00 UTC).
const START = new Date('2031-04-07T09:00:00Z')
const END = new Date('2031-04-07T11:00:00Z')
const paid = { status: 'Paid', isComplete: false, startsAt: START.toISOString(), endsAt: END.toISOString(), videoLink: 'https://meet.jit.si/alafia-x' }
const at = (iso: string) => new Date(iso)
const BEFORE = at('2031-04-07T08:59:59Z')
const DURING = at('2031-04-07T10:00:00Z')
const AFTER = at('2031-04-07T11:00:01Z')

describe('the status badge colour (spec 4, therapist schedule)', () => {
  it('paid is success, pending is warning, anything else the error colour, whatever the case', () => {
    expect(statusBadgeColour('Paid')).toBe('success')
    expect(statusBadgeColour('paid')).toBe('success')
    expect(statusBadgeColour('Pending')).toBe('warning')
    expect(statusBadgeColour('pending')).toBe('warning')
    expect(statusBadgeColour('Cancelled')).toBe('danger')
    expect(statusBadgeColour('Expired')).toBe('danger')
    expect(statusBadgeColour('')).toBe('danger')
  })
})

describe('a passed appointment (spec 4: now after the date at slot_end)', () => {
  it('is passed only strictly after its end', () => {
    expect(isAppointmentPassed(paid, BEFORE)).toBe(false)
    expect(isAppointmentPassed(paid, DURING)).toBe(false)
    expect(isAppointmentPassed(paid, END)).toBe(false)
    expect(isAppointmentPassed(paid, AFTER)).toBe(true)
  })

  it('is in session from its start to its end', () => {
    expect(isInSession(paid, BEFORE)).toBe(false)
    expect(isInSession(paid, START)).toBe(true)
    expect(isInSession(paid, END)).toBe(true)
    expect(isInSession(paid, AFTER)).toBe(false)
  })

  it('counts as completed on its own once passed, or when marked; never when not paid', () => {
    expect(isCountedCompleted(paid, DURING)).toBe(false)
    expect(isCountedCompleted(paid, AFTER)).toBe(true)
    expect(isCountedCompleted({ ...paid, isComplete: true }, DURING)).toBe(true)
    expect(isCountedCompleted({ ...paid, status: 'Cancelled' }, AFTER)).toBe(false)
    expect(isCountedCompleted({ ...paid, status: 'Cancelled', isComplete: true }, AFTER)).toBe(false)
  })
})

describe('the Mark Complete button', () => {
  it('is disabled before the start, enabled once started, Completed when passed or marked', () => {
    expect(markCompleteState(paid, BEFORE)).toBe('not-started')
    expect(markCompleteState(paid, START)).toBe('ready')
    expect(markCompleteState(paid, DURING)).toBe('ready')
    expect(markCompleteState(paid, END)).toBe('ready')
    expect(markCompleteState(paid, AFTER)).toBe('completed')
    expect(markCompleteState({ ...paid, isComplete: true }, DURING)).toBe('completed')
    // Marked early (the session started) stays Completed even before its end.
    expect(markCompleteState({ ...paid, isComplete: true }, START)).toBe('completed')
  })

  it('is absent on a booking that is not paid', () => {
    for (const status of ['Cancelled', 'Expired', 'Pending']) {
      expect(markCompleteState({ ...paid, status }, DURING)).toBe('none')
    }
  })

  it('reads Completed once completed and Mark Complete otherwise', () => {
    expect(MARK_COMPLETE_LABELS.completed).toBe('Completed')
    expect(MARK_COMPLETE_LABELS.ready).toBe('Mark Complete')
    expect(MARK_COMPLETE_LABELS['not-started']).toBe('Mark Complete')
  })
})

describe('the video link', () => {
  it('shows for a paid session to come or going on, not once done, not without a link, not when unpaid', () => {
    expect(showsVideoLink(paid, BEFORE)).toBe(true)
    expect(showsVideoLink(paid, DURING)).toBe(true)
    expect(showsVideoLink(paid, AFTER)).toBe(false)
    expect(showsVideoLink({ ...paid, isComplete: true }, DURING)).toBe(false)
    expect(showsVideoLink({ ...paid, videoLink: null }, BEFORE)).toBe(false)
    expect(showsVideoLink({ ...paid, status: 'Cancelled' }, BEFORE)).toBe(false)
  })
})

describe('the dashboard sidebar (spec 2.6)', () => {
  const active = (pathname: string | null) => DASHBOARD_NAV.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label)

  it('links the three pages of the spec, Messages, Reviews and Earnings', () => {
    expect(DASHBOARD_NAV.map((item) => [item.label, item.href])).toEqual([
      ['Dashboard', '/therapist-dashboard'],
      ['Appointments', '/therapist-dashboard/therapistAppointment'],
      ['Availability', '/therapist-dashboard/availability'],
      ['Messages', '/therapist-dashboard/messages'],
      ['Reviews', '/therapist-dashboard/reviews'],
      ['Earnings', '/therapist-dashboard/earnings'],
    ])
    expect(DASHBOARD_NAV.filter((item) => item.counter).map((item) => item.label)).toEqual(['Messages'])
  })

  it('marks exactly one link on each dashboard page', () => {
    expect(active('/therapist-dashboard')).toEqual(['Dashboard'])
    expect(active('/therapist-dashboard/')).toEqual(['Dashboard'])
    expect(active('/therapist-dashboard/therapistAppointment')).toEqual(['Appointments'])
    expect(active('/therapist-dashboard/availability')).toEqual(['Availability'])
    expect(active('/therapist-dashboard/create-availability')).toEqual(['Availability'])
    expect(active('/therapist-dashboard/edit-availability/7f0c2d1e-0000-4000-8000-000000000000')).toEqual(['Availability'])
    expect(active('/therapist-dashboard/messages')).toEqual(['Messages'])
    expect(active('/therapist-dashboard/messages/7f0c2d1e-0000-4000-8000-000000000000')).toEqual(['Messages'])
  })

  it('marks nothing on other pages or before the path is known', () => {
    expect(active('/therapist-dashboard/therapist-not-verified')).toEqual([])
    expect(active('/therapist-dashboard/availability-report')).toEqual([])
    expect(active('/therapist-profile')).toEqual([])
    expect(active(null)).toEqual([])
  })

  it('is left out on the not-verified page, whose links would only lead back to it', () => {
    expect(showsDashboardNav('/therapist-dashboard/therapist-not-verified')).toBe(false)
    expect(showsDashboardNav('/therapist-dashboard/therapist-not-verified/')).toBe(false)
    expect(showsDashboardNav('/therapist-dashboard')).toBe(true)
    expect(showsDashboardNav('/therapist-dashboard/therapistAppointment')).toBe(true)
    expect(showsDashboardNav(null)).toBe(true)
  })
})
