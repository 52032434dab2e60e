import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteBlogPostAction } from '@/app/admin/all-blog-post/actions'
import { createBlogPostAction } from '@/app/admin/create-blog-post/actions'
import { updateBlogPostAction } from '@/app/admin/edit-blog-post/[id]/actions'
import { POST as createRoute } from '@/app/api/v1/admin/create-blog-post/route'
import { DELETE as deleteRoute } from '@/app/api/v1/admin/delete-blog-post/[id]/route'
import { GET as getPostRoute } from '@/app/api/v1/admin/get-blog-post/[id]/route'
import { PUT as updateRoute } from '@/app/api/v1/admin/update-blog-post/[id]/route'
import { DELETE as deleteCommentRoute } from '@/app/api/v1/user/delete-comment/[commentId]/route'
import { createSessionToken, sessionCookie } from '@/lib/server/auth/session-token'
import { findPost } from '@/lib/server/blog/find-post'
import { CACHE_TAGS } from '@/lib/server/cache/public-cache'
import { db } from '@/lib/server/db'
import {
  BLOG_CONTENT_MAX,
  BLOG_POST_CREATED,
  BLOG_POST_DELETED,
  BLOG_POST_NOT_FOUND,
  BLOG_POST_UPDATED,
  CONTENT_TOO_LONG,
  FILL_ALL_FIELDS,
  TITLE_TOO_LONG,
} from '@/lib/validation/admin-blog'
import { NO_FILE_SELECTED, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE } from '@/lib/validation/uploads'
import { createAdmin, createManager, createPatient } from '../fixtures/factories'
import { HTML_PAYLOAD, SVG_WITH_SCRIPT, gifBytes, jpegBytes, jpegOfSize, jpegWithGps, pngBytes, pngWithTrailingPayload } from '../fixtures/hostile-files'
import { setUpTemporaryUploadDir } from '../support/upload-dir'

/*
 * Route handlers and server actions read the session through next/headers, which needs Next's
 * request scope: a stand-in serves one request's Authorization header and cookie jar. connection()
 * has nothing to wait for and revalidateTag (Next's cache) is recorded. Everything else (zod, the
 * session check, sharp, Postgres, the disk) is real.
 */
const request = vi.hoisted(() => ({ authorization: null as string | null, cookies: new Map<string, string>() }))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

const uploads = setUpTemporaryUploadDir()

beforeEach(() => {
  request.authorization = null
  request.cookies = new Map()
  revalidateTag.mockClear()
})

