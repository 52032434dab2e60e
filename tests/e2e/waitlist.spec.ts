import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './axe'
import { createTherapist, lagosDate, publishHours, sql } from './db'
import { dayLabel } from './fixtures'
import { DEMO_PASSWORD, login, registerPatient, waitForHeader } from './support'

// The waitlist, the patient's side: a visitor finds a therapist in the directory, is asked to log in
// to join their waitlist, comes back to the page, joins for a date and for any time (a second join of
// the same wait says so), then sees both waits on the profile and leaves one; when the therapist then
// publishes hours, the wait that is left is told by email. On a phone the therapist has no free hour
// at all (the waitlist is the way forward); on a desktop some hours are free but none suits. Each
// test makes its own therapist and patient.
test.use({ timezoneId: 'Africa/Lagos' })

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, hasHours: false },
  { name: 'desktop', width: 1366, height: 768, hasHours: true },
] as const

/** Set E2E_SCREENSHOTS to a folder to look at the screens; nothing is written otherwise. */
async function snap(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/waitlist-${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

/** As a visitor finds a therapist: the directory from the header (the drawer on a phone), a search by name, then their card. */
async function openFromDirectory(page: Page, therapist: { id: string; fullName: string }) {
  await page.goto('/')
  await waitForHeader(page)
  if ((page.viewportSize()?.width ?? 0) <= 900) {
    await page.getByTestId('nav-toggle').click()
    await page.getByRole('dialog').getByRole('link', { name: 'All Therapists' }).click()
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'All Therapist', exact: true }).click()
  }
  await expect(page).toHaveURL(/\/therapists$/)
  const search = page.getByRole('searchbox', { name: 'Search therapists by name' })
  await search.fill(therapist.fullName)
  await search.press('Enter')
  await page.getByTestId('therapist-card').filter({ visible: true }).getByRole('link', { name: therapist.fullName }).first().click()
  await expect(page).toHaveURL(new RegExp(`/one-therapist/${therapist.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: therapist.fullName })).toBeVisible()
}

/** "Monday, November 23, 2026", as the notices write a Lagos date. */
const longDate = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

/** One of the form's two choices (a radio drawn as a card), by its title. */
const whenOption = (page: Page, title: string) => page.locator('section#waitlist label').filter({ hasText: title })

const waitsOf = (patientEmail: string) =>
  sql<{ date: string | null }>(
    `SELECT to_char(w.date, 'YYYY-MM-DD') AS date FROM "WaitlistEntry" w JOIN "User" u ON u.id = w."patientId" WHERE u.email = $1 ORDER BY w."expiresAt"`,
    [patientEmail],
  )

for (const viewport of VIEWPORTS) {
  test.describe(`the waitlist on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a patient joins from the therapist page, for a date and for any time, then sees and leaves a wait on the profile', async ({ page, playwright, baseURL }) => {
      const therapist = await createTherapist({ fullName: `Ngozi Wait ${randomUUID().slice(0, 6)}`, verified: true })
      if (viewport.hasHours) await publishHours(therapist.id, lagosDate(2), [9, 10])
      const setup = await playwright.request.newContext({ baseURL })
      const patient = await registerPatient(setup, { fullName: `Ada Waiting ${viewport.name}` })
      await setup.dispose()
      const day = lagosDate(4)

      // A visitor is asked to log in, and comes back to the page.
      await openFromDirectory(page, therapist)
      const waitlist = page.locator('section#waitlist')
      await expect(waitlist.getByRole('heading', { name: viewport.hasHours ? 'No time that suits you?' : 'Join the waitlist' })).toBeVisible()
      await expect(waitlist.getByText('Please log in to join the waitlist')).toBeVisible()
      await waitlist.getByRole('link', { name: 'Log in to join' }).click()
      await page.getByLabel('Email').filter({ visible: true }).fill(patient.email)
      await page.getByLabel('Password').filter({ visible: true }).fill(patient.password)
      await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/one-therapist/${therapist.id}$`))

      // On a date: a date is asked for, then the wait is made.
      const form = page.getByRole('form', { name: 'Join the waitlist' })
      await expect(form).toBeVisible()
      await whenOption(page, 'On a date').click()
      await form.getByRole('button', { name: 'Join the waitlist' }).click()
      await expect(form.getByText('Choose a date', { exact: true })).toBeVisible()
      await form.getByLabel('Date', { exact: true }).fill(day)
      await snap(page, 'form')
      await expectNoSeriousA11yIssues(page)
      await form.getByRole('button', { name: 'Join the waitlist' }).click()
      const outcome = page.getByTestId('waitlist-outcome')
      await expect(outcome).toHaveText(`You're on the waitlist for ${dayLabel(day)}. We'll email you when an hour frees up.`)
      await expect(outcome).toBeFocused()
      await expectNoSeriousA11yIssues(page)

      // Any time; the same wait again is not made twice.
      await waitlist.getByRole('button', { name: 'Wait for another date' }).click()
      await whenOption(page, 'Any time').click()
      await form.getByRole('button', { name: 'Join the waitlist' }).click()
      await expect(outcome).toHaveText("You're on the waitlist for any time in the next 30 days. We'll email you when an hour frees up.")
      await waitlist.getByRole('button', { name: 'Wait for another date' }).click()
      await form.getByRole('button', { name: 'Join the waitlist' }).click()
      await expect(outcome).toHaveText('You are already on this waitlist for any time.')
      expect(await waitsOf(patient.email)).toEqual([{ date: day }, { date: null }])

      // The profile lists both, the one that ends first first.
      await waitlist.getByRole('link', { name: 'See your waitlists' }).click()
      await expect(page).toHaveURL(/\/patient-profile#waitlists$/)
      const entries = page.getByTestId('waitlist-entry')
      await expect(entries).toHaveCount(2)
      await expect(entries.nth(0).getByTestId('waitlist-when')).toHaveText(dayLabel(day))
      await expect(entries.nth(0).getByTestId('waitlist-expiry')).toHaveText(`Expires on ${dayLabel(day)}`)
      await expect(entries.nth(1).getByTestId('waitlist-when')).toHaveText('Any time')
      await expect(entries.nth(0).getByRole('link', { name: `Dr ${therapist.fullName}` })).toHaveAttribute('href', `/one-therapist/${therapist.id}`)
      await snap(page, 'profile')
      await expectNoSeriousA11yIssues(page)

      // Leave the dated wait, after the question.
      await entries.nth(0).getByRole('button', { name: `Leave the waitlist: Dr ${therapist.fullName}, ${dayLabel(day)}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Leave this waitlist?' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Stay on it' })).toBeFocused()
      await snap(page, 'leave-dialog')
      await expectNoSeriousA11yIssues(page)
      await dialog.getByRole('button', { name: 'Leave waitlist' }).click()
      await expect(page.getByText('You have left the waitlist.')).toBeVisible()
      await expect(dialog).toHaveCount(0)
      await expect(entries).toHaveCount(1)
      await expect(entries.nth(0).getByTestId('waitlist-when')).toHaveText('Any time')
      expect(await waitsOf(patient.email)).toEqual([{ date: null }])

      // The therapist publishes hours: the patient still waiting (any time) is told by email, with the page's link.
      const therapistSide = await playwright.request.newContext({ baseURL })
      await login(therapistSide, therapist.email, DEMO_PASSWORD, 'therapist')
      const published = await therapistSide.post('/api/v1/therapist/set-availability', { data: { availableDate: lagosDate(5), availableSlots: ['14:00', '15:00'] } })
      expect(published.status(), await published.text()).toBe(201)
      await therapistSide.dispose()
      const told = () => sql<{ text: string }>(`SELECT text FROM "EmailOutbox" WHERE "to" = $1 AND subject = $2`, [patient.email, `An hour with Dr ${therapist.fullName} is free`])
      await expect.poll(async () => (await told()).length).toBe(1)
      expect((await told())[0]!.text).toContain(`/one-therapist/${therapist.id}`)
      expect((await told())[0]!.text).toContain(`${longDate(lagosDate(5))}: 02:00 PM – 04:00 PM`)
    })
  })
}
