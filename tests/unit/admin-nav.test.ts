import { describe, expect, it } from 'vitest'
import { APPOINTMENT_STATE_FILTERS, appointmentFilterState, appointmentStatusBadge, paymentStatusLabel } from '@/lib/admin/appointment-status'
import { auditActionLabel, auditPostIds, describeAuditEntry, type AuditEntryFacts } from '@/lib/admin/audit-labels'
import { ADMIN_NAV, activeAdminNavItem, adminNavFor, isAdminNavItemActive } from '@/lib/admin/nav'
import { ABSENCE_REPORT_BADGES, REFUND_STATUS_BADGES, REFUND_STATUS_FILTERS, refundStatusFilter } from '@/lib/admin/refund-status'
import { sessionTimeLabel } from '@/components/admin/lists/list-format'

const item = (href: string) => ADMIN_NAV.flatMap((group) => group.items).find((i) => i.href === href)!
const ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'

describe('the admin sidebar', () => {
  it('has Home and the three lists, the Blog group (spec 2.8) and the admin pages', () => {
    expect(ADMIN_NAV.map((group) => [group.label, group.items.map((i) => i.label)])).toEqual([
      [null, ['Home', 'Users', 'Therapists', 'Appointments']],
      ['Blog', ['All Blog Post', 'Create Post']],
      ['Platform', ['Contact messages', 'Disputes', 'Refunds', 'Payouts', 'Safety alerts', 'Reviews', 'Email outbox', 'Text messages', 'Audit log', 'Data requests', 'Breaches']],
    ])
    expect(['/admin/users', '/admin/therapists', '/admin/appointments'].map((href) => item(href).label)).toEqual(['Users', 'Therapists', 'Appointments'])
  })

  it('shows the privacy registers to Admins only: a Manager, or a viewer not known yet, does not see them', () => {
    const labels = (role: Parameters<typeof adminNavFor>[0]) => adminNavFor(role).flatMap((group) => group.items.map((i) => i.label))
    expect(labels('Admin')).toEqual(expect.arrayContaining(['Data requests', 'Breaches']))
    for (const role of ['Manager', null] as const) {
      expect(labels(role)).not.toContain('Data requests')
      expect(labels(role)).not.toContain('Breaches')
      expect(labels(role)).toContain('Audit log')
    }
    expect(activeAdminNavItem('/admin/data-requests')?.label).toBe('Data requests')
    expect(activeAdminNavItem('/admin/breaches')?.label).toBe('Breaches')
  })

  it('marks Home on the dashboard only', () => {
    for (const path of ['/admin', '/admin/']) expect(isAdminNavItemActive(item('/admin'), path)).toBe(true)
    for (const path of ['/admin/users', `/admin/appointment/${ID}`, '/admin/audit-log', null]) expect(isAdminNavItemActive(item('/admin'), path)).toBe(false)
  })

  it('marks each list on its page and on the pages opened from it', () => {
    expect(activeAdminNavItem('/admin/users')?.label).toBe('Users')
    expect(activeAdminNavItem(`/admin/applicationUser/${ID}`)?.label).toBe('Users')
    expect(activeAdminNavItem('/admin/therapists/')?.label).toBe('Therapists')
    expect(activeAdminNavItem(`/admin/therapist/${ID}`)?.label).toBe('Therapists')
    expect(activeAdminNavItem('/admin/appointments')?.label).toBe('Appointments')
    expect(activeAdminNavItem(`/admin/appointment/${ID}`)?.label).toBe('Appointments')
    // A path that only starts with the same letters is not under the page.
    expect(activeAdminNavItem('/admin/therapists-list')).toBeNull()
    expect(activeAdminNavItem('/admin/users-old')).toBeNull()
  })

  it('marks All Blog Post while editing a post, and exactly one link per page', () => {
    expect(activeAdminNavItem(`/admin/edit-blog-post/${ID}`)?.label).toBe('All Blog Post')
    expect(activeAdminNavItem('/admin/audit-log')?.label).toBe('Audit log')
    expect(activeAdminNavItem('/admin/disputes')?.label).toBe('Disputes')
    expect(activeAdminNavItem('/admin/refunds')?.label).toBe('Refunds')
    expect(activeAdminNavItem('/admin/safety-alerts')?.label).toBe('Safety alerts')
    expect(activeAdminNavItem('/admin/create-blog-post')?.label).toBe('Create Post')
    expect(activeAdminNavItem('/somewhere-else')).toBeNull()
    const paths = ['/admin', '/admin/disputes', '/admin/refunds', '/admin/users', '/admin/therapists', '/admin/appointments', '/admin/outbox', '/admin/contact-messages', `/admin/therapist/${ID}`, `/admin/appointment/${ID}`, `/admin/applicationUser/${ID}`]
    for (const path of paths) {
      const active = ADMIN_NAV.flatMap((group) => group.items).filter((i) => isAdminNavItemActive(i, path))
      expect([path, active.length]).toEqual([path, 1])
    }
  })
})

