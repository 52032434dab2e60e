import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'
import { deterministicUuid } from '../fixtures/factories'

/*
 * The therapist directory and profiles, as a visitor uses them. Pages are cached from the seeded demo
 * data (prisma/seed/therapists.ts: 34 verified therapists, 6 awaiting verification), so assertions on
 * cached pages use seeded therapists; therapists made here are checked on pages and API answers that
 * no earlier request could have cached (a fresh name search, a fresh profile id).
 */

// Seeded, verified, with Grief Counseling: Ebiere Ekiyor, Chukwuemeka Eze, Osasere Omoregie, Adanna
// Nwachukwu, Halima Sani, Etim Okon. Ese Okotie has it too but awaits verification.
const GRIEF = ['Ebiere Ekiyor', 'Chukwuemeka Eze', 'Osasere Omoregie', 'Adanna Nwachukwu', 'Halima Sani', 'Etim Okon']
const SEEDED_VERIFIED = 34
const UNVERIFIED_ID = deterministicUuid('user:timipre.oweibo@alafia.test')
/** Dr. Adaeze Okafor, the demo therapist (seed ids are derived from the email). */
const ADAEZE_ID = deterministicUuid('user:therapist@alafia.test')

/**
 * A verified therapist written straight to the e2e database (Playwright's loader cannot import the
 * generated Prisma client the factories use), with a photo whose file does not exist.
 */
async function insertTherapistWithBrokenPhoto(fullName: string, availableDate: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const [fileId, userId] = [randomUUID(), randomUUID()]
    const photoUrl = `/images/missing-${fileId}.jpg`
    await client.query(
      `INSERT INTO "StoredFile" (id, "storageKey", url, "contentType", "byteSize", visibility) VALUES ($1, $2, $3, 'image/jpeg', 10, 'Public')`,
      [fileId, `e2e/${fileId}.jpg`, photoUrl],
    )
    await client.query(
      `INSERT INTO "User" (id, email, "passwordHash", "fullName", role, gender, "updatedAt") VALUES ($1, $2, 'not-a-hash', $3, 'Therapist', 'Male', now())`,
      [userId, `therapist-${userId}@example.test`, fullName],
    )
    await client.query(
      `INSERT INTO "TherapistProfile" ("userId", bio, "feeKobo", specialties, "yearsOfExperience", "photoFileId", "isVerified", "verifiedAt", "updatedAt")
       VALUES ($1, 'Career counsellor.', 1250000, ARRAY['Career Counseling'], 4, $2, true, now(), now())`,
      [userId, fileId],
    )
    await client.query(`INSERT INTO "Availability" (id, "therapistId", date, hours, "updatedAt") VALUES ($1, $2, $3, ARRAY[9, 10], now())`, [
      randomUUID(),
      userId,
      availableDate,
    ])
    return { id: userId, photoUrl }
  } finally {
    await client.end()
  }
}

const cards = (page: Page) => page.getByTestId('therapist-card').filter({ visible: true })
const cardNames = (page: Page) => cards(page).getByRole('heading').allInnerTexts()

test('a visitor filters the directory by a specialty from the sidebar', async ({ page }) => {
  await page.goto('/therapists')
  await expect(cards(page)).toHaveCount(12)
  const sidebar = page.getByRole('complementary')
  await expect(sidebar.getByRole('link', { name: 'All Specialties' })).toHaveAttribute('aria-current', 'page')

  await sidebar.getByRole('link', { name: 'Grief Counseling' }).click()
  await expect(page).toHaveURL(/\/therapists\?specialty=Grief(%20|\+)Counseling$/)
  await expect(cards(page)).toHaveCount(GRIEF.length)
  expect((await cardNames(page)).sort()).toEqual([...GRIEF].sort())
  for (const card of await cards(page).all()) await expect(card).toContainText('Grief Counseling')
  await expect(page.getByText('Ese Okotie')).toHaveCount(0)
  await expect(sidebar.getByRole('link', { name: 'Grief Counseling' })).toHaveAttribute('aria-current', 'page')
  await expect(sidebar.getByRole('link', { name: 'All Specialties' })).not.toHaveAttribute('aria-current', /.*/)
  await expect(page).toHaveTitle('Grief Counseling therapists in Nigeria · Alafia')

  // The sidebar's search box narrows the list of specialties.
  await sidebar.getByLabel('Search specialties').fill('eat')
  await expect(sidebar.getByRole('navigation', { name: 'Specialties' }).getByRole('listitem')).toHaveText(['All Specialties', 'Eating Disorder'])
})

