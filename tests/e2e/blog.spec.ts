import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { BLOG_POSTS } from '../../prisma/seed/blog'
import { deterministicUuid } from '../fixtures/factories'
import { registerPatient, signInAsStaff } from './support'
import { expectNoSeriousA11yIssues } from './axe'

// The e2e database is the demo seed (prisma/seed/blog.ts): 12 posts, newest first by daysAgo.
const seeded = [...BLOG_POSTS].sort((a, b) => a.daysAgo - b.daysAgo)
const postId = (slug: string) => deterministicUuid(`blog-post:${slug}`)
const postPath = (slug: string) => `/blog-post-detail/${postId(slug)}`

const SHORT_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/
const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/


test('a visitor pages through the blog and reads a post', async ({ page, request }) => {
  // The demo seed's 12 posts (plus any another test added), newest first, as the API lists them.
  const listed = (await (await request.get('/api/v1/user/all-blogPost?limit=24')).json()) as {
    data: { _id: string; title: string; content: string; commentCount: number }[]
  }
  const all = listed.data
  expect(all.length).toBeGreaterThanOrEqual(seeded.length)
  expect(all.map((post) => post.title)).toEqual(expect.arrayContaining(seeded.map((post) => post.title)))

  await page.goto('/our-blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible()
  await expect(page.getByText('Discover the latest articles and insights.')).toBeVisible()

  const cards = page.getByTestId('post-grid').getByRole('article')
  await expect(cards).toHaveCount(6)
  const newest = all[0]!
  const first = cards.first()
  await expect(first.getByRole('heading', { name: newest.title })).toBeVisible()
  await expect(first.getByText(newest.content.length > 100 ? `${newest.content.slice(0, 100)}...` : newest.content)).toBeVisible()
  await expect(first.locator('time')).toHaveText(SHORT_DATE)
  await expect(first.getByTestId('comment-count')).toHaveText(`${newest.commentCount} ${newest.commentCount === 1 ? 'comment' : 'comments'}`)
  await expectNoSeriousA11yIssues(page)

  // Each Load More Articles adds up to 6; the button goes away once every post is shown.
  const loadMore = page.getByRole('button', { name: 'Load More Articles' })
  for (let shown = 6; shown < all.length; shown += 6) {
    await loadMore.click()
    await expect(cards).toHaveCount(Math.min(shown + 6, all.length))
  }
  await expect(loadMore).toHaveCount(0)
  expect(await cards.getByRole('heading').allTextContents()).toEqual(all.map((post) => post.title))

  // Open a post from the second batch of the demo posts.
  const post = BLOG_POSTS.find((p) => p.slug === 'faith-and-therapy')!
  const viewCounted = page.waitForResponse((r) => r.url().includes(`/api/v1/user/blog-post-view/${postId(post.slug)}`) && r.request().method() === 'POST')
  await page.getByRole('link', { name: post.title }).click()
  await expect(page).toHaveURL(postPath(post.slug))
  expect((await viewCounted).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await expect(page.getByRole('article').locator('header time')).toHaveText(LONG_DATE)
  for (const paragraph of post.paragraphs) await expect(page.getByText(paragraph, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: `Comments (${post.comments.length})` })).toBeVisible()
  await expect(page.getByText('by Chioma Eze')).toBeVisible()

  // A visitor is asked to log in, with the way back to this post.
  await expect(page.getByText('You need to be logged in to comment')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
    'href',
    `/user-login?redirect=${encodeURIComponent(postPath(post.slug))}`,
  )
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0)
  await expectNoSeriousA11yIssues(page)

  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL(/\/our-blog$/)
})

test('a post without comments says so, and an unknown post is a 404', async ({ page }) => {
  const quiet = BLOG_POSTS.find((post) => post.comments.length === 0)!
  await page.goto(postPath(quiet.slug))
  await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible()
  await expect(page.getByText('No comments yet. Be the first to share your thoughts!')).toBeVisible()

  for (const path of ['/blog-post-detail/6f1d7c1e-2a4b-4c1d-9e8f-0a1b2c3d4e5f', '/blog-post-detail/not-a-post']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  }
})

