import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteBlogPostAction } from '@/app/admin/all-blog-post/actions'
import AllBlogPostPage from '@/app/admin/all-blog-post/page'
import { createBlogPostAction } from '@/app/admin/create-blog-post/actions'
import CreateBlogPostPage from '@/app/admin/create-blog-post/page'
import { updateBlogPostAction } from '@/app/admin/edit-blog-post/[id]/actions'
import EditBlogPostPage from '@/app/admin/edit-blog-post/[id]/page'
import { POST as createRoute } from '@/app/api/v1/admin/create-blog-post/route'
import { DELETE as deleteRoute } from '@/app/api/v1/admin/delete-blog-post/[id]/route'
import { GET as getPostRoute } from '@/app/api/v1/admin/get-blog-post/[id]/route'
import { GET as getPostsRoute } from '@/app/api/v1/admin/get-blog-posts/route'
import { PUT as updateRoute } from '@/app/api/v1/admin/update-blog-post/[id]/route'
import { ADMIN_POST_ROW_SELECT, toAdminPostRow } from '@/lib/server/admin/blog/admin-post-dto'
import { listAdminPosts } from '@/lib/server/admin/blog/list-admin-posts'
import { createSessionToken, sessionCookie } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { ADMIN_BLOG_PAGE_SIZE } from '@/lib/validation/admin-blog'
import { createAdmin, createManager, createPatient, createTherapist } from '../fixtures/factories'
import { jpegBytes } from '../fixtures/hostile-files'
import { renderHtml, visibleText } from '../support/render-html'
import { setUpTemporaryUploadDir } from '../support/upload-dir'

// Same stand-ins as admin-blog.test.ts: one request's headers and cookies; Postgres, sharp and the disk are real.
const request = vi.hoisted(() => ({ authorization: null as string | null, cookies: new Map<string, string>() }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))
// The pages' forms and dialogs are client islands using the router; there is none outside Next.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh: () => {}, push: () => {}, replace: () => {}, back: () => {}, forward: () => {}, prefetch: () => {} }),
  usePathname: () => '/admin',
  useSearchParams: () => new URLSearchParams(),
}))

const uploads = setUpTemporaryUploadDir()

beforeEach(() => {
  request.authorization = null
  request.cookies = new Map()
})

const params = (values: Record<string, string> = {}) => ({ params: Promise.resolve(values) })

function apiRequest(path: string, method: string, token: string | null, form?: FormData) {
  request.authorization = token ? `Bearer ${token}` : null
  return new NextRequest(new URL(`/api/v1/admin/${path}`, 'http://localhost'), { method, headers: token ? { authorization: `Bearer ${token}` } : {}, body: form })
}

function asBrowser(token: string | null) {
  request.authorization = null
  request.cookies = token ? new Map([[sessionCookie().name, token]]) : new Map()
}

async function postForm(title = 'Access check') {
  const form = new FormData()
  form.append('title', title)
  form.append('content', 'Some content')
  form.append('blogImage', new File([new Uint8Array(await jpegBytes())], 'cover.jpg', { type: 'image/jpeg' }))
  return form
}

let seq = 0
async function makePost(title: string, createdAt = new Date(Date.UTC(2000, 0, 1))) {
  seq += 1
  return db.blogPost.create({ data: { title, content: `Body ${seq}`, createdAt } })
}

const tokenFor = async (role: 'Patient' | 'Therapist' | 'Admin' | 'Manager') =>
  createSessionToken(
    role === 'Patient' ? await createPatient(db) : role === 'Therapist' ? await createTherapist(db, { isVerified: true }) : role === 'Admin' ? await createAdmin(db) : await createManager(db),
  )

/** Every admin blog API call, ready to be made for one post by one caller. */
function calls(postId: string) {
  return {
    'GET get-blog-posts': (token: string | null) => getPostsRoute(apiRequest('get-blog-posts', 'GET', token), params()),
    'GET get-blog-post': (token: string | null) => getPostRoute(apiRequest(`get-blog-post/${postId}`, 'GET', token), params({ id: postId })),
    'POST create-blog-post': async (token: string | null) => createRoute(apiRequest('create-blog-post', 'POST', token, await postForm()), params()),
    'PUT update-blog-post': async (token: string | null) => updateRoute(apiRequest(`update-blog-post/${postId}`, 'PUT', token, await postForm()), params({ id: postId })),
    'DELETE delete-blog-post': (token: string | null) => deleteRoute(apiRequest(`delete-blog-post/${postId}`, 'DELETE', token), params({ id: postId })),
  }
}

