import { describe, expect, it } from 'vitest'
import { appointmentStatusBadge, paymentStatusLabel } from '@/lib/admin/appointment-status'
import { auditActionLabel, auditDetailLines, auditTargetHref } from '@/lib/admin/audit-labels'
import { ADMIN_NAV, activeAdminNavItem, isAdminNavItemActive } from '@/lib/admin/nav'

const item = (href: string) => ADMIN_NAV.flatMap((group) => group.items).find((i) => i.href === href)!
const ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'

describe('the admin sidebar', () => {
  it('has Home, the Blog group (spec 2.8) and the admin pages', () => {
    expect(ADMIN_NAV.map((group) => [group.label, group.items.map((i) => i.label)])).toEqual([
      [null, ['Home']],
      ['Blog', ['All Blog Post', 'Create Post']],
      ['Platform', ['Contact messages', 'Payments to refund', 'Email outbox', 'Audit log']],
    ])
  })

  it('marks Home on the dashboard and on the pages opened from its lists, not on other admin pages', () => {
    for (const path of ['/admin', '/admin/', `/admin/appointment/${ID}`, `/admin/applicationUser/${ID}`, `/admin/therapist/${ID}`]) {
      expect(isAdminNavItemActive(item('/admin'), path)).toBe(true)
    }
    for (const path of ['/admin/audit-log', '/admin/refunds', '/admin/therapists-list', null]) {
      expect(isAdminNavItemActive(item('/admin'), path)).toBe(false)
    }
  })

  it('marks All Blog Post while editing a post, and exactly one link per page', () => {
    expect(activeAdminNavItem(`/admin/edit-blog-post/${ID}`)?.label).toBe('All Blog Post')
    expect(activeAdminNavItem('/admin/audit-log')?.label).toBe('Audit log')
    expect(activeAdminNavItem('/admin/create-blog-post')?.label).toBe('Create Post')
    expect(activeAdminNavItem('/somewhere-else')).toBeNull()
    for (const path of ['/admin', '/admin/outbox', '/admin/contact-messages', `/admin/therapist/${ID}`]) {
      const active = ADMIN_NAV.flatMap((group) => group.items).filter((i) => isAdminNavItemActive(i, path))
      expect(active).toHaveLength(1)
    }
  })
})

describe('appointment status in the admin area', () => {
  it('puts money owed back first, then a refund made, then the session state', () => {
    expect(appointmentStatusBadge({ status: 'Expired', paymentStatus: 'RefundRequired', isComplete: false })).toEqual({ label: 'Refund due', tone: 'danger' })
    expect(appointmentStatusBadge({ status: 'Cancelled', paymentStatus: 'Refunded', isComplete: false }).label).toBe('Refunded')
    expect(appointmentStatusBadge({ status: 'Paid', paymentStatus: 'Paid', isComplete: true }).label).toBe('Completed')
    expect(appointmentStatusBadge({ status: 'Paid', paymentStatus: 'Paid', isComplete: false })).toEqual({ label: 'Paid', tone: 'success' })
    expect(appointmentStatusBadge({ status: 'Pending', paymentStatus: null, isComplete: false }).label).toBe('Pending')
    expect(appointmentStatusBadge({ status: 'Expired', paymentStatus: null, isComplete: false }).label).toBe('Expired')
    expect(paymentStatusLabel(null)).toBe('Not paid')
  })
})

describe('the audit log entries', () => {
  it('names the actions and keeps an unknown one as stored', () => {
    expect(auditActionLabel('user.block')).toBe('Blocked a user')
    expect(auditActionLabel('something.new')).toBe('something.new')
  })

  it('links a target where a page exists for it', () => {
    expect(auditTargetHref({ action: 'user.block', targetType: 'User', targetId: ID, details: null })).toBe(`/admin/applicationUser/${ID}`)
    expect(auditTargetHref({ action: 'therapist.verify', targetType: 'Therapist', targetId: ID, details: null })).toBe(`/admin/therapist/${ID}`)
    expect(auditTargetHref({ action: 'document.decline', targetType: 'TherapistDocument', targetId: ID, details: { therapistId: ID } })).toBe(`/admin/therapist/${ID}`)
    expect(auditTargetHref({ action: 'document.decline', targetType: 'TherapistDocument', targetId: ID, details: null })).toBeNull()
    expect(auditTargetHref({ action: 'blog.update', targetType: 'BlogPost', targetId: ID, details: null })).toBe(`/admin/edit-blog-post/${ID}`)
    expect(auditTargetHref({ action: 'blog.delete', targetType: 'BlogPost', targetId: ID, details: null })).toBeNull()
    expect(auditTargetHref({ action: 'comment.delete', targetType: 'Comment', targetId: ID, details: null })).toBeNull()
    expect(auditTargetHref({ action: 'user.block', targetType: 'User', targetId: '../../etc', details: null })).toBeNull()
  })

  it('shows the details as text lines, nested values as JSON, long ones cut', () => {
    expect(auditDetailLines({ reason: 'Blurred <b>scan</b>', kinds: ['Logo'], count: 2 })).toEqual([
      { key: 'reason', value: 'Blurred <b>scan</b>' },
      { key: 'kinds', value: '["Logo"]' },
      { key: 'count', value: '2' },
    ])
    expect(auditDetailLines(null)).toEqual([])
    expect(auditDetailLines('plain')).toEqual([{ key: 'details', value: 'plain' }])
    expect(auditDetailLines({ text: 'y'.repeat(400) })[0]!.value).toHaveLength(301)
  })
})
