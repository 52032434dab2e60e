import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './axe'
import { createTherapist, hour12, lagosDate, publishHours, sql } from './db'
import { registerPatient, waitForHeader } from './support'

// Help in a crisis, consent and session modes, as people meet them: a visitor reaches the crisis
// lines from the footer and from a therapist's booking widget; a patient who has never consented
// filters the directory by audio-only sessions, books one, consents on the way, pays, and later
// withdraws the consent from the profile after reading what it means. Each test makes its own
// therapist and patient.
test.use({ timezoneId: 'Africa/Lagos' })

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) <= 900

/** Set E2E_SCREENSHOTS to a folder to look at the screens; nothing is written otherwise. */
async function snap(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/care-${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

/** The directory from the header (the drawer on a phone). */
async function openDirectory(page: Page) {
  await page.goto('/')
  await waitForHeader(page)
  if (isPhone(page)) {
    await page.getByTestId('nav-toggle').click()
    await page.getByRole('dialog').getByRole('link', { name: 'All Therapists' }).click()
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'All Therapist', exact: true }).click()
  }
  await expect(page).toHaveURL(/\/therapists$/)
}

async function searchAndOpen(page: Page, therapist: { id: string; fullName: string }) {
  const search = page.getByRole('searchbox', { name: 'Search therapists by name' })
  await search.fill(therapist.fullName)
  await search.press('Enter')
  await page.getByTestId('therapist-card').filter({ visible: true }).getByRole('link', { name: therapist.fullName }).first().click()
  await expect(page).toHaveURL(new RegExp(`/one-therapist/${therapist.id}$`))
}

const chipDate = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
const chip = (page: Page, group: string, text: string) => page.getByRole('group', { name: group }).locator('label').filter({ hasText: new RegExp(`^${text}$`) })

