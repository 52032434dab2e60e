import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '@/lib/server/auth/current-user'
import { COMMENT_LIMIT } from '@/lib/server/blog/comment-rate-limit'
import { countPostView, requestVisitor } from '@/lib/server/blog/count-post-view'
import { createComment, NAME_REQUIRED } from '@/lib/server/blog/create-comment'
import { deleteComment } from '@/lib/server/blog/delete-comment'
import { findPost } from '@/lib/server/blog/find-post'
import { listPosts } from '@/lib/server/blog/list-posts'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { commentSchema } from '@/lib/validation/comment'
import { createAdmin, createManager, createPatient } from '../fixtures/factories'

let postSeq = 0

/** An instant after every post in the database, so the posts a test makes head the list. */
async function aboveEveryPost(): Promise<number> {
  const { _max } = await db.blogPost.aggregate({ _max: { createdAt: true } })
  return Math.max(_max.createdAt?.getTime() ?? 0, Date.now()) + 86_400_000
}

async function createPost(overrides: { title?: string; content?: string; createdAt?: Date; withImage?: boolean } = {}) {
  postSeq += 1
  const image = overrides.withImage
    ? await db.storedFile.create({
        data: { storageKey: `test/${randomUUID()}.jpg`, url: `/images/test/${randomUUID()}.jpg`, contentType: 'image/jpeg', byteSize: 1000, visibility: 'Public' },
      })
    : null
  return db.blogPost.create({
    data: {
      title: overrides.title ?? `Test post ${postSeq}`,
      content: overrides.content ?? 'A short post.',
      createdAt: overrides.createdAt ?? new Date(Date.now() - postSeq * 60_000),
      imageFileId: image?.id ?? null,
    },
  })
}