test('a patient logs in from a post, comments, and deletes the comment', async ({ page, browser, request }) => {
  const post = BLOG_POSTS.find((p) => p.slug === 'japa-and-the-ones-left-behind')!
  const path = postPath(post.slug)
  const writer = await registerPatient(request, { fullName: 'Kelechi Obi' })
  const text = `Thank you for this, it helped my family. ${Date.now()}`

  // Logging in from the prompt comes back to the post.
  await page.goto(path)
  await page.getByRole('link', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(`/user-login?redirect=${encodeURIComponent(path)}`)
  await page.getByLabel('Email').fill(writer.email)
  await page.getByLabel('Password').fill(writer.password)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(path)

  // Whitespace is refused before anything is sent.
  const box = page.getByLabel('Your comment')
  await box.fill('   \n  ')
  await page.getByRole('button', { name: 'Post Comment' }).click()
  await expect(page.getByText('Please write a comment before posting.')).toBeVisible()

  // Hold the request a moment so the Posting... state can be seen.
  await page.route('**/api/v1/user/create-comment/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
  await box.fill(text)
  await expect(page.getByText(`${text.length}/1,000 characters`)).toBeVisible()
  await page.getByRole('button', { name: 'Post Comment' }).click()
  await expect(page.getByRole('button', { name: 'Posting...' })).toBeDisabled()
  await expect(page.getByText('Comment added successfully')).toBeVisible()
  const mine = page.getByTestId('comment-list').getByRole('listitem').filter({ hasText: text })
  await expect(mine).toBeVisible()
  await expect(mine.getByText('by Kelechi Obi')).toBeVisible()
  await expect(page.getByRole('heading', { name: `Comments (${post.comments.length + 1})` })).toBeVisible()
  await expect(box).toHaveValue('')
  // Only their own comment has a delete button.
  await expect(page.getByRole('button', { name: 'Delete comment' })).toHaveCount(1)

  // The cached page itself changed: a visitor's first HTML has the comment.
  expect(await pageHtml(request, path)).toContain(text)

  // Another patient sees the comment but cannot delete it.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  const reader = await registerPatient(otherPage.request, { fullName: 'Musa Bello' })
  expect(reader.token).toBeTruthy()
  await otherPage.goto(path)
  await expect(otherPage.getByText(text)).toBeVisible()
  await expect(otherPage.getByLabel('Your comment')).toBeVisible()
  await expect(otherPage.getByRole('button', { name: 'Delete comment' })).toHaveCount(0)
  await other.close()

  // Delete through the dialog: Cancel keeps it, Delete removes it.
  await mine.getByRole('button', { name: 'Delete comment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete Comment' })
  await expect(dialog.getByText('Are you sure you want to delete this comment? This action cannot be undone.')).toBeVisible()
  await expectNoSeriousA11yIssues(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(mine).toBeVisible()

  await mine.getByRole('button', { name: 'Delete comment' }).click()
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('Comment deleted successfully')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByText(text)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: `Comments (${post.comments.length})` })).toBeVisible()
  expect(await pageHtml(request, path)).not.toContain(text)
})

test('the blog API keeps its rules', async ({ playwright, request, baseURL }) => {
  // Paging: 6, then the last 6 with no more.
  const first = await (await request.get('/api/v1/user/all-blogPost?offset=0&limit=6')).json()
  expect(first.data).toHaveLength(6)
  expect(first).toMatchObject({ hasMore: true, nextOffset: 6 })
  expect(Object.keys(first.data[0]).sort()).toEqual(['_id', 'blogImage', 'commentCount', 'content', 'createdAt', 'title', 'views'])
  const second = await (await request.get('/api/v1/user/all-blogPost?offset=6&limit=6')).json()
  expect(second).toMatchObject({ hasMore: false, nextOffset: null })
  expect(new Set([...first.data, ...second.data].map((p: { _id: string }) => p._id)).size).toBe(12)
  expect((await request.get('/api/v1/user/all-blogPost?limit=500')).status()).toBe(400)

  const slug = 'faith-and-therapy'
  const detail = await request.get(`/api/v1/user/blogPost-detail/${postId(slug)}`)
  expect(detail.status()).toBe(200)
  const { data: post } = await detail.json()
  expect(post.comments[0]).toMatchObject({ commenter: expect.any(String), commenterId: expect.any(String), userId: { fullName: expect.any(String) } })
  expect((await request.get('/api/v1/user/blogPost-detail/not-a-post')).status()).toBe(404)

  const visitor = await playwright.request.newContext({ baseURL })
  const createUrl = `/api/v1/user/create-comment/${postId(slug)}`
  expect((await visitor.post(createUrl, { data: { comment: 'Hello' } })).status()).toBe(401)

  const author = await registerPatient(request, { fullName: 'Ngozi Okafor' })
  const asAuthor = { authorization: `Bearer ${author.token}` }
  const created = await request.post(createUrl, { headers: asAuthor, data: { comment: 'Real words', commenter: 'Mallory', commenterId: postId('nobody') } })
  expect(created.status()).toBe(201)
  const { message, data: comment } = await created.json()
  expect(message).toBe('Comment added successfully')
  expect(comment).toMatchObject({ comment: 'Real words', commenter: 'Ngozi Okafor', userId: { fullName: 'Ngozi Okafor' } })
  expect(comment.commenterId).not.toBe(postId('nobody'))

  expect((await request.post(createUrl, { headers: asAuthor, data: { comment: '  \n ' } })).status()).toBe(400)
  expect((await request.post(createUrl, { headers: asAuthor, data: { comment: 'a'.repeat(1001) } })).status()).toBe(400)
  expect((await request.post(`/api/v1/user/create-comment/${postId('missing')}`, { headers: asAuthor, data: { comment: 'Hi' } })).status()).toBe(404)
  const crossSite = await request.post(createUrl, { headers: { ...asAuthor, origin: 'https://evil.example' }, data: { comment: 'Hi' } })
  expect(crossSite.status()).toBe(403)

  const deleteUrl = `/api/v1/user/delete-comment/${comment._id}`
  expect((await visitor.delete(deleteUrl)).status()).toBe(401)
  const stranger = await registerPatient(visitor, { fullName: 'Someone Else' })
  expect((await visitor.delete(deleteUrl, { headers: { authorization: `Bearer ${stranger.token}` } })).status()).toBe(403)
  const deleted = await request.delete(deleteUrl, { headers: asAuthor })
  expect(deleted.status()).toBe(200)
  expect((await deleted.json()).message).toBe('Comment deleted successfully')
  expect((await request.delete(deleteUrl, { headers: asAuthor })).status()).toBe(404)
  await visitor.dispose()

  // A view counts once per visitor per day.
  const viewUrl = `/api/v1/user/blog-post-view/${postId(slug)}`
  const viewer = { 'user-agent': `E2E viewer ${Date.now()}` }
  expect((await (await request.post(viewUrl, { headers: viewer })).json()).data).toEqual({ counted: true })
  expect((await (await request.post(viewUrl, { headers: viewer })).json()).data).toEqual({ counted: false })
})