async function expectCrisisPage(page: Page) {
  await expect(page).toHaveURL(/\/get-help-now$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('Alafia is not an emergency service.')
  await expect(page.getByRole('link', { name: 'Call 0800 078 7746' })).toHaveAttribute('href', 'tel:08000787746')
  await expect(page.getByRole('link', { name: 'Call 0809 111 6264' })).toHaveAttribute('href', 'tel:+2348091116264')
  await expect(page.getByRole('link', { name: 'Call 112' }).first()).toHaveAttribute('href', 'tel:112')
  await expect(page.getByTestId('crisis-lines-checked')).toContainText('checked November 24, 2026')
  await expectNoSeriousA11yIssues(page)
}

for (const viewport of VIEWPORTS) {
  test.describe(`care on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a visitor reaches the crisis lines from the footer and from the booking widget', async ({ page }) => {
      const therapist = await createTherapist({ fullName: `Bisi Help ${randomUUID().slice(0, 6)}`, verified: true })
      await page.goto('/')
      await page.getByRole('contentinfo').getByRole('link', { name: 'Need help now?' }).click()
      await expectCrisisPage(page)
      await snap(page, 'get-help-now')
      // Nothing on the page is wider than a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)

      await openDirectory(page)
      await searchAndOpen(page, therapist)
      await page.locator('section#booking').getByRole('link', { name: 'Need help now?' }).click()
      await expectCrisisPage(page)
    })

    test('a patient books an audio-only session, consenting on the way, then withdraws the consent from the profile', async ({ page, playwright, baseURL }) => {
      const therapist = await createTherapist({ fullName: `Tolu Audio ${randomUUID().slice(0, 6)}`, verified: true })
      await sql(`UPDATE "TherapistProfile" SET "sessionModes" = ARRAY['Video', 'Audio']::"SessionMode"[] WHERE "userId" = $1`, [therapist.id])
      const date = lagosDate(3)
      await publishHours(therapist.id, date, [9, 10, 11, 12])
      const setup = await playwright.request.newContext({ baseURL })
      const patient = await registerPatient(setup, { fullName: `Kemi Consent ${viewport.name}` }, { consent: false })
      await setup.dispose()

      // The directory, only therapists who offer audio-only sessions, then a search by name.
      await openDirectory(page)
      if (isPhone(page)) {
        await page.getByTestId('filters-toggle').click()
        await page.getByRole('dialog', { name: 'Filters' }).getByRole('link', { name: 'Audio only' }).click()
      } else {
        await page.getByRole('complementary').getByRole('link', { name: 'Audio only' }).click()
      }
      await expect(page).toHaveURL(/\/therapists\?mode=audio$/)
      await expect(page.getByRole('heading', { name: /offering audio only sessions/ })).toBeVisible()
      await searchAndOpen(page, therapist)

      // Sign in through the form, back to the therapist's page.
      const booking = page.locator('section#booking')
      await booking.getByRole('link', { name: 'Login' }).click()
      await page.getByLabel('Email').filter({ visible: true }).fill(patient.email)
      await page.getByLabel('Password').filter({ visible: true }).fill(patient.password)
      await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/one-therapist/${therapist.id}`))

      await chip(page, '1. Choose a date', chipDate(date)).click()
      await chip(page, '2. Start time', hour12(10)).click()
      await chip(page, '3. End time', hour12(11)).click()
      await chip(page, '5. How you meet', 'Audio only').click()
      await expect(booking.getByTestId('booking-mode')).toContainText('The same private room with your camera off')
      await booking.getByRole('button', { name: 'Next' }).click()
      await expect(page).toHaveURL(/\/appointment-confirmation\?.*mode=audio/)

      // No consent yet: the consent step stands where Make Payment would be.
      const consent = page.getByTestId('consent-step')
      await expect(consent.getByRole('heading', { name: 'Consent to the use of your health information' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0)
      await expect(page.getByTestId('summary-mode')).toContainText('Audio only')
      const accept = consent.getByRole('button', { name: 'Accept and continue' })
      await expect(accept).toBeDisabled()
      await snap(page, 'consent-step')
      await expectNoSeriousA11yIssues(page)
      // The privacy notice, a new tab away: the booking stays where it is.
      const [notice] = await Promise.all([page.context().waitForEvent('page'), consent.getByRole('link', { name: /Privacy notice/ }).click()])
      await expect(notice).toHaveURL(/\/privacy$/)
      await expect(notice.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible()
      await notice.close()
      await consent.getByRole('checkbox', { name: /I agree to Alafia and my therapist using my health information/ }).check()
      await accept.click()
      // The payment step takes the consent step's place, and the person is brought to it.
      await expect(page.getByRole('button', { name: 'Make Payment' })).toBeInViewport()

      await page.getByRole('button', { name: 'Make Payment' }).click()
      const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' })
      await checkout.getByRole('button', { name: /^Pay ₦/ }).click()
      await expect(page).toHaveURL(/\/payment-successful\?reference=ALF-/)
      const reference = new URL(page.url()).searchParams.get('reference') ?? ''
      expect(await sql(`SELECT status, "sessionMode"::text AS mode FROM "Appointment" WHERE "paymentReference" = $1`, [reference])).toEqual([{ status: 'Paid', mode: 'Audio' }])
      const [email] = await sql<{ text: string }>(`SELECT text FROM "EmailOutbox" WHERE "to" = $1 AND subject LIKE 'Your appointment with %'`, [patient.email])
      expect(email?.text).toContain('Session: Audio only (the same private room with video off)')

      // The profile, from the header: the consent in force, withdrawn after reading what it means.
      await page.goto('/')
      await waitForHeader(page)
      if (isPhone(page)) {
        await page.getByTestId('nav-toggle').click()
        await page.getByRole('dialog').getByRole('link', { name: /your profile/ }).click()
      } else await page.getByRole('banner').getByRole('link', { name: /your profile/ }).click()
      await expect(page).toHaveURL(/\/patient-profile$/)
      const status = page.getByTestId('consent-status')
      await expect(status).toContainText('Given on')
      await status.getByRole('button', { name: 'Withdraw consent' }).click()
      const dialog = page.getByRole('dialog', { name: 'Withdraw your consent?' })
      await expect(dialog).toContainText('Your therapists can no longer open your intake answers.')
      await expect(dialog).toContainText('Sessions you have already booked stay booked')
      await expect(dialog).toContainText('You will be asked to give your consent again before you book another session.')
      await snap(page, 'withdraw-dialog')
      await expectNoSeriousA11yIssues(page)
      await dialog.getByRole('button', { name: 'Withdraw consent' }).click()
      await expect(status).toContainText('You have not given this consent yet.')
      await expect(page.getByTestId('consent-record')).toHaveCount(1)
      await expect(page.getByTestId('consent-record')).toContainText('Withdrawn')
      expect(await sql(`SELECT count(*)::int AS n FROM "Consent" c JOIN "User" u ON u.id = c."userId" WHERE u.email = $1 AND c."withdrawnAt" IS NOT NULL`, [patient.email])).toEqual([{ n: 1 }])
      // The booked session stays booked.
      expect(await sql(`SELECT status FROM "Appointment" WHERE "paymentReference" = $1`, [reference])).toEqual([{ status: 'Paid' }])
    })
  })
}
