import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './axe'
import { createTherapist, lagosDate } from './db'
import { DEMO_PASSWORD, login } from './support'

/*
 * A therapist states the languages they hold sessions in and a faith-based approach on their profile;
 * the public page then shows them beside the session modes, with the next free hour linking down to
 * the booking widget. And the demo data holds what a patient asks for first.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const

/** "Thu 26 Nov, 10:00 AM": how the site writes a free hour (Lagos time), built here on its own. */
function freeHourLabel(date: string, hour: number) {
  const at = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+01:00`)
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', ...options }).format(at)
  return `${part({ weekday: 'short' })} ${part({ day: 'numeric' })} ${part({ month: 'short' })}, ${hour % 12 || 12}:00 ${hour < 12 ? 'AM' : 'PM'}`
}

for (const viewport of VIEWPORTS) {
  test.describe(`languages and faith on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a therapist states languages and a faith-based approach; the public page shows them and the next free hour', async ({ page, request }) => {
      const word = `Lf${randomUUID().slice(0, 8)}`
      const therapist = await createTherapist({ fullName: `Yetunde ${word}`, verified: true })
      // Their hours, published as the dashboard does (which stores the next free hours).
      const day = lagosDate(2)
      const token = await login(request, therapist.email, DEMO_PASSWORD, 'therapist')
      const published = await request.post('/api/v1/therapist/set-availability', { data: { availableDate: day, availableSlots: ['10:00', '11:00'] }, headers: { authorization: `Bearer ${token}` } })
      expect(published.status()).toBe(201)

      await page.goto('/therapist-login')
      await page.getByLabel('Email').filter({ visible: true }).fill(therapist.email)
      await page.getByLabel('Password').filter({ visible: true }).fill(DEMO_PASSWORD)
      await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
      await expect(page).toHaveURL(/\/therapist-dashboard$/)
      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).click()
      await expect(page).toHaveURL(/\/therapist-profile$/)
      await page.getByRole('link', { name: 'Update Profile' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Update Profile' })).toBeVisible()

      const languages = page.getByRole('group', { name: /Languages you hold sessions in/ })
      // English is every profile's first language until the therapist says otherwise.
      await expect(languages.getByRole('checkbox', { name: 'English' })).toBeChecked()
      await languages.getByRole('checkbox', { name: 'English' }).uncheck()
      await page.getByRole('button', { name: 'UPDATE PROFILE' }).click()
      await expect(languages.getByRole('alert')).toHaveText('Choose at least one language you hold sessions in')
      await expectNoSeriousA11yIssues(page)

      // The test's therapist was made without contact details: the form asks for them too.
      await page.getByLabel('Phone Number').fill('08031234567')
      await page.getByLabel('Address').fill('3 Ring Road')
      await page.getByLabel('Local Government').fill('Ibadan North')
      await page.getByLabel('State').selectOption('Oyo')
      for (const name of ['English', 'Yoruba', 'Nigerian Pidgin']) await languages.getByRole('checkbox', { name }).check()
      await expect(page.getByLabel('Faith-based approach (optional)')).toHaveValue('')
      await page.getByLabel('Faith-based approach (optional)').selectOption({ label: 'Christian' })
      await page.getByRole('button', { name: 'UPDATE PROFILE' }).click()
      await expect(page.getByText('Profile updated successfully')).toBeVisible()
      await expect(page).toHaveURL(/\/therapist-profile$/)
      await expect(page.locator('dt:text-is("Languages") + dd')).toHaveText('English, Yoruba, Nigerian Pidgin')
      await expect(page.locator('dt:text-is("Faith-based approach") + dd')).toHaveText('Christian')

      // A patient finds them in the directory and opens their page.
      await page.goto(`/therapists?q=${word}`)
      await page.getByRole('link', { name: `Yetunde ${word}` }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: `Yetunde ${word}` })).toBeVisible()
      const card = page.getByRole('region', { name: `Yetunde ${word}` })
      await expect(card.locator('dt:text-is("Languages") + dd')).toHaveText('English, Yoruba, Nigerian Pidgin')
      await expect(card.locator('dt:text-is("Faith-based approach") + dd')).toHaveText('Christian')
      await expect(card.locator('dt:text-is("Sessions") + dd')).toHaveText('Video')
      const next = card.getByRole('link', { name: `Next available: ${freeHourLabel(day, 10)}` })
      await expect(next).toBeVisible()
      await expectNoSeriousA11yIssues(page)

      await next.click()
      await expect(page).toHaveURL(/#booking$/)
      await expect(page.getByRole('heading', { name: 'Book an appointment' })).toBeInViewport()
      // Keyboard and screen-reader users go on from the booking section too.
      await expect(page.locator('section#booking')).toBeFocused()
    })
  })
}

test('the demo data holds a verified Yoruba-speaking woman under ₦20,000 with a free hour this week, and her page shows it', async ({ page }) => {
  const found = await page.request.get('/api/v1/user/all-app-therapist?language=yoruba&gender=female&maxFee=19999&availableWithinDays=7')
  expect(found.status()).toBe(200)
  const { data } = (await found.json()) as { data: { fullName: string; fee: number; gender: string; languages: string[]; nextAvailable: string | null }[] }
  const toyin = data.find((therapist) => therapist.fullName === 'Toyin Olatunji')
  expect(toyin).toMatchObject({ fee: 18_000, gender: 'Female', languages: ['English', 'Yoruba'], nextAvailable: expect.any(String) })
  expect(new Date(toyin!.nextAvailable!).getTime() - Date.now()).toBeLessThan(7 * 24 * 3_600_000)

  await page.goto('/therapists?q=olatunji')
  await page.getByRole('link', { name: 'Toyin Olatunji' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Toyin Olatunji' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Toyin Olatunji' }).getByRole('link', { name: /^Next available: \w{3} \d{1,2} \w{3}, \d{1,2}:00 (AM|PM)$/ })).toBeVisible()
})