describe('admin blog API: who may call it', () => {
  it('answers 401 to a visitor and 403 to a patient and a therapist on every call, changing nothing', async () => {
    const post = await makePost('Untouchable post')
    const namesBefore = await uploads.storedNames()
    const patient = await tokenFor('Patient')
    const therapist = await tokenFor('Therapist')
    for (const [name, call] of Object.entries(calls(post.id))) {
      const visitor = await call(null)
      expect(visitor.status, `${name} visitor`).toBe(401)
      for (const token of [patient, therapist]) {
        const response = await call(token)
        expect(response.status, name).toBe(403)
        expect(await response.json()).toEqual({ message: 'You are not allowed to do this.' })
      }
    }
    expect(await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ title: 'Untouchable post', imageFileId: null })
    expect(await db.auditLog.count({ where: { targetId: post.id } })).toBe(0)
    expect(await uploads.storedNames()).toEqual(namesBefore)
  })

  it('lets an admin and a manager make every call', async () => {
    for (const role of ['Admin', 'Manager'] as const) {
      const token = await tokenFor(role)
      const post = await makePost(`Allowed for ${role}`)
      const statuses = []
      for (const call of Object.values(calls(post.id))) statuses.push((await call(token)).status)
      expect(statuses, role).toEqual([200, 200, 201, 200, 200])
    }
  })

  it('refuses cross-site writes from a browser', async () => {
    const token = await tokenFor('Admin')
    request.authorization = `Bearer ${token}`
    const response = await createRoute(
      new NextRequest(new URL('/api/v1/admin/create-blog-post', 'http://localhost'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example', host: 'localhost' },
        body: await postForm(),
      }),
      params(),
    )
    expect(response.status).toBe(403)
  })
})

describe('admin blog actions and pages: who may use them', () => {
  it('answers a visitor with UNAUTHENTICATED and a patient or therapist with FORBIDDEN on every action', async () => {
    const post = await makePost('Action target')
    const cases: Array<[string | null, string]> = [
      [null, 'UNAUTHENTICATED'],
      [await tokenFor('Patient'), 'FORBIDDEN'],
      [await tokenFor('Therapist'), 'FORBIDDEN'],
    ]
    for (const [token, code] of cases) {
      asBrowser(token)
      expect(await createBlogPostAction(await postForm())).toMatchObject({ ok: false, code })
      expect(await updateBlogPostAction(post.id, await postForm('Changed'))).toMatchObject({ ok: false, code })
      expect(await deleteBlogPostAction(post.id)).toMatchObject({ ok: false, code })
    }
    expect(await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ title: 'Action target' })
  })

  it('sends a visitor to the login page and a patient or therapist to /unauthorized from every page', async () => {
    const post = await makePost('Page target')
    // Each page with what a manager (who runs the blog) must see on it.
    const pages: [() => Promise<React.ReactNode>, string[]][] = [
      [
        () => AllBlogPostPage({ searchParams: Promise.resolve({ search: 'Page target' }), params: Promise.resolve({}) } as unknown as PageProps<'/admin/all-blog-post'>),
        ['All Blog Post', 'Page target'],
      ],
      [() => CreateBlogPostPage(), ['Create Post', 'Title', 'Content']],
      [
        () => EditBlogPostPage({ params: Promise.resolve({ id: post.id }), searchParams: Promise.resolve({}) } as unknown as PageProps<'/admin/edit-blog-post/[id]'>),
        ['Edit Post', 'Title', 'Content'],
      ],
    ]
    const digestOf = (render: () => Promise<unknown>) => render().then(() => '', (error: unknown) => String((error as { digest?: unknown }).digest))
    for (const [render, shows] of pages) {
      asBrowser(null)
      expect(await digestOf(render)).toMatch(/^NEXT_REDIRECT;[a-z]+;\/patient-login/)
      for (const role of ['Patient', 'Therapist'] as const) {
        asBrowser(await tokenFor(role))
        expect(await digestOf(render)).toMatch(/^NEXT_REDIRECT;[a-z]+;\/unauthorized;/)
      }
      asBrowser(await tokenFor('Manager'))
      const text = visibleText(await renderHtml(await render()))
      for (const words of shows) expect(text).toContain(words)
    }
  })

  it('answers 404 (the not-found page) for an unknown post on the edit page', async () => {
    asBrowser(await tokenFor('Admin'))
    const error = await EditBlogPostPage({ params: Promise.resolve({ id: 'nope' }), searchParams: Promise.resolve({}) } as unknown as PageProps<'/admin/edit-blog-post/[id]'>).then(
      () => null,
      (e: unknown) => e as { digest?: string },
    )
    expect(error?.digest).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/)
  })

  it('refuses a patient in the data layer too', async () => {
    const patient = await createPatient(db)
    const error = await listAdminPosts({ viewer: { id: patient.id, role: 'Patient' } }).then(() => null, (e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).status).toBe(403)
  })
})

