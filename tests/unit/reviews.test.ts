import { describe, expect, it } from 'vitest'
import { describeAuditEntry } from '@/lib/admin/audit-labels'
import { canReviewSession, REVIEW_PROBLEMS, reviewProblem } from '@/lib/reviews/review-eligibility'
import { reviewerName } from '@/lib/reviews/reviewer-name'
import { hideReviewSchema, reviewReplySchema, reviewSchema, reviewsPageQuerySchema } from '@/lib/validation/reviews'

const NOW = new Date('2026-12-01T12:00:00Z')
const session = (overrides: Partial<{ status: string; endsAt: string; markedNoShow: boolean }> = {}) => ({ status: 'Paid', endsAt: '2026-12-01T11:00:00Z', markedNoShow: false, ...overrides })

describe('which sessions may be reviewed', () => {
  it('a paid session that has ended, whose patient came', () => {
    expect(reviewProblem(session(), NOW)).toBeNull()
    expect(canReviewSession(session({ endsAt: NOW.toISOString() }), NOW)).toBe(true)
  })

  it('never one that has not ended, was cancelled, was never paid or whose patient was marked absent, each with why', () => {
    expect(reviewProblem(session({ endsAt: '2026-12-01T12:00:01Z' }), NOW)).toBe(REVIEW_PROBLEMS.notEnded)
    expect(reviewProblem(session({ status: 'Cancelled' }), NOW)).toBe(REVIEW_PROBLEMS.cancelled)
    expect(reviewProblem(session({ status: 'Pending' }), NOW)).toBe(REVIEW_PROBLEMS.notPaid)
    expect(reviewProblem(session({ status: 'Expired' }), NOW)).toBe(REVIEW_PROBLEMS.notPaid)
    expect(reviewProblem(session({ markedNoShow: true }), NOW)).toBe(REVIEW_PROBLEMS.noShow)
  })
})

describe('how a reviewer is named in public', () => {
  it('is the first name and the initial of the last, never more', () => {
    expect(reviewerName('Ada Okafor')).toBe('Ada O.')
    expect(reviewerName('  Chidi  Emeka   nwosu ')).toBe('Chidi N.')
    expect(reviewerName('Dayo')).toBe('Dayo')
    expect(reviewerName('')).toBe('A patient')
    expect(reviewerName('Ọlá Ọ̀ṣun')).toBe('Ọlá Ọ.')
  })
})

describe('the review schemas', () => {
  it('take a whole rating from 1 to 5 and an optional comment, trimmed; an empty comment is none', () => {
    expect(reviewSchema.parse({ rating: 5, comment: '  Good  ' })).toEqual({ rating: 5, comment: 'Good' })
    expect(reviewSchema.parse({ rating: 1, comment: '   ' })).toEqual({ rating: 1, comment: undefined })
    for (const rating of [0, 6, 2.5, '4', null]) expect(reviewSchema.safeParse({ rating }).success).toBe(false)
    expect(reviewSchema.safeParse({ rating: 3, comment: 'x'.repeat(1001) }).success).toBe(false)
    expect(reviewSchema.safeParse({ rating: 3, comment: 'bad\u0000byte' }).success).toBe(false)
  })

  it('need a reply and a reason', () => {
    expect(reviewReplySchema.safeParse({ reply: '  ' }).success).toBe(false)
    expect(reviewReplySchema.parse({ reply: ' Thanks ' })).toEqual({ reply: 'Thanks' })
    expect(hideReviewSchema.safeParse({}).success).toBe(false)
    expect(hideReviewSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false)
  })

  it('page like the other public lists: offset and a capped limit', () => {
    expect(reviewsPageQuerySchema.parse({})).toEqual({ offset: 0, limit: 10 })
    expect(reviewsPageQuerySchema.parse({ offset: '20', limit: '100' })).toEqual({ offset: 20, limit: 24 })
    expect(reviewsPageQuerySchema.safeParse({ offset: '-1' }).success).toBe(false)
  })
})

describe('the audit log in words', () => {
  it('says who wrote the hidden review, its rating and the reason', () => {
    const id = '11111111-1111-4111-8111-111111111111'
    const described = describeAuditEntry({
      action: 'review.hide',
      targetType: 'Review',
      targetId: id,
      targetUser: { _id: id, fullName: 'Ada Okafor', isDeleted: false },
      targetPost: null,
      details: { therapistId: id, appointmentId: id, rating: 1, reason: 'Abusive' },
    })
    expect(described.verb).toBe('Hid a review by')
    expect(described.target?.label).toBe('Ada Okafor')
    expect(described.lines).toEqual([
      { label: 'Rating', value: '1 of 5' },
      { label: 'Reason', value: 'Abusive' },
      { label: 'Appointment', value: 'Open the appointment', href: `/admin/appointment/${id}` },
    ])
  })
})