const asSession = (user: { id: string; role: SessionUser['role']; fullName: string; email: string }): SessionUser => ({
  sessionId: '00000000-0000-0000-0000-000000000000',
  id: user.id,
  role: user.role,
  fullName: user.fullName,
  email: user.email,
})

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('blog list', () => {
  it('pages newest first with a stable order, no duplicates, and tells when more remain', async () => {
    const at = new Date(await aboveEveryPost())
    // Three posts share one instant: the id decides their order, the same way on every page.
    const made = [
      await createPost({ createdAt: new Date(at.getTime() + 2000) }),
      await createPost({ createdAt: at }),
      await createPost({ createdAt: at }),
      await createPost({ createdAt: at }),
      await createPost({ createdAt: new Date(at.getTime() - 1000) }),
      await createPost({ createdAt: new Date(at.getTime() - 2000) }),
    ]
    const expected = [made[0]!, ...made.slice(1, 4).sort((a, b) => (a.id < b.id ? 1 : -1)), made[4]!, made[5]!].map((post) => post.id)

    const seen: string[] = []
    let offset: number | null = 0
    for (let pageNo = 0; pageNo < 3; pageNo++) {
      const page: Awaited<ReturnType<typeof listPosts>> = await listPosts({ offset: offset ?? 0, limit: 2 })
      expect(page.data).toHaveLength(2)
      seen.push(...page.data.map((post) => post._id))
      // At least this test's later pages remain after the first two.
      if (pageNo < 2) expect(page).toMatchObject({ hasMore: true, nextOffset: (pageNo + 1) * 2 })
      offset = page.nextOffset
    }
    expect(seen.slice(0, expected.length)).toEqual(expected)
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('answers the spec fields with the comment count and the image url', async () => {
    const content = 'x'.repeat(250)
    const post = await createPost({ createdAt: new Date(await aboveEveryPost()), content, withImage: true })
    const patient = await createPatient(db, { fullName: 'Counting Reader' })
    await createComment({ postId: post.id, user: asSession(patient), comment: 'First' })
    await createComment({ postId: post.id, user: asSession(patient), comment: 'Second' })

    const page = await listPosts({ offset: 0, limit: 1 })
    expect(page.data[0]).toEqual({
      _id: post.id,
      title: post.title,
      content,
      blogImage: { url: expect.stringMatching(/^\/images\/test\/.+\.jpg$/) },
      views: 0,
      createdAt: post.createdAt.toISOString(),
      commentCount: 2,
    })
    expect(page).toMatchObject({ hasMore: true, nextOffset: 1 })
  })

  it('ends with hasMore false and no next offset', async () => {
    const total = await db.blogPost.count()
    const last = await listPosts({ offset: total - 1, limit: 6 })
    expect(last.data).toHaveLength(1)
    expect(last).toMatchObject({ hasMore: false, nextOffset: null })
    expect((await listPosts({ offset: total + 5, limit: 6 })).data).toEqual([])
  })
})

describe('a post with its comments', () => {
  it('gives the comments newest first with the spec names, and null for an unknown or malformed id', async () => {
    const post = await createPost()
    const patient = await createPatient(db, { fullName: 'Ada Lovelace' })
    const first = await createComment({ postId: post.id, user: asSession(patient), comment: 'Older' })
    await db.comment.update({ where: { id: first._id }, data: { createdAt: new Date(Date.now() - 60_000) } })
    const second = await createComment({ postId: post.id, user: asSession(patient), comment: 'Newer' })

    const found = await findPost({ postId: post.id })
    expect(found?.commentCount).toBe(2)
    expect(found?.comments.map((c) => c._id)).toEqual([second._id, first._id])
    expect(found?.comments[0]).toEqual({
      _id: second._id,
      comment: 'Newer',
      commenter: 'Ada Lovelace',
      commenterId: patient.id,
      userId: { _id: patient.id, fullName: 'Ada Lovelace' },
      createdAt: expect.any(String),
    })
    expect(await findPost({ postId: randomUUID() })).toBeNull()
    expect(await findPost({ postId: 'not-a-uuid' })).toBeNull()
  })
})

describe('comments', () => {
  it('takes the name and id from the session, whatever the body says', async () => {
    const post = await createPost()
    const patient = await createPatient(db, { fullName: 'Real Name' })
    const body = commentSchema.parse({ comment: '  Thank you!  ', commenter: 'Someone Else', commenterId: randomUUID() })
    expect(body).toEqual({ comment: 'Thank you!' })
    const comment = await createComment({ postId: post.id, user: asSession(patient), ...body })
    expect(comment).toMatchObject({ comment: 'Thank you!', commenter: 'Real Name', commenterId: patient.id })
    const row = await db.comment.findUniqueOrThrow({ where: { id: comment._id } })
    expect(row).toMatchObject({ authorId: patient.id, authorName: 'Real Name', text: 'Thank you!' })
  })

  it('stores markup as plain text', async () => {
    const post = await createPost()
    const patient = await createPatient(db)
    const text = '<script>alert("x")</script> <b>bold</b>'
    const comment = await createComment({ postId: post.id, user: asSession(patient), comment: commentSchema.parse({ comment: text }).comment })
    expect(comment.comment).toBe(text)
  })

  it('refuses empty, whitespace-only and too long comments', () => {
    expect(commentSchema.safeParse({ comment: '' }).success).toBe(false)
    expect(commentSchema.safeParse({ comment: ' \n\t ' }).success).toBe(false)
    expect(commentSchema.safeParse({}).success).toBe(false)
    expect(commentSchema.safeParse({ comment: 'a'.repeat(1000) }).success).toBe(true)
    const tooLong = commentSchema.safeParse({ comment: 'a'.repeat(1001) })
    expect(tooLong.success).toBe(false)
    expect(tooLong.error?.issues[0]?.message).toBe('A comment can be at most 1,000 characters.')
  })

  it('answers 404 for an unknown or malformed post', async () => {
    const patient = await createPatient(db)
    expect((await rejection(createComment({ postId: randomUUID(), user: asSession(patient), comment: 'Hello' }))).code).toBe('NOT_FOUND')
    expect((await rejection(createComment({ postId: 'nope', user: asSession(patient), comment: 'Hello' }))).code).toBe('NOT_FOUND')
  })

  it('needs a full name', async () => {
    const post = await createPost()
    const patient = await createPatient(db)
    const error = await rejection(createComment({ postId: post.id, user: { ...asSession(patient), fullName: '   ' }, comment: 'Hello' }))
    expect([error.code, error.message]).toEqual(['UNAUTHENTICATED', NAME_REQUIRED])
  })

  it('slows down a user posting too many comments', async () => {
    const post = await createPost()
    const patient = asSession(await createPatient(db))
    for (let i = 0; i < COMMENT_LIMIT.max; i++) await createComment({ postId: post.id, user: patient, comment: `Comment ${i}` })
    expect((await rejection(createComment({ postId: post.id, user: patient, comment: 'One more' }))).code).toBe('RATE_LIMITED')
    // Someone else is not affected.
    await createComment({ postId: post.id, user: asSession(await createPatient(db)), comment: 'Mine' })
  })

  it('lets the author delete their own comment', async () => {
    const post = await createPost()
    const author = asSession(await createPatient(db))
    const comment = await createComment({ postId: post.id, user: author, comment: 'Mine' })
    expect(await deleteComment({ commentId: comment._id, user: author })).toEqual({ postId: post.id })
    expect(await db.comment.findUnique({ where: { id: comment._id } })).toBeNull()
    expect(await db.auditLog.count({ where: { targetId: comment._id } })).toBe(0)
  })

  it('refuses another patient (403) and leaves the comment', async () => {
    const post = await createPost()
    const comment = await createComment({ postId: post.id, user: asSession(await createPatient(db)), comment: 'Mine' })
    const other = asSession(await createPatient(db))
    const error = await rejection(deleteComment({ commentId: comment._id, user: other }))
    expect(error.code).toBe('FORBIDDEN')
    expect(error.status).toBe(403)
    expect(await db.comment.findUnique({ where: { id: comment._id } })).not.toBeNull()
  })

  it('lets an admin and a manager delete any comment, with an audit record', async () => {
    const post = await createPost()
    const author = asSession(await createPatient(db))
    for (const moderator of [asSession(await createAdmin(db)), asSession(await createManager(db))]) {
      const comment = await createComment({ postId: post.id, user: author, comment: 'Rude words' })
      await deleteComment({ commentId: comment._id, user: moderator })
      expect(await db.comment.findUnique({ where: { id: comment._id } })).toBeNull()
      const audit = await db.auditLog.findFirstOrThrow({ where: { targetId: comment._id } })
      expect(audit).toMatchObject({ actorId: moderator.id, action: 'comment.delete', targetType: 'Comment', targetUserId: author.id })
    }
  })

  it('answers 404 for an unknown or malformed comment', async () => {
    const admin = asSession(await createAdmin(db))
    expect((await rejection(deleteComment({ commentId: randomUUID(), user: admin }))).status).toBe(404)
    expect((await rejection(deleteComment({ commentId: '1 OR 1=1', user: admin }))).status).toBe(404)
  })
})

describe('view counting', () => {
  const views = async (postId: string) => (await db.blogPost.findUniqueOrThrow({ where: { id: postId }, select: { views: true } })).views
  const visitorHeaders = (ip: string, ua = 'Mozilla/5.0 Test') => new Headers({ 'x-forwarded-for': ip, 'user-agent': ua })

  it('counts a visitor once a day, another visitor again, and the same visitor the next Lagos day', async () => {
    const post = await createPost()
    const morning = new Date('2026-11-21T06:00:00Z') // 07:00 in Lagos
    const sameDayLate = new Date('2026-11-21T22:30:00Z') // 23:30 in Lagos, still the 21st
    const nextDay = new Date('2026-11-21T23:30:00Z') // 00:30 on the 22nd in Lagos
    const me = visitorHeaders('203.0.113.7')

    expect(await countPostView({ postId: post.id, visitor: requestVisitor(me, morning), at: morning })).toEqual({ counted: true })
    expect(await countPostView({ postId: post.id, visitor: requestVisitor(me, sameDayLate), at: sameDayLate })).toEqual({ counted: false })
    expect(await views(post.id)).toBe(1)

    const otherAddress = visitorHeaders('198.51.100.9')
    const otherBrowser = visitorHeaders('203.0.113.7', 'Another Browser/1.0')
    expect((await countPostView({ postId: post.id, visitor: requestVisitor(otherAddress, morning), at: morning })).counted).toBe(true)
    expect((await countPostView({ postId: post.id, visitor: requestVisitor(otherBrowser, morning), at: morning })).counted).toBe(true)
    expect(await views(post.id)).toBe(3)

    expect((await countPostView({ postId: post.id, visitor: requestVisitor(me, nextDay), at: nextDay })).counted).toBe(true)
    expect(await views(post.id)).toBe(4)
    expect(await db.blogPostView.count({ where: { postId: post.id } })).toBe(4)
  })

  it('counts a burst of the same visitor once', async () => {
    const post = await createPost()
    const at = new Date()
    const visitor = requestVisitor(visitorHeaders('192.0.2.44'), at)
    const results = await Promise.all(Array.from({ length: 8 }, () => countPostView({ postId: post.id, visitor, at })))
    expect(results.filter((r) => r.counted)).toHaveLength(1)
    expect(await views(post.id)).toBe(1)
  })

  it('stores a keyed hash, never the address', async () => {
    const post = await createPost()
    const at = new Date()
    const visitor = requestVisitor(visitorHeaders('192.0.2.55'), at)
    await countPostView({ postId: post.id, visitor, at })
    const row = await db.blogPostView.findFirstOrThrow({ where: { postId: post.id } })
    expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.visitorHash).not.toContain('192.0.2.55')
  })

  it('answers 404 for an unknown post', async () => {
    const error = await rejection(countPostView({ postId: randomUUID(), visitor: 'x' }))
    expect(error.code).toBe('NOT_FOUND')
  })
})