describe('appointment status in the admin area', () => {
  // The state itself is decided by lib/appointments/appointment-state.ts (tests/unit/appointment-state.test.ts).
  it('names each state as the badge reads, with money owed back in red', () => {
    expect(appointmentStatusBadge({ state: 'RefundDue' })).toEqual({ label: 'Refund due', tone: 'danger' })
    expect(appointmentStatusBadge({ state: 'Refunded' }).label).toBe('Refunded')
    expect(appointmentStatusBadge({ state: 'Completed' }).label).toBe('Completed')
    expect(appointmentStatusBadge({ state: 'Paid' })).toEqual({ label: 'Paid', tone: 'success' })
    expect(appointmentStatusBadge({ state: 'Cancelled' }).label).toBe('Cancelled')
    expect(appointmentStatusBadge({ state: 'Pending' }).label).toBe('Pending')
    expect(paymentStatusLabel(null)).toBe('Not paid')
  })

  it('names a hold that ended unpaid "Abandoned payment", never Cancelled or Expired', () => {
    expect(appointmentStatusBadge({ state: 'Abandoned' })).toEqual({ label: 'Abandoned payment', tone: 'neutral' })
  })

  it('filters by every state a badge shows, and by default the appointments paid for', () => {
    expect(APPOINTMENT_STATE_FILTERS.map((filter) => filter.label)).toEqual([
      'Paid', 'Completed', 'Cancelled', 'Refund due', 'Refunded', 'Pending', 'Abandoned payment', 'Any status, unpaid holds included',
    ])
    expect([appointmentFilterState(''), appointmentFilterState('refund-due'), appointmentFilterState('all')]).toEqual(['paid-for', 'RefundDue', 'all'])
  })
})

describe('refunds and disputes in the admin area', () => {
  it("filters refunds by each state the API's status takes, failed ones first, and ignores anything else", () => {
    expect(REFUND_STATUS_FILTERS.map((option) => option.label)).toEqual(['All', 'Failed', 'Waiting for account', 'Requested', 'Processing', 'Completed'])
    expect(REFUND_STATUS_FILTERS.map((option) => option.value)).toEqual(['', 'Failed', 'AwaitingAccount', 'Requested', 'Processing', 'Completed'])
    expect([refundStatusFilter('AwaitingAccount'), refundStatusFilter('Failed')]).toEqual(['AwaitingAccount', 'Failed'])
    for (const value of ['', 'failed', 'Refunded', undefined, ['Failed']]) expect(refundStatusFilter(value)).toBeUndefined()
  })

  it('shows a failed refund in red, a finished one green, and each decision on a report in words', () => {
    expect(REFUND_STATUS_BADGES.Failed.tone).toBe('danger')
    expect(REFUND_STATUS_BADGES.Completed).toEqual({ label: 'Completed', tone: 'success' })
    expect(Object.values(ABSENCE_REPORT_BADGES).map((badge) => badge.label)).toEqual(['Open', 'Refunded in full', 'No refund'])
  })

  it('writes a session in Lagos time, a midnight end included', () => {
    expect(sessionTimeLabel('2031-10-07T09:00:00.000Z', '2031-10-07T11:00:00.000Z')).toBe('Oct 7, 2031, 10:00 AM - 12:00 PM')
    expect(sessionTimeLabel('2031-10-07T22:00:00.000Z', '2031-10-07T23:00:00.000Z')).toBe('Oct 7, 2031, 11:00 PM - 12:00 AM')
  })
})