async function pageHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  return response.text()
}

/** From the blog list to a post, the way a reader gets there (Load More until its card shows). */
async function openPostFromBlog(page: Page, title: string) {
  await page.goto('/our-blog')
  const card = page.getByTestId('post-grid').getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
  const cards = page.getByTestId('post-grid').getByRole('article')
  const more = page.getByRole('button', { name: 'Load More Articles' })
  while (!(await card.isVisible())) {
    const shown = await cards.count()
    await more.click()
    await expect(cards).not.toHaveCount(shown)
  }
  await card.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
}

/** The n of "Comments (n)". */
async function commentCount(page: Page): Promise<number> {
  const heading = await page.getByRole('heading', { name: /^Comments \(\d+\)$/ }).textContent()
  return Number(/\((\d+)\)/.exec(heading ?? '')?.[1])
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
  test(`a deleted comment leaves the list and the count at once, for its author and for an admin (${viewport.width} px)`, async ({ browser }) => {
    const post = BLOG_POSTS.find((p) => p.slug === 'faith-and-therapy')!
    const writerContext = await browser.newContext({ viewport })
    const page = await writerContext.newPage()
    await registerPatient(page.request, { fullName: 'Ifeoma Eze' })
    await openPostFromBlog(page, post.title)

    const before = await commentCount(page)
    const texts = [`Mine to take back ${Date.now()}`, `For the moderator ${Date.now()}`]
    for (const text of texts) {
      await page.getByLabel('Your comment').fill(text)
      await page.getByRole('button', { name: 'Post Comment' }).click()
      await expect(page.getByTestId('comment-list').getByText(text)).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: `Comments (${before + 2})` })).toBeVisible()

    // A fresh load of the page (the cached copy), then delete: gone from the list and the count at once.
    await page.reload()
    const mine = page.getByTestId('comment-list').getByRole('listitem').filter({ hasText: texts[0] })
    await mine.getByRole('button', { name: 'Delete comment' }).click()
    await page.getByRole('dialog', { name: 'Delete Comment' }).getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByText('Comment deleted successfully')).toBeVisible()
    await expect(page.getByText(texts[0]!)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: `Comments (${before + 1})` })).toBeVisible()
    await writerContext.close()

    // An admin removes the other comment from the post page.
    const adminContext = await browser.newContext({ viewport })
    const adminPage = await adminContext.newPage()
    await signInAsStaff(adminPage.request, 'Admin')
    await openPostFromBlog(adminPage, post.title)
    const theirs = adminPage.getByTestId('comment-list').getByRole('listitem').filter({ hasText: texts[1] })
    await theirs.getByRole('button', { name: 'Delete comment' }).click()
    await adminPage.getByRole('dialog', { name: 'Delete Comment' }).getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(adminPage.getByText('Comment deleted successfully')).toBeVisible()
    await expect(adminPage.getByText(texts[1]!)).toHaveCount(0)
    await expect(adminPage.getByRole('heading', { name: `Comments (${before})` })).toBeVisible()
    await adminContext.close()
  })
}
