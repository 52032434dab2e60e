import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

// No serious or critical accessibility violations on the public pages and the shell's other pages.
const PATHS = [
  '/',
  '/about-page',
  '/contact',
  '/find-a-therapist',
  '/therapists',
  '/therapists?specialty=Grief%20Counseling',
  '/our-blog',
  '/patient-login',
  '/patient-registration',
  '/therapist-login',
  '/unauthorized',
  '/token-expired',
  '/no-such-page',
]
for (const path of PATHS) {
  test(`accessibility of ${path}`, async ({ page }) => {
    await page.goto(path)
    await expectNoSeriousViolations(page)
  })
}

test('accessibility of a therapist page and a blog post', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const prefix of ['/one-therapist/', '/blog-post-detail/']) {
    const path = new URL(sitemap.match(new RegExp(`<loc>([^<]*${prefix}[^<]+)</loc>`))?.[1] ?? '').pathname
    expect(path.startsWith(prefix)).toBe(true)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousViolations(page)
  }
})