let seq = 0
const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)}-${++seq}`

type Image = { bytes: Buffer; name?: string; type?: string }

function multipart(values: Record<string, string>, image?: Image): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) form.append(name, value)
  if (image) form.append('blogImage', new File([new Uint8Array(image.bytes)], image.name ?? 'cover.jpg', { type: image.type ?? 'image/jpeg' }))
  return form
}

function apiRequest(path: string, method: string, token: string | null, form?: FormData) {
  request.authorization = token ? `Bearer ${token}` : null
  return new NextRequest(new URL(`/api/v1/admin/${path}`, 'http://localhost'), {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  })
}

const params = (values: Record<string, string> = {}) => ({ params: Promise.resolve(values) })

/** A browser that signed in: its session is the cookie (server actions). */
function asBrowser(token: string) {
  request.authorization = null
  request.cookies = new Map([[sessionCookie().name, token]])
}

async function signedIn(kind: 'admin' | 'manager' | 'patient') {
  const user = kind === 'admin' ? await createAdmin(db) : kind === 'manager' ? await createManager(db) : await createPatient(db)
  return { user, token: await createSessionToken(user) }
}

async function createViaApi(token: string, values: Record<string, string>, image?: Image) {
  return createRoute(apiRequest('create-blog-post', 'POST', token, multipart(values, image)), params())
}

/** A post made through the API by a fresh admin, with its stored image. */
async function existingPost(overrides: { title?: string; content?: string } = {}) {
  const admin = await signedIn('admin')
  const title = overrides.title ?? uniqueTitle('Existing post')
  const response = await createViaApi(admin.token, { title, content: overrides.content ?? 'First line.\nSecond line.' }, { bytes: await jpegBytes() })
  expect(response.status).toBe(201)
  const { data } = await response.json()
  const post = await db.blogPost.findUniqueOrThrow({ where: { id: data._id }, include: { image: true } })
  revalidateTag.mockClear()
  return { admin, post, image: post.image! }
}

const expiredTags = () => revalidateTag.mock.calls.map((call) => call[0])
const auditOf = (targetId: string) => db.auditLog.findMany({ where: { targetId }, orderBy: { createdAt: 'asc' } })

describe('create a blog post (POST admin/create-blog-post, the create page)', () => {
  it('stores the post with a sanitised public image, writes the audit entry and expires the blog pages', async () => {
    const { user, token } = await signedIn('admin')
    const title = uniqueTitle('Coping with exam stress')
    const response = await createViaApi(token, { title: `  ${title}  `, content: 'Breathe.\r\n\r\nSleep well.\r\nEat.' }, { bytes: await jpegWithGps(), name: 'phone.jpg' })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toMatchObject({ message: BLOG_POST_CREATED, data: { title, content: 'Breathe.\n\nSleep well.\nEat.', views: 0, commentCount: 0 } })

    const post = await db.blogPost.findUniqueOrThrow({ where: { id: body.data._id }, include: { image: true } })
    expect(post).toMatchObject({ title, authorId: user.id })
    expect(post.image).toMatchObject({ visibility: 'Public', contentType: 'image/jpeg', uploadedById: user.id, url: `/api/files/${post.image!.id}` })
    expect(body.data.blogImage).toEqual({ url: post.image!.url })
    expect(await uploads.storedNames()).toContain(post.image!.storageKey)

    const [audit, ...more] = await auditOf(post.id)
    expect(more).toHaveLength(0)
    expect(audit).toMatchObject({ actorId: user.id, action: 'blog.create', targetType: 'BlogPost', details: { title } })
    expect(expiredTags()).toEqual(expect.arrayContaining([CACHE_TAGS.posts, CACHE_TAGS.post(post.id)]))

    // The public blog reads it (the page shows the content as text with its breaks).
    expect(await findPost({ postId: post.id })).toMatchObject({ title, content: 'Breathe.\n\nSleep well.\nEat.', blogImage: { url: post.image!.url } })
  })

  it('lets a manager create a post through the page\'s server action', async () => {
    const { user, token } = await signedIn('manager')
    asBrowser(token)
    const title = uniqueTitle('Manager post')
    const result = await createBlogPostAction(multipart({ title, content: 'Written by a manager.' }, { bytes: await pngBytes(), name: 'x.png', type: 'image/png' }))
    expect(result).toMatchObject({ ok: true, message: BLOG_POST_CREATED })
    const post = await db.blogPost.findFirstOrThrow({ where: { title }, include: { image: true } })
    expect(post.image).toMatchObject({ contentType: 'image/png', uploadedById: user.id })
    expect(result.ok && result.data).toEqual({ _id: post.id })
    expect(await auditOf(post.id)).toMatchObject([{ actorId: user.id, action: 'blog.create' }])
    expect(expiredTags()).toEqual(expect.arrayContaining([CACHE_TAGS.posts, CACHE_TAGS.post(post.id)]))
  })

  it('answers Please fill all fields when the title or content is missing or blank, storing nothing', async () => {
    const { user, token } = await signedIn('admin')
    const namesBefore = await uploads.storedNames()
    const incomplete: Array<Record<string, string>> = [{ content: 'Some text' }, { title: 'A title' }, { title: '   ', content: 'Some text' }, { title: 'A title', content: '\n \n' }]
    for (const values of incomplete) {
      const response = await createViaApi(token, values, { bytes: await jpegBytes() })
      expect(response.status).toBe(400)
      expect((await response.json()).message).toBe(FILL_ALL_FIELDS)
    }
    asBrowser(token)
    expect(await createBlogPostAction(multipart({ title: '', content: '' }, { bytes: await jpegBytes() }))).toMatchObject({ ok: false, message: FILL_ALL_FIELDS })
    expect(await db.blogPost.count({ where: { authorId: user.id } })).toBe(0)
    expect(await db.storedFile.count({ where: { uploadedById: user.id } })).toBe(0)
    expect(await uploads.storedNames()).toEqual(namesBefore)
  })

  it('keeps titles and content within their limits', async () => {
    const { token } = await signedIn('admin')
    const long = await createViaApi(token, { title: 'x'.repeat(151), content: 'Text' }, { bytes: await jpegBytes() })
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({ message: TITLE_TOO_LONG, errors: { title: [TITLE_TOO_LONG] } })
    const longer = await createViaApi(token, { title: 'Fine', content: 'y'.repeat(BLOG_CONTENT_MAX + 1) }, { bytes: await jpegBytes() })
    expect(longer.status).toBe(400)
    expect((await longer.json()).message).toBe(CONTENT_TOO_LONG)
    const title = uniqueTitle('t'.repeat(120))
    const exact = await createViaApi(token, { title, content: 'z'.repeat(BLOG_CONTENT_MAX) }, { bytes: await jpegBytes() })
    expect(exact.status).toBe(201)
  })

  it('requires an image on create: Please select an image first!', async () => {
    const { user, token } = await signedIn('admin')
    const response = await createViaApi(token, { title: 'No picture', content: 'Text' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: NO_FILE_SELECTED, errors: { blogImage: [NO_FILE_SELECTED] } })
    asBrowser(token)
    expect(await createBlogPostAction(multipart({ title: 'No picture', content: 'Text' }))).toMatchObject({ ok: false, message: NO_FILE_SELECTED })
    expect(await db.blogPost.count({ where: { authorId: user.id } })).toBe(0)
  })

  it('refuses hostile and oversized images with the spec\'s messages, writing nothing', async () => {
    const { user, token } = await signedIn('admin')
    const namesBefore = await uploads.storedNames()
    const cases: Array<[Image, string]> = [
      [{ bytes: HTML_PAYLOAD, name: 'cover.jpg' }, PHOTO_WRONG_TYPE],
      [{ bytes: SVG_WITH_SCRIPT, name: 'cover.svg', type: 'image/svg+xml' }, PHOTO_WRONG_TYPE],
      [{ bytes: await gifBytes(), name: 'cover.png', type: 'image/png' }, PHOTO_WRONG_TYPE],
      [{ bytes: await jpegOfSize(3_072_000) }, PHOTO_TOO_LARGE],
    ]
    for (const [image, message] of cases) {
      const response = await createViaApi(token, { title: uniqueTitle('Hostile'), content: 'Text' }, image)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message, errors: { blogImage: [message] } })
    }
    asBrowser(token)
    expect(await createBlogPostAction(multipart({ title: 'Hostile', content: 'Text' }, { bytes: HTML_PAYLOAD }))).toMatchObject({
      ok: false,
      message: PHOTO_WRONG_TYPE,
      fieldErrors: { blogImage: [PHOTO_WRONG_TYPE] },
    })
    expect(await db.blogPost.count({ where: { authorId: user.id } })).toBe(0)
    expect(await db.storedFile.count({ where: { uploadedById: user.id } })).toBe(0)
    expect(await uploads.storedNames()).toEqual(namesBefore)
    expect(await db.auditLog.count({ where: { actorId: user.id } })).toBe(0)
  })

  it('stores a PNG with a payload after its end as a clean PNG', async () => {
    const { token } = await signedIn('admin')
    const response = await createViaApi(token, { title: uniqueTitle('Polyglot'), content: 'Text' }, { bytes: await pngWithTrailingPayload(), name: 'p.png', type: 'image/png' })
    expect(response.status).toBe(201)
    const { data } = await response.json()
    const post = await db.blogPost.findUniqueOrThrow({ where: { id: data._id }, include: { image: true } })
    expect(post.image?.contentType).toBe('image/png')
  })
})

describe('edit a blog post (PUT admin/update-blog-post/{id}, the edit page)', () => {
  it('saves title and content and keeps the image when none is sent', async () => {
    const { admin, post, image } = await existingPost()
    const title = uniqueTitle('Renamed')
    const response = await updateRoute(apiRequest(`update-blog-post/${post.id}`, 'PUT', admin.token, multipart({ title, content: 'New body.\r\nSecond.' })), params({ id: post.id }))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ message: BLOG_POST_UPDATED, data: { _id: post.id, title, content: 'New body.\nSecond.', blogImage: { url: image.url } } })
    expect(await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ title, imageFileId: image.id })
    expect(await uploads.storedNames()).toContain(image.storageKey)
    const audits = await auditOf(post.id)
    expect(audits.at(-1)).toMatchObject({ actorId: admin.user.id, action: 'blog.update', details: { title, previousTitle: post.title, imageReplaced: false } })
    expect(expiredTags()).toEqual(expect.arrayContaining([CACHE_TAGS.posts, CACHE_TAGS.post(post.id)]))
  })

  it('replaces the image: the new one is linked, the old row and file are deleted', async () => {
    const { post, image } = await existingPost()
    const manager = await signedIn('manager')
    asBrowser(manager.token)
    const result = await updateBlogPostAction(post.id, multipart({ title: post.title, content: post.content }, { bytes: await pngBytes(), name: 'new.png', type: 'image/png' }))
    expect(result).toEqual({ ok: true, message: BLOG_POST_UPDATED })
    const updated = await db.blogPost.findUniqueOrThrow({ where: { id: post.id }, include: { image: true } })
    expect(updated.imageFileId).not.toBe(image.id)
    expect(updated.image).toMatchObject({ contentType: 'image/png', uploadedById: manager.user.id })
    expect(await db.storedFile.findUnique({ where: { id: image.id } })).toBeNull()
    const names = await uploads.storedNames()
    expect(names).not.toContain(image.storageKey)
    expect(names).toContain(updated.image!.storageKey)
    // Same title: no previousTitle in the entry.
    const entry = (await auditOf(post.id)).at(-1)
    expect(entry).toMatchObject({ actorId: manager.user.id, action: 'blog.update', details: { title: post.title, imageReplaced: true } })
    expect(entry?.details).not.toHaveProperty('previousTitle')
    expect(expiredTags()).toEqual(expect.arrayContaining([CACHE_TAGS.posts, CACHE_TAGS.post(post.id)]))
  })

  it('refuses a hostile new image and leaves the post and its image as they were', async () => {
    const { admin, post, image } = await existingPost()
    const namesBefore = await uploads.storedNames()
    const response = await updateRoute(
      apiRequest(`update-blog-post/${post.id}`, 'PUT', admin.token, multipart({ title: 'Changed', content: 'Changed' }, { bytes: SVG_WITH_SCRIPT, name: 'x.jpg' })),
      params({ id: post.id }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: PHOTO_WRONG_TYPE, errors: { blogImage: [PHOTO_WRONG_TYPE] } })
    expect(await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ title: post.title, content: post.content, imageFileId: image.id })
    expect(await uploads.storedNames()).toEqual(namesBefore)
    expect((await auditOf(post.id)).map((entry) => entry.action)).toEqual(['blog.create'])
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('answers Please fill all fields on edit too', async () => {
    const { admin, post } = await existingPost()
    const response = await updateRoute(apiRequest(`update-blog-post/${post.id}`, 'PUT', admin.token, multipart({ title: '', content: 'x' })), params({ id: post.id }))
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(FILL_ALL_FIELDS)
    asBrowser(admin.token)
    expect(await updateBlogPostAction(post.id, multipart({ title: 'x', content: ' ' }))).toMatchObject({ ok: false, message: FILL_ALL_FIELDS })
  })

  it('answers 404 for an unknown or malformed id, storing no image', async () => {
    const { token, user } = await signedIn('admin')
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await updateRoute(apiRequest(`update-blog-post/${id}`, 'PUT', token, multipart({ title: 'T', content: 'C' }, { bytes: await jpegBytes() })), params({ id }))
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: BLOG_POST_NOT_FOUND })
    }
    expect(await db.storedFile.count({ where: { uploadedById: user.id } })).toBe(0)
  })

  it('reads one post with its whole content (GET admin/get-blog-post/{id})', async () => {
    const { admin, post, image } = await existingPost({ content: 'Line one.\nLine two.' })
    const response = await getPostRoute(apiRequest(`get-blog-post/${post.id}`, 'GET', admin.token), params({ id: post.id }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      data: {
        _id: post.id, title: post.title, content: 'Line one.\nLine two.', blogImage: { url: image.url }, views: 0, commentCount: 0,
        createdAt: post.createdAt.toISOString(), updatedAt: post.updatedAt.toISOString(),
      },
    })
    const missing = await getPostRoute(apiRequest('get-blog-post/nope', 'GET', admin.token), params({ id: 'nope' }))
    expect(missing.status).toBe(404)
  })
})

describe('delete a blog post (DELETE admin/delete-blog-post/{id}, the list\'s Delete)', () => {
  it('deletes the post with its comments, views and image file, and records the title', async () => {
    const { post, image } = await existingPost()
    const patient = await createPatient(db)
    await db.comment.create({ data: { postId: post.id, authorId: patient.id, authorName: patient.fullName, text: 'Thank you' } })
    await db.blogPostView.create({ data: { postId: post.id, visitorHash: 'abc', day: new Date('2026-01-01T00:00:00Z') } })
    const { user, token } = await signedIn('manager')

    const response = await deleteRoute(apiRequest(`delete-blog-post/${post.id}`, 'DELETE', token), params({ id: post.id }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: BLOG_POST_DELETED })
    expect(await db.blogPost.findUnique({ where: { id: post.id } })).toBeNull()
    expect(await db.comment.count({ where: { postId: post.id } })).toBe(0)
    expect(await db.blogPostView.count({ where: { postId: post.id } })).toBe(0)
    expect(await db.storedFile.findUnique({ where: { id: image.id } })).toBeNull()
    expect(await uploads.storedNames()).not.toContain(image.storageKey)
    expect((await auditOf(post.id)).at(-1)).toMatchObject({ actorId: user.id, action: 'blog.delete', targetType: 'BlogPost', details: { title: post.title, comments: 1 } })
    expect(expiredTags()).toEqual(expect.arrayContaining([CACHE_TAGS.posts, CACHE_TAGS.post(post.id)]))
    expect(await findPost({ postId: post.id })).toBeNull()

    // A second delete (a double click) finds nothing and records nothing more.
    const again = await deleteRoute(apiRequest(`delete-blog-post/${post.id}`, 'DELETE', token), params({ id: post.id }))
    expect(again.status).toBe(404)
    expect((await auditOf(post.id)).filter((entry) => entry.action === 'blog.delete')).toHaveLength(1)
  })

  it('deletes through the server action', async () => {
    const { admin, post } = await existingPost()
    asBrowser(admin.token)
    expect(await deleteBlogPostAction(post.id)).toEqual({ ok: true, message: BLOG_POST_DELETED })
    expect(await db.blogPost.findUnique({ where: { id: post.id } })).toBeNull()
    expect(await deleteBlogPostAction(post.id)).toMatchObject({ ok: false, code: 'NOT_FOUND', message: BLOG_POST_NOT_FOUND })
  })
})

describe('comment deletion by a moderator (DELETE user/delete-comment/{id})', () => {
  it('records an admin\'s or manager\'s deletion of someone else\'s comment, not an author\'s own', async () => {
    const { post } = await existingPost()
    const patient = await createPatient(db)
    for (const kind of ['admin', 'manager'] as const) {
      const comment = await db.comment.create({ data: { postId: post.id, authorId: patient.id, authorName: patient.fullName, text: `Rude words for the ${kind}` } })
      const moderator = await signedIn(kind)
      request.authorization = `Bearer ${moderator.token}`
      const response = await deleteCommentRoute(
        new NextRequest(new URL(`/api/v1/user/delete-comment/${comment.id}`, 'http://localhost'), { method: 'DELETE', headers: { authorization: `Bearer ${moderator.token}` } }),
        params({ commentId: comment.id }),
      )
      expect(response.status).toBe(200)
      expect(await auditOf(comment.id)).toMatchObject([
        { actorId: moderator.user.id, action: 'comment.delete', targetType: 'Comment', details: { postId: post.id, authorId: patient.id, text: `Rude words for the ${kind}` } },
      ])
    }
    const own = await db.comment.create({ data: { postId: post.id, authorId: patient.id, authorName: patient.fullName, text: 'Mine' } })
    const token = await createSessionToken(patient)
    request.authorization = `Bearer ${token}`
    const response = await deleteCommentRoute(
      new NextRequest(new URL(`/api/v1/user/delete-comment/${own.id}`, 'http://localhost'), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }),
      params({ commentId: own.id }),
    )
    expect(response.status).toBe(200)
    expect(await auditOf(own.id)).toHaveLength(0)
  })
})