describe('admin blog list: title search by the database, pages', () => {
  it('finds titles containing the search whatever their case, newest first, and takes % and _ literally', async () => {
    const tag = `zq${Date.now().toString(36)}`
    // Long ago, with this test's own order: these posts never push other tests' posts off a first page.
    const base = Date.UTC(2001, 0, 1)
    const older = await makePost(`Handling ${tag.toUpperCase()} at work`, new Date(base))
    const newer = await makePost(`Notes on ${tag} and sleep`, new Date(base + 1000))
    await makePost(`Unrelated ${tag.slice(0, -1)}`, new Date(base + 2000))
    const percent = await makePost(`100% ${tag} sure`, new Date(base + 3000))

    const viewer = { id: (await createAdmin(db)).id, role: 'Admin' as const }
    const found = await listAdminPosts({ viewer, search: tag.toLowerCase() })
    expect(found.data.map((row) => row._id)).toEqual([percent.id, newer.id, older.id])
    expect(found).toMatchObject({ total: 3, page: 1, pageCount: 1, search: tag.toLowerCase() })
    expect((await listAdminPosts({ viewer, search: `% ${tag}` })).data.map((row) => row._id)).toEqual([percent.id])
    expect((await listAdminPosts({ viewer, search: `${tag}_` })).total).toBe(0)

    // The API: same search, trimmed; rows carry Title, Date, Views and no content.
    const token = await tokenFor('Manager')
    request.authorization = `Bearer ${token}`
    const response = await getPostsRoute(
      new NextRequest(new URL(`/api/v1/admin/get-blog-posts?search=%20%20${tag.toUpperCase()}%20`, 'http://localhost'), { headers: { authorization: `Bearer ${token}` } }),
      params(),
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ search: tag.toUpperCase(), total: 3, page: 1, pageCount: 1, pageSize: ADMIN_BLOG_PAGE_SIZE })
    expect(body.data[0]).toEqual({ _id: percent.id, title: percent.title, createdAt: percent.createdAt.toISOString(), views: 0, commentCount: 0, blogImage: null })
  })

  it('reads each row with its picture and comment count as Prisma reads ADMIN_POST_ROW_SELECT, ties broken by the id', async () => {
    const tag = `rw${Date.now().toString(36)}`
    const at = new Date(Date.UTC(2003, 0, 1))
    const picture = await db.storedFile.create({ data: { storageKey: `test-${tag}.jpg`, url: `/uploads/${tag}.jpg`, contentType: 'image/jpeg', byteSize: 10, visibility: 'Public' } })
    const pictured = await db.blogPost.create({ data: { title: `${tag} pictured`, content: 'Body', createdAt: at, views: 7, imageFileId: picture.id } })
    // The same instant: the order falls to the id, as in the index.
    const plain = await makePost(`${tag} plain`, at)
    const third = await makePost(`${tag} third`, at)
    for (const text of ['One', 'Two', 'Three']) await db.comment.create({ data: { postId: pictured.id, authorName: 'Reader', text } })
    await db.comment.create({ data: { postId: third.id, authorName: 'Reader', text: 'Only' } })

    const viewer = { id: (await createAdmin(db)).id, role: 'Admin' as const }
    const read = await listAdminPosts({ viewer, search: tag })
    const expected = await db.blogPost.findMany({
      where: { id: { in: [pictured.id, plain.id, third.id] } },
      select: ADMIN_POST_ROW_SELECT,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    })
    expect(read.data).toEqual(expected.map(toAdminPostRow))
    expect(read.data.find((row) => row._id === pictured.id)).toMatchObject({ views: 7, commentCount: 3, blogImage: { url: `/uploads/${tag}.jpg` } })
    expect(read.data.find((row) => row._id === third.id)).toMatchObject({ commentCount: 1, blogImage: null })
    expect(read.total).toBe(3)
    // No search: every post counts, and the newest come first.
    const all = await listAdminPosts({ viewer })
    expect(all.total).toBe(await db.blogPost.count())
    const newest = await db.blogPost.findMany({ select: ADMIN_POST_ROW_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: ADMIN_BLOG_PAGE_SIZE })
    expect(all.data).toEqual(newest.map(toAdminPostRow))
  })

  it('pages by 10 and clamps a page past the end to the last page', async () => {
    const tag = `pg${Date.now().toString(36)}`
    const base = Date.UTC(2002, 0, 1)
    const made = []
    for (let index = 0; index < 12; index++) made.push(await makePost(`${tag} post ${index}`, new Date(base + index * 1000)))
    const viewer = { id: (await createAdmin(db)).id, role: 'Manager' as const }
    const first = await listAdminPosts({ viewer, search: tag, page: 1 })
    expect(first).toMatchObject({ total: 12, pageCount: 2, page: 1 })
    expect(first.data).toHaveLength(10)
    expect(first.data[0]?._id).toBe(made[11]!.id)
    const last = await listAdminPosts({ viewer, search: tag, page: 99 })
    expect(last.page).toBe(2)
    expect(last.data.map((row) => row._id)).toEqual([made[1]!.id, made[0]!.id])
  })
})
