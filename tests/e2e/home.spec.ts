import { expect, test } from '@playwright/test'
import { createTherapist } from './db'
import { login, signInAsStaff, waitForHeader } from './support'

test.describe('home page', () => {
  test('shows ten real therapists with their availability and opens one', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Top Therapist to book' })
    const cards = section.getByRole('listitem')
    await expect(cards).toHaveCount(10)
    for (const card of await cards.all()) await expect(card).toContainText(/^.+(Available|Unavailable)$/s)
    // The demo therapist has booked sessions and is among the top ten.
    const card = section.getByRole('link', { name: /Dr\. Adaeze Okafor/ })
    await expect(card).toHaveAttribute('href', /^\/therapist\/[0-9a-f-]{36}$/)
    await card.click()
    await expect(page).toHaveURL(/\/one-therapist\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Adaeze Okafor')
  })

  test('/therapist/{id} redirects permanently to /one-therapist/{id}', async ({ request }) => {
    const response = await request.get('/therapist/0a7acb10-cbac-4ba4-a4ba-b64b7aad9ea1', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toBe('/one-therapist/0a7acb10-cbac-4ba4-a4ba-b64b7aad9ea1')
  })

  test('Recent Blog Posts open the newest posts', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Recent Blog Posts' })
    const first = section.getByRole('listitem').first()
    const title = (await first.getByRole('heading').textContent())?.trim() ?? ''
    expect(title.length).toBeGreaterThan(0)
    await first.getByRole('link', { name: /Read More\.\.\./ }).click()
    await expect(page).toHaveURL(/\/blog-post-detail\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  test('a visitor is invited to book, a therapist to the dashboard', async ({ page }) => {
    await page.goto('/')
    await waitForHeader(page)
    await expect(page.getByRole('link', { name: 'Book appointment' })).toHaveAttribute('href', '/therapists')
    await login(page.request, (await createTherapist({ fullName: 'Home Therapist', verified: true })).email, undefined, 'therapist')
    await page.goto('/')
    await waitForHeader(page)
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/therapist-dashboard')
    await expect(page.getByRole('link', { name: 'Book appointment' })).toHaveCount(0)
  })

  test('the cached home page carries nobody’s account in its HTML', async ({ page, request }) => {
    const admin = await signInAsStaff(page.request, 'Admin')
    const signedIn = await (await page.request.get('/')).text()
    const visitor = await (await request.get('/')).text()
    expect(signedIn).not.toContain('ADMIN DASHBOARD')
    expect(signedIn).not.toContain(admin.email)
    expect(signedIn).toContain('Top Therapist to book')
    expect(visitor).toContain('Top Therapist to book')
  })
})

test.describe('search engines', () => {
  test('sitemap.xml lists the public pages, listed therapists and posts', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of ['/about-page', '/contact', '/find-a-therapist', '/therapists', '/our-blog', '/get-help-now']) expect(sitemap).toContain(`${path}</loc>`)
    expect(sitemap).toMatch(/\/one-therapist\/[0-9a-f-]{36}<\/loc>/)
    expect(sitemap).toMatch(/\/blog-post-detail\/[0-9a-f-]{36}<\/loc>/)
  })

  test('robots.txt keeps private areas out and names the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    for (const path of ['/admin', '/therapist-dashboard', '/patient-profile', '/api/']) expect(robots).toContain(`Disallow: ${path}`)
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
  })

  test('the home page has a title, description, canonical link and Open Graph data', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(/Alafia/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /therapists/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-default\.png/)
  })
})

// A phone on slow data paints the page in the size-adjusted fallback fonts and swaps the web fonts in
// when they arrive: the swap must move nothing (Lighthouse's layout shift) and nothing may be wider
// than the screen (350 px, the narrowest the spec serves). The fonts are held back here until the
// first paint is on screen.
test.describe('the home page on a phone when its fonts arrive late', () => {
  for (const width of [350, 360, 412]) {
    test(`nothing moves when the fonts swap in, and nothing is wider than ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      const page = await context.newPage()
      let releaseFonts = () => {}
      const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve))
      let fontsAsked = 0
      await page.route('**/*.woff2', async (route) => {
        fontsAsked += 1
        await fontsHeld
        await route.continue()
      })
      const nextFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

      await page.goto('/', { waitUntil: 'domcontentloaded' })
      await expect(page.getByRole('heading', { level: 1, name: 'Healing starts with a conversation' })).toBeVisible()
      await nextFrames()
      // Painted in the fallback faces (local fonts, loaded at once); the web fonts are still on their way.
      const webFontsLoaded = () => page.evaluate(() => [...document.fonts].filter((font) => font.status === 'loaded' && !font.family.includes('Fallback')).length)
      expect(await webFontsLoaded()).toBe(0)
      releaseFonts()
      await page.evaluate(() => document.fonts.ready)
      await nextFrames()

      expect(fontsAsked).toBeGreaterThan(0)
      expect(await webFontsLoaded()).toBeGreaterThan(0)
      const layoutShift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                if (!entry.hadRecentInput) total += entry.value
              }
            }).observe({ type: 'layout-shift', buffered: true })
            setTimeout(() => resolve(total), 200)
          }),
      )
      expect(layoutShift).toBe(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await context.close()
    })
  }
})
