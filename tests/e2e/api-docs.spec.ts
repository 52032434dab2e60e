import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './axe'
import { waitForHeader } from './support'

// A developer finds the API reference from the footer, reads an operation and downloads the document.
// Everything the page loads comes from this server: the viewer is bundled from npm, never a CDN.
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const

/** Every request the page makes, to prove none leaves this server. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

for (const viewport of VIEWPORTS) {
  test.describe(`API reference (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a developer opens the reference from the footer and reads how to sign in', async ({ page, baseURL }) => {
      const requests = recordRequests(page)
      await page.goto('/')
      await waitForHeader(page)
      await page.getByRole('contentinfo').getByRole('link', { name: 'API for developers' }).click()

      await expect(page).toHaveURL(/\/api-docs$/)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Alafia API reference' })).toBeVisible()
      await expect(page).toHaveTitle(/API reference/)
      await expect(main.getByRole('link', { name: 'download openapi.json' })).toHaveAttribute('href', '/api/v1/openapi.json')

      // The viewer renders the served document: its title, version and every area of the API.
      const reference = main.locator('.api-reference')
      await expect(reference.getByRole('heading', { name: /Alafia API/ })).toBeVisible({ timeout: 30_000 })
      for (const tag of ['Patient account', 'Booking and payment', 'Platform']) {
        await expect(reference.locator('.opblock-tag', { hasText: tag }).first()).toBeVisible()
      }

      // The sign-in operation: its body and the answers it gives, with the shared error body.
      await reference.locator('.opblock-tag', { hasText: 'Patient account' }).first().click()
      const login = reference.locator('.opblock', { hasText: '/api/v1/patient/login' }).first()
      await login.locator('.opblock-summary').click()
      await expect(login).toContainText('thePassword')
      // Every error answer shows the one error body: a message, and the fields that failed.
      const refused = login.locator('.responses-table .response').filter({ has: page.locator('.response-col_status', { hasText: /^401$/ }) })
      await expect(refused).toContainText('"message"')
      await expect(refused).toContainText('"errors"')

      await expectNoSeriousA11yIssues(page)
      const origin = new URL(baseURL!).origin
      expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([])
    })
  })
}

test('search engines and tools find the reference and the document', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(await sitemap.text()).toContain('/api-docs</loc>')
  const document = (await (await request.get('/api/v1/openapi.json')).json()) as { openapi: string; paths: Record<string, unknown> }
  expect(document.openapi).toBe('3.1.0')
  expect(Object.keys(document.paths)).toContain('/api/v1/patient/hold-appointment')
})
