import { describe, expect, it } from 'vitest'
import { excerpt, formatLongDate, formatShortDate } from '@/lib/format'
import { canDeleteComment, commentAuthorName, commentProblem, COMMENT_REQUIRED, COMMENT_TOO_LONG, isBlogId } from '@/lib/validation/blog'
import { commentSchema, postPageQuerySchema } from '@/lib/validation/comment'

const ME = '11111111-1111-4111-8111-111111111111'
const SOMEONE = '22222222-2222-4222-8222-222222222222'

describe('blog card text (spec 2.7)', () => {
  it('keeps the first 100 characters and adds ... only when longer', () => {
    expect(excerpt('a'.repeat(100))).toBe('a'.repeat(100))
    expect(excerpt('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`)
  })

  it('shows short dates on cards and long dates on the post, in Lagos time', () => {
    // 23:30 UTC on the 21st is already the 22nd in Lagos.
    expect(formatShortDate('2026-11-21T23:30:00Z')).toBe('Nov 22, 2026')
    expect(formatLongDate('2026-11-21T10:00:00Z')).toBe('November 21, 2026')
  })
})

describe('comment rules', () => {
  it('refuses whitespace-only text and text over the limit, in the browser and on the server alike', () => {
    for (const text of ['', '   ', '\n\t']) {
      expect(commentProblem(text)).toBe(COMMENT_REQUIRED)
      expect(commentSchema.safeParse({ comment: text }).error?.issues[0]?.message).toBe(COMMENT_REQUIRED)
    }
    expect(commentProblem('a'.repeat(1001))).toBe(COMMENT_TOO_LONG)
    expect(commentProblem(`  ${'a'.repeat(1000)}  `)).toBeNull()
    expect(commentSchema.parse({ comment: `  ${'a'.repeat(1000)}  ` }).comment).toHaveLength(1000)
  })

  it('drops commenter and commenterId from the body', () => {
    expect(commentSchema.parse({ comment: 'Hi', commenter: 'Mallory', commenterId: SOMEONE })).toEqual({ comment: 'Hi' })
  })

  it('names the author, then the saved commenter name, then Anonymous', () => {
    expect(commentAuthorName({ userId: { _id: ME, fullName: 'Ngozi Obi' }, commenter: 'Old Name' })).toBe('Ngozi Obi')
    expect(commentAuthorName({ userId: null, commenter: 'Old Name' })).toBe('Old Name')
    expect(commentAuthorName({ userId: null, commenter: '  ' })).toBe('Anonymous')
  })

  it('shows the delete button to the author, admins and managers only', () => {
    expect(canDeleteComment({ _id: ME, role: 'Patient' }, ME)).toBe(true)
    expect(canDeleteComment({ _id: ME, role: 'Patient' }, SOMEONE)).toBe(false)
    expect(canDeleteComment({ _id: ME, role: 'Therapist' }, SOMEONE)).toBe(false)
    expect(canDeleteComment({ _id: ME, role: 'Admin' }, SOMEONE)).toBe(true)
    expect(canDeleteComment({ _id: ME, role: 'Manager' }, null)).toBe(true)
    expect(canDeleteComment({ _id: ME, role: 'Patient' }, null)).toBe(false)
    expect(canDeleteComment(null, ME)).toBe(false)
    expect(canDeleteComment(undefined, ME)).toBe(false)
  })
})

describe('blog API input', () => {
  it('pages 6 at a time by default and refuses bad paging', () => {
    expect(postPageQuerySchema.parse({})).toEqual({ offset: 0, limit: 6 })
    expect(postPageQuerySchema.parse({ offset: '12', limit: '6' })).toEqual({ offset: 12, limit: 6 })
    for (const bad of [{ offset: '-1' }, { offset: 'abc' }, { limit: '0' }, { limit: '25' }, { limit: '2.5' }]) {
      expect(postPageQuerySchema.safeParse(bad).success).toBe(false)
    }
  })

  it('treats anything but a UUID as an unknown id', () => {
    expect(isBlogId(ME)).toBe(true)
    expect(isBlogId('00000000-0000-0000-0000-000000000000')).toBe(true)
    expect(isBlogId('not-a-uuid')).toBe(false)
    expect(isBlogId(`${ME}x`)).toBe(false)
  })
})