test('a visitor searches by name, keeping the specialty', async ({ page }) => {
  await page.goto('/therapists?specialty=Grief%20Counseling')
  const search = page.getByRole('searchbox', { name: 'Search therapists by name' })
  await search.fill('  OKON ')
  await search.press('Enter')
  await expect(page).toHaveURL(/specialty=Grief(\+|%20)Counseling&q=(\+|%20)*OKON/)
  await expect(cards(page)).toHaveCount(1)
  expect(await cardNames(page)).toEqual(['Etim Okon'])
  await expect(search).toHaveValue('okon')

  // The same name outside the specialty finds nobody: the empty text says the name matched no one.
  await page.goto('/therapists?specialty=Eating%20Disorder&q=okon')
  await expect(page.getByText('No therapist matches the name “okon” in Eating Disorder.')).toBeVisible()
  await expect(page.getByText('No therapists found for the chosen specialty.')).toHaveCount(0)
  await expect(cards(page)).toHaveCount(0)

  await page.goto('/therapists?specialty=Grief%20Counseling&q=okon')
  await page.getByRole('link', { name: 'Clear search' }).click()
  await expect(page).toHaveURL(/\/therapists\?specialty=Grief%20Counseling$/)
  await expect(cards(page)).toHaveCount(GRIEF.length)
})

test('Load More Therapists adds up to six at a time until all are shown', async ({ page }) => {
  await page.goto('/therapists')
  await expect(cards(page)).toHaveCount(12)
  const loadMore = page.getByRole('button', { name: 'Load More Therapists' })
  await expect(page.locator('[data-testid="load-more"][data-hydrated]')).toHaveCount(1)

  let shown = 12
  for (let click = 0; click < 20 && (await loadMore.count()) > 0; click++) {
    await loadMore.click()
    await expect.poll(async () => (await cards(page).count()) - shown).toBeGreaterThan(0)
    await expect(page.getByRole('button', { name: 'Loading…' })).toHaveCount(0)
    const now = await cards(page).count()
    expect(now - shown).toBeLessThanOrEqual(6)
    shown = now
  }
  await expect(loadMore).toHaveCount(0)
  expect(shown).toBeGreaterThanOrEqual(SEEDED_VERIFIED)
  const hrefs = await cards(page).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(new Set(hrefs).size).toBe(hrefs.length)
})