describe('the audit log in words', () => {
  const entry = (facts: Partial<AuditEntryFacts>): AuditEntryFacts => ({ action: 'user.block', targetType: 'User', targetId: ID, details: null, targetUser: null, targetPost: null, ...facts })
  const ada = { _id: ID, fullName: 'Dr. Ada Okafor', isDeleted: false }

  it('names the actions for the filter and keeps an unknown one as stored', () => {
    expect(auditActionLabel('user.block')).toBe('Blocked a user')
    expect(auditActionLabel('something.new')).toBe('something.new')
  })

  it('says what was done to whom, by name, linked to their page', () => {
    expect(describeAuditEntry(entry({ action: 'therapist.verify', targetType: 'Therapist', targetUser: ada, details: { documents: { certificate: 'Approved', cacDocument: 'Approved', logo: null } } }))).toEqual({
      verb: 'Verified therapist',
      target: { label: 'Dr. Ada Okafor', href: `/admin/therapist/${ID}`, isDeleted: false },
      lines: [{ label: 'Documents', value: 'Certificate approved, CAC Document approved, Logo missing' }],
    })
    // Since certificates are a list, each kind records a list of states (one per certificate).
    const several = describeAuditEntry(
      entry({ action: 'therapist.verify', targetType: 'Therapist', targetUser: ada, details: { documents: { certificate: ['Declined', 'Approved'], cacDocument: ['Approved'], logo: [] } } }),
    )
    expect(several.lines).toEqual([{ label: 'Documents', value: 'Certificate declined, Certificate approved, CAC Document approved, Logo missing' }])
    const blocked = describeAuditEntry(entry({ targetUser: { _id: ID, fullName: 'Chioma Eze', isDeleted: false }, details: { role: 'Patient' } }))
    expect([blocked.verb, blocked.target?.label, blocked.target?.href, blocked.lines]).toEqual(['Blocked user', 'Chioma Eze', `/admin/applicationUser/${ID}`, []])
    const declined = describeAuditEntry(entry({ action: 'document.decline', targetType: 'TherapistDocument', targetUser: ada, details: { therapistId: ID, kind: 'CacDocument', reason: 'Blurred <b>scan</b>' } }))
    expect([declined.verb, declined.target?.href, declined.lines]).toEqual(['Declined the CAC Document of', `/admin/therapist/${ID}`, [{ label: 'Reason', value: 'Blurred <b>scan</b>' }]])
  })

  it('shows a change as before → after, money in naira', () => {
    const fee = describeAuditEntry(entry({ action: 'therapist.update', targetType: 'Therapist', targetUser: ada, details: { changes: { fee: { from: 1_500_000, to: 2_000_000 }, fullName: { from: 'Ada', to: 'Dr. Ada Okafor' } } } }))
    expect(fee.lines).toEqual([
      { label: 'Fee', value: '₦15,000 → ₦20,000' },
      { label: 'Name', value: 'Ada → Dr. Ada Okafor' },
    ])
    const post = { _id: ID, title: 'Sleep and exams' }
    const edited = describeAuditEntry(entry({ action: 'blog.update', targetType: 'BlogPost', targetPost: post, details: { title: 'Sleep and exams', previousTitle: 'Sleep', imageReplaced: true } }))
    expect(edited).toEqual({
      verb: 'Edited blog post',
      target: { label: 'Sleep and exams', href: `/admin/edit-blog-post/${ID}` },
      lines: [
        { label: 'Title', value: 'Sleep → Sleep and exams' },
        { label: 'Image', value: 'replaced' },
      ],
    })
  })

  it('names what is gone by what the entry kept, without a link', () => {
    const deleted = describeAuditEntry(entry({ action: 'blog.delete', targetType: 'BlogPost', details: { title: 'Old news', comments: 2 } }))
    expect([deleted.target, deleted.lines]).toEqual([{ label: '“Old news” (deleted)', href: null }, [{ label: 'Comments deleted with it', value: '2' }]])
    const comment = describeAuditEntry(entry({ action: 'comment.delete', targetType: 'Comment', details: { postId: ID, authorId: null, authorName: 'Visitor', text: 'Spam' } }))
    expect([comment.verb, comment.target, comment.lines]).toEqual(['Deleted a comment by', { label: 'Visitor', href: null }, [{ label: 'Comment', value: 'Spam' }]])
    const erased = describeAuditEntry(entry({ action: 'user.delete', targetUser: { _id: ID, fullName: 'Deleted user', isDeleted: true }, details: { role: 'Patient', commentsDeleted: 1, filesDeleted: 0, paidUpcomingAppointments: 1 } }))
    expect(erased).toEqual({
      verb: 'Deleted the user account of',
      target: { label: 'Deleted user', href: `/admin/applicationUser/${ID}`, isDeleted: true },
      lines: [
        { label: 'Paid sessions still to come', value: '1' },
        { label: 'Comments deleted', value: '1' },
        { label: 'Files deleted', value: '0' },
      ],
    })
  })

  it('finds the posts a page must look up, only by well-formed ids', () => {
    expect(auditPostIds({ targetType: 'BlogPost', targetId: ID, details: null })).toEqual([ID])
    expect(auditPostIds({ targetType: 'Comment', targetId: 'x', details: { postId: ID } })).toEqual([ID])
    expect(auditPostIds({ targetType: 'BlogPost', targetId: '../../etc', details: null })).toEqual([])
    expect(auditPostIds({ targetType: 'User', targetId: ID, details: null })).toEqual([])
  })

  it('says which appointment was cancelled or which report decided, what went back and why (issue 18)', () => {
    const patient = { _id: ID, fullName: 'Chioma Eze', isDeleted: false }
    const cancel = describeAuditEntry(entry({ action: 'appointment.cancel', targetType: 'Appointment', targetId: ID, targetUser: patient, details: { by: 'Admin', refundKobo: 1_250_000, reason: 'Therapist emergency' } }))
    expect(cancel).toEqual({
      verb: 'Cancelled the appointment of',
      target: { label: 'Chioma Eze', href: `/admin/applicationUser/${ID}`, isDeleted: false },
      lines: [
        { label: 'Refund', value: '₦12,500' },
        { label: 'Reason', value: 'Therapist emergency' },
        { label: 'Appointment', value: 'Open the appointment', href: `/admin/appointment/${ID}` },
      ],
    })
    const none = describeAuditEntry(entry({ action: 'absence.resolve', targetType: 'AbsenceReport', targetUser: patient, details: { decision: 'none', refundKobo: 0, note: null, appointmentId: ID } }))
    expect([none.verb, none.lines.map((line) => `${line.label}: ${line.value}`)]).toEqual([
      'Decided the absent-therapist report of',
      ['Decision: No refund', 'Appointment: Open the appointment'],
    ])
  })

  it('cuts a long stored value', () => {
    const long = describeAuditEntry(entry({ action: 'document.decline', targetType: 'TherapistDocument', details: { reason: 'y'.repeat(400) } }))
    expect(long.lines[0]!.value).toHaveLength(301)
  })
})
