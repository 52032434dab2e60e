import { expect, test, type Page } from '@playwright/test'
import { BLOG_POSTS } from '../../prisma/seed/blog'
import { deterministicUuid } from '../fixtures/factories'
import { createTherapist } from './db'
import { login, registerPatient, signInAsStaff } from './support'

const THERAPIST_PAGE = `/one-therapist/${deterministicUuid('user:therapist@alafia.test')}`
const POST_PAGE = `/blog-post-detail/${deterministicUuid(`blog-post:${BLOG_POSTS[0]!.slug}`)}`

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
}

/** `site`: a page of the public shell, whose header hydrates once its scripts have run. */
async function expectNoViolations(page: Page, path: string, { site = false } = {}) {
  const response = await page.goto(path, { waitUntil: 'load' })
  expect(response?.status(), path).toBeLessThan(400)
  // The bar's menu toggle is marked once React has hydrated it, that is once the page's scripts ran.
  if (site) await expect(page.locator('header[data-account="ready"] [data-testid="nav-toggle"][data-hydrated]'), path).toHaveCount(1)
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), path).toEqual([])
}

test('pages carry a policy that allows only this site, and frame, sniffing and referrer protection', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  const policy = headers['content-security-policy'] ?? ''
  expect(policy).toContain("default-src 'self'")
  expect(policy).toContain("object-src 'none'")
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toContain("base-uri 'self'")
  // No Monnify keys in this run: the sandbox checkout needs nothing from another origin.
  expect(policy).not.toContain('monnify')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // Served over http here: HSTS would be ignored, and is only sent when APP_URL is https.
  expect(headers['strict-transport-security']).toBeUndefined()
})

test('API answers are never cached and carry the same protection', async ({ request }) => {
  const response = await request.get('/api/v1/health')
  expect(response.headers()['cache-control']).toContain('no-store')
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
  expect(response.headers()['x-frame-options']).toBe('DENY')
})

test('personal pages are never stored by a shared cache; public pages stay cacheable', async ({ page }) => {
  await registerPatient(page.context().request)
  for (const path of ['/patient-profile', '/edit-patient-profile', '/patient-change-password']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    const cacheControl = (await response?.allHeaders())?.['cache-control'] ?? ''
    expect(cacheControl, path).toContain('private')
    expect(cacheControl, path).toContain('no-store')
  }
  const publicPage = await page.request.get('/about-page')
  expect(publicPage.headers()['cache-control'] ?? '').not.toContain('private')
})

test('the public pages run without a single policy violation', async ({ page }) => {
  await recordViolations(page)
  for (const path of ['/', '/therapists', THERAPIST_PAGE, '/our-blog', POST_PAGE, '/about-page', '/contact', '/patient-login'])
    await expectNoViolations(page, path, { site: true })
})

test('the signed-in areas run without a single policy violation', async ({ page }) => {
  await recordViolations(page)
  await registerPatient(page.context().request)
  await expectNoViolations(page, '/patient-profile', { site: true })
  await page.context().clearCookies()
  await login(page.context().request, (await createTherapist({ fullName: 'Policy Therapist', verified: true })).email, undefined, 'therapist')
  for (const path of ['/therapist-dashboard', '/therapist-dashboard/availability', '/therapist-profile']) await expectNoViolations(page, path)
  await page.context().clearCookies()
  await signInAsStaff(page.context().request, 'Admin')
  for (const path of ['/admin', '/admin/all-blog-post', '/admin/outbox']) await expectNoViolations(page, path)
})