test('a visitor opens a therapist and reads their public page', async ({ page }) => {
  await page.goto('/therapists?q=adaeze')
  // The card shows the photo's 240 px rendition; the therapist's page, the photo itself.
  const cardPhoto = cards(page).first().locator('img')
  await expect(cardPhoto).toHaveAttribute('src', '/images/demo/therapists/small/01.jpg')
  await expect.poll(() => cardPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240)
  await page.getByRole('link', { name: 'Dr. Adaeze Okafor' }).click()
  await expect(page).toHaveURL(new RegExp(`/one-therapist/${ADAEZE_ID}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Dr. Adaeze Okafor' })).toBeVisible()
  const pagePhoto = page.getByRole('img', { name: 'Photo of Dr. Adaeze Okafor' })
  await expect(pagePhoto).toHaveAttribute('src', '/images/demo/therapists/01.jpg')
  await expect.poll(() => pagePhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400)
  await expect(page).toHaveTitle('Dr. Adaeze Okafor · Alafia')
  // The profile card's facts (the booking widget below has a list of its own).
  const facts = page.getByRole('region', { name: 'Dr. Adaeze Okafor' }).locator('dl').filter({ visible: true })
  await expect(facts).toContainText('Female')
  await expect(facts).toContainText('14 years')
  await expect(facts).toContainText('₦45,000 per hour')
  await expect(facts.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible()
  for (const specialty of ['Clinical Counseling', 'Mental Health Counselor', 'Crisis Counseling']) {
    await expect(page.getByRole('link', { name: specialty, exact: true })).toBeVisible()
  }
  await expect(page.getByText(/Clinical psychologist trained at the University of Nigeria/)).toBeVisible()
  await expect(page.locator('section#booking').getByRole('heading', { name: 'Book an appointment' })).toBeVisible()
  // Private details never reach the public page.
  await expect(page.locator('body')).not.toContainText('therapist@alafia.test')
  await expect(page.locator('body')).not.toContainText('Allen Avenue')

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({ '@type': 'Person', name: 'Dr. Adaeze Okafor', knowsAbout: expect.arrayContaining(['Clinical Counseling']) })
  expect(jsonLd.makesOffer.priceSpecification).toMatchObject({ price: 45_000, priceCurrency: 'NGN', unitCode: 'HUR' })

  await page.getByRole('link', { name: 'Back to therapists' }).click()
  await expect(page).toHaveURL(/\/therapists$/)
  await expect(cards(page)).toHaveCount(12)
})

test("a shared filtered link's HTML already holds the filtered therapists", async ({ page }) => {
  const response = await page.request.get('/therapists?specialty=Grief%20Counseling&q=okon')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('Etim Okon')
  expect(html).not.toContain('Ebiere Ekiyor')
  expect(html).toContain('<link rel="canonical" href="http://127.0.0.1')
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/therapists\?specialty=Grief%20Counseling"/)

  const all = await (await page.request.get('/therapists')).text()
  expect(all.match(/data-testid="therapist-card"/g)).toHaveLength(12)
  expect(all).toMatch(/<link rel="canonical" href="[^"]*\/therapists"/)
  // An unknown specialty is ignored: the whole directory.
  const unknown = await page.request.get('/therapists?specialty=Astrology')
  expect(unknown.status()).toBe(200)
  expect((await unknown.text()).match(/data-testid="therapist-card"/g)).toHaveLength(12)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the filters open as a full-screen panel and close with Escape', async ({ page }) => {
    await page.goto('/therapists')
    await expect(page.getByRole('complementary')).toBeHidden()
    const toggle = page.locator('[data-testid="filters-toggle"][data-hydrated]')
    await toggle.click()
    const panel = page.getByRole('dialog', { name: 'Filters' })
    await expect(panel).toBeVisible()
    const box = await panel.boundingBox()
    expect(box?.width).toBe(390)
    expect(box?.height).toBe(844)

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    await panel.getByLabel('Search specialties').fill('grief')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    await toggle.click()
    await panel.getByRole('link', { name: 'Grief Counseling' }).click()
    await expect(page).toHaveURL(/specialty=Grief(%20|\+)Counseling/)
    await expect(cards(page)).toHaveCount(GRIEF.length)
  })
})

test('an unknown, malformed or unverified therapist id shows the not-found page with 404', async ({ page }) => {
  for (const id of [randomUUID(), 'not-a-therapist', UNVERIFIED_ID]) {
    const response = await page.goto(`/one-therapist/${id}`)
    expect(response?.status(), id).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  }
  // The spec's home-card path sends visitors to the same page.
  const redirected = await page.goto(`/therapist/${UNVERIFIED_ID}`)
  expect(redirected?.status()).toBe(404)
  expect(page.url()).toContain(`/one-therapist/${UNVERIFIED_ID}`)
})

test('a new therapist without a working photo shows the default image, on the page and over the API', async ({ page }) => {
  const word = `Zq${randomUUID().slice(0, 8)}`
  const tomorrow = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString().slice(0, 10)
  const therapist = await insertTherapistWithBrokenPhoto(`Kelechi ${word}`, tomorrow)

  // A name search nobody made before: rendered now, from the database.
  await page.goto(`/therapists?q=${word}`)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).locator('img')).toHaveAttribute('src', '/images/default-profile.svg')
  await expect(cards(page)).toContainText('₦12,500 per hour')

  await cards(page).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: `Kelechi ${word}` })).toBeVisible()
  await expect(page.getByRole('img', { name: `Photo of Kelechi ${word}` })).toHaveAttribute('src', '/images/default-profile.svg')

  const list = await (await page.request.get(`/api/v1/user/all-app-therapist?q=${word}`)).json()
  expect(list).toMatchObject({ data: [{ _id: therapist.id, fee: 12_500, profilePhoto: { url: therapist.photoUrl } }], hasMore: false, nextOffset: null })
  const detail = await page.request.get(`/api/v1/user/user-therapist/${therapist.id}`)
  expect((await detail.json()).data).toMatchObject({ _id: therapist.id, fullName: `Kelechi ${word}`, specialtyOne: 'Career Counseling' })
  const availability = await page.request.get(`/api/v1/user/user-view-availability/${therapist.id}`)
  expect(availability.headers()['cache-control']).toBe('no-store')
  expect((await availability.json()).data).toEqual([{ _id: expect.any(String), availableDate: tomorrow, availableSlots: ['09:00 AM', '10:00 AM'], isBooked: false }])
  expect((await page.request.get(`/api/v1/user/user-therapist/${UNVERIFIED_ID}`)).status()).toBe(404)
})

for (const path of ['/therapists', '/therapists?specialty=Grief%20Counseling&q=okon']) {
  test(`accessibility of ${path}`, async ({ page }) => {
    await page.goto(path)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('accessibility of a therapist page', async ({ page }) => {
  await page.goto(`/one-therapist/${ADAEZE_ID}`)
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
