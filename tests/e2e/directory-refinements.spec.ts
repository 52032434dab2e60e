import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { chooseTime } from './booking-widget'
import { createTherapist, lagosDate, sql } from './db'
import { login, registerPatient, waitForHeader } from './support'
import { expectNoSeriousA11yIssues } from './axe'

// Finding the right therapist: a patient narrows the directory by language, fee and "free within 7
// days", sees each card's next free hour, opens the therapist and books that very hour. Each test makes
// its own therapists (one who fits, one whose fee is too high) and publishes their hours through the
// therapist API, the way the planner does, so the stored next free hours are the booking's own.
test.use({ timezoneId: 'Africa/Lagos' })

const FEE_NAIRA = 15_000

/** "Tue 3 Dec, 10:00 AM": how the card and the page write a free hour (Lagos time). */
function freeHourText(date: string, hour: number) {
  const day = new Date(`${date}T12:00:00Z`)
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(day)
  const month = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(day)
  const clock = `${String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0')}:00 ${hour < 12 ? 'AM' : 'PM'}`
  return `${weekday} ${day.getUTCDate()} ${month}, ${clock}`
}

/** A Yoruba-speaking therapist of the test's own, with the given fee and hours published through the API. */
async function yorubaTherapist(api: APIRequestContext, feeNaira: number, date: string, hours: string[], surname = randomUUID().slice(0, 6)) {
  const therapist = await createTherapist({ fullName: `Dr. Titilayo ${surname} ${randomUUID().slice(0, 4)}`, verified: true, feeKobo: feeNaira * 100 })
  await sql(`UPDATE "TherapistProfile" SET languages = ARRAY['English', 'Yoruba']::"Language"[] WHERE "userId" = $1`, [therapist.id])
  const token = await login(api, therapist.email, undefined, 'therapist')
  const published = await api.post('/api/v1/therapist/set-availability', { data: { availableDate: date, availableSlots: hours }, headers: { authorization: `Bearer ${token}` } })
  expect(published.status()).toBe(201)
  return therapist
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) <= 900

async function openDirectory(page: Page) {
  await page.goto('/')
  await waitForHeader(page)
  if (isPhone(page)) {
    await page.getByTestId('nav-toggle').click()
    await page.getByRole('dialog').getByRole('link', { name: 'All Therapists', exact: true }).click()
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'All Therapist', exact: true }).click()
  }
  await expect(page).toHaveURL(/\/therapists$/)
}

/** The refine form: in the Filters panel on a phone, in the sidebar on a desktop. */
async function refine(page: Page, { language, maxFee, soon }: { language: string; maxFee: string; soon: boolean }) {
  let form = page.getByRole('form', { name: 'Refine the therapists' }).filter({ visible: true })
  if (isPhone(page)) {
    await page.locator('[data-testid="filters-toggle"][data-hydrated]').click()
    form = page.getByRole('dialog', { name: 'Filters' }).getByRole('form', { name: 'Refine the therapists' })
  }
  await form.getByLabel('Language').selectOption({ label: language })
  await form.getByLabel('To').fill(maxFee)
  if (soon) await form.getByLabel('Available within 7 days').check()
  await expectNoSeriousA11yIssues(page)
  await form.getByRole('button', { name: 'Apply filters' }).click()
}


for (const viewport of [
  { name: 'on a phone', width: 390, height: 844 },
  { name: 'on a desktop', width: 1366, height: 900 },
]) {
  test.describe(`the refined directory ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a patient filters by Yoruba and fee, sees the next free hour on the card, opens the therapist and books that hour', async ({ page, playwright, baseURL }) => {
      const date = lagosDate(2)
      const api = await playwright.request.newContext({ baseURL })
      const fits = await yorubaTherapist(api, FEE_NAIRA, date, ['10:00', '11:00'])
      const tooDear = await yorubaTherapist(api, 30_000, date, ['09:00'])
      await api.dispose()
      await registerPatient(page.request)

      await openDirectory(page)
      await refine(page, { language: 'Yoruba', maxFee: '20000', soon: true })
      await expect(page).toHaveURL(/\/therapists\?language=yoruba&maxFee=20000&availableWithinDays=7$/)
      await expect(page.getByRole('heading', { level: 2, name: /speaking Yoruba, up to ₦20,000 an hour, free within 7 days/ })).toBeVisible()

      const cards = page.getByTestId('therapist-card')
      await expect(cards.filter({ hasText: tooDear.fullName })).toHaveCount(0)
      const card = cards.filter({ hasText: fits.fullName })
      await expect(card).toContainText(`Next available: ${freeHourText(date, 10)}`)
      await expect(card).toContainText('Speaks English, Yoruba')
      await expect(card).toContainText('₦15,000')

      await card.getByRole('link', { name: fits.fullName }).click()
      await expect(page).toHaveURL(new RegExp(`/one-therapist/${fits.id}$`))
      await expect(page.getByRole('heading', { level: 1, name: fits.fullName })).toBeVisible()
      // The page's own line (not a card elsewhere on it) names the same hour and leads to the booking widget.
      await page.getByRole('link', { name: `Next available: ${freeHourText(date, 10)}` }).click()
      await expect(page.locator('section#booking')).toBeInViewport()

      await chooseTime(page, date, 10, 11)
      await page.locator('section#booking').getByRole('button', { name: 'Next' }).click()
      await expect(page).toHaveURL(/\/appointment-confirmation\?/)
      await page.getByRole('button', { name: 'Make Payment' }).click()
      await page.getByRole('dialog', { name: 'Sandbox checkout' }).getByRole('button', { name: 'Pay ₦15,000' }).click()
      await expect(page).toHaveURL(/\/payment-successful\?reference=/)

      // Booked: the therapist's next free hour moves on to 11:00, on the API and on the page.
      const listed = await (await page.request.get(`/api/v1/user/all-app-therapist?language=yoruba&maxFee=20000&q=${encodeURIComponent(fits.fullName)}`)).json()
      expect(listed.data.map((t: { _id: string; nextAvailable: string | null }) => [t._id, t.nextAvailable])).toEqual([[fits.id, `${date}T10:00:00.000Z`]])
    })
  })
}

test('a shared link with every refinement serves the filtered therapists in its HTML, sorted as asked', async ({ request }) => {
  const date = lagosDate(3)
  const word = `w${randomUUID().slice(0, 6)}`
  const later = await yorubaTherapist(request, 12_000, date, ['15:00'], word)
  const sooner = await yorubaTherapist(request, 18_000, date, ['09:00'], word)
  const tooDear = await yorubaTherapist(request, 25_000, date, ['08:00'], word)
  const query = `language=Yoruba&gender=female&minFee=10000&maxFee=20000&availableWithinDays=7&sort=soonest&q=${word}`
  const html = await (await request.get(`/therapists?${query}`)).text()
  const at = (name: string) => html.indexOf(name)
  expect(at(sooner.fullName)).toBeGreaterThan(-1)
  expect(at(later.fullName)).toBeGreaterThan(at(sooner.fullName))
  expect(at(tooDear.fullName)).toBe(-1)
  // Another spelling of the same choice is the same page.
  const again = await (await request.get(`/therapists?sort=soonest&q=${word.toUpperCase()}&availableWithinDays=7&maxFee=20000&minFee=10000&gender=Female&language=yoruba`)).text()
  expect(again.indexOf(sooner.fullName)).toBeGreaterThan(-1)
})
