import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createTherapist, hour12, lagosDate, publishHours, sql } from './db'
import { registerPatient, waitForHeader } from './support'
import { chip, chipDate } from './booking-widget'
import { expectNoSeriousA11yIssues } from './axe'

// Standing weekly sessions (docs/decisions/023-weekly-series.md): a patient chooses "every week" in
// the booking widget, sees every date and the total before paying, pays once for all of them in the
// sandbox checkout, and finds every week on the profile as "Week N of M". Each test makes its own
// therapist (₦45,000 an hour) with hours on the weeks it books, and its own patient, who signs in on
// the login form and reaches every page through links and buttons.
test.use({ timezoneId: 'Africa/Lagos' })

const FEE_NAIRA = 45_000
const HOURS = [9, 10, 11, 12, 13, 14]
const WEEKS = 4

type Person = { email: string; password: string; fullName: string }

/** "Mon, Nov 23, 2026", as the series' week lists read. */
const weekDate = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
const weekday = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
const naira = (amount: number) => `₦${amount.toLocaleString('en-US')}`

/** A therapist of the test's own, with hours on the same weekday for `weeks` weeks from `daysAhead` days on. */
async function weeklyTherapist(daysAhead: number, weeks: number) {
  const therapist = await createTherapist({ fullName: `Dr. Funmi ${randomUUID().slice(0, 6)}`, verified: true, feeKobo: FEE_NAIRA * 100 })
  const dates = Array.from({ length: weeks }, (_, i) => lagosDate(daysAhead + 7 * i))
  for (const date of dates) await publishHours(therapist.id, date, HOURS)
  return { therapist, dates }
}

/** A fresh patient, registered on a context of its own, then signed in on this page's login form. */
async function signIn(page: Page, api: APIRequestContext): Promise<Person> {
  const patient = await registerPatient(api)
  await api.dispose()
  await page.goto('/patient-login')
  await page.getByLabel('Email').filter({ visible: true }).fill(patient.email)
  await page.getByLabel('Password').filter({ visible: true }).fill(patient.password)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await waitForHeader(page)
  return patient
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) <= 900

/** The header's profile link (in the drawer on a phone). */
async function openProfile(page: Page, patient: Person) {
  await waitForHeader(page)
  const profileLink = { name: new RegExp(`^${patient.fullName.split(' ')[0]}\\s*, your profile$`) }
  if (isPhone(page)) {
    await page.getByTestId('nav-toggle').click()
    await page.getByRole('dialog').getByRole('link', profileLink).click()
  } else {
    await page.getByRole('banner').getByRole('link', profileLink).click()
  }
  await expect(page).toHaveURL(/\/patient-profile$/)
}

/** As a patient finds a therapist: the directory, a search by name, then their card. */
async function openFromDirectory(page: Page, therapist: { id: string; fullName: string }) {
  if (isPhone(page)) {
    await page.getByTestId('nav-toggle').click()
    await page.getByRole('dialog').getByRole('link', { name: 'All Therapists', exact: true }).click()
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'All Therapist', exact: true }).click()
  }
  await expect(page).toHaveURL(/\/therapists$/)
  const search = page.getByRole('searchbox', { name: 'Search therapists by name' })
  await search.fill(therapist.fullName)
  await search.press('Enter')
  await page.getByTestId('therapist-card').filter({ visible: true }).getByRole('link', { name: therapist.fullName }).first().click()
  await expect(page).toHaveURL(new RegExp(`/one-therapist/${therapist.id}$`))
}


/** The widget, the summary and the sandbox checkout: `weeks` weekly sessions from dates[0], 10–11 AM, paid once. */
async function bookWeekly(page: Page, therapist: { id: string; fullName: string }, dates: string[]) {
  await openFromDirectory(page, therapist)
  const booking = page.locator('section#booking')
  await chip(page, '1. Choose a date', chipDate(dates[0]!)).click()
  await chip(page, '2. Start time', hour12(10)).click()
  await chip(page, '3. End time', hour12(11)).click()
  await booking.getByLabel('4. How often').selectOption({ label: `Every week for ${dates.length} weeks` })

  // Before Next: every date, and the total of every week.
  const preview = booking.getByTestId('series-preview')
  await expect(preview.getByRole('listitem')).toHaveText(dates.map((date, i) => `Week ${i + 1}${weekDate(date)}`))
  await expect(booking.getByTestId('booking-amount')).toHaveText(naira(FEE_NAIRA * dates.length))
  await expectNoSeriousA11yIssues(page)
  await booking.getByRole('button', { name: 'Next' }).click()

  // The summary: the weekday, every date, fee × hours × weeks, and the cancellation terms, before paying.
  await expect(page).toHaveURL(new RegExp(`/appointment-confirmation\\?.*&weeks=${dates.length}$`))
  await expect(page.getByTestId('summary-repeat')).toHaveText(`Every ${weekday(dates[0]!)} for ${dates.length} weeks`)
  const summary = page.getByRole('region', { name: 'Booking summary' })
  await expect(summary.getByTestId('series-dates').getByRole('listitem')).toHaveText(dates.map((date, i) => `Week ${i + 1}${weekDate(date)}`))
  await expect(page.getByTestId('summary-amount')).toHaveText(naira(FEE_NAIRA * dates.length))
  await expect(page.getByTestId('cancellation-policy')).toContainText('Cancel at least 24 hours before the start for a full refund')
  await expectNoSeriousA11yIssues(page)

  await page.getByRole('button', { name: 'Make Payment' }).click()
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' })
  await expect(checkout).toBeVisible()
  await expectNoSeriousA11yIssues(page)
  await checkout.getByRole('button', { name: `Pay ${naira(FEE_NAIRA * dates.length)}` }).click()

  await expect(page).toHaveURL(/\/payment-successful\?reference=ALF-/)
  await expect(page.getByText(`your ${dates.length} weekly sessions are booked`)).toBeVisible()
  await expect(page.getByTestId('booked-series-week')).toHaveCount(dates.length)
  await expect(page.getByTestId('booked-series-total')).toHaveText(naira(FEE_NAIRA * dates.length))
  await expectNoSeriousA11yIssues(page)
  const reference = new URL(page.url()).searchParams.get('reference') ?? ''
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  return reference
}

/** What PostgreSQL holds for the series paid under `reference`: its weeks in order. */
async function storedSeries(reference: string) {
  return sql<{ seriesIndex: number; status: string; payments: number; slots: number; videoLink: string | null }>(
    `SELECT a."seriesIndex", a.status,
            (SELECT count(*)::int FROM "Payment" p WHERE p."appointmentId" = a.id AND p.status = 'Paid') AS payments,
            (SELECT count(*)::int FROM "AppointmentSlot" s WHERE s."appointmentId" = a.id) AS slots,
            a."videoLink"
       FROM "Appointment" a JOIN "AppointmentSeries" s ON s.id = a."seriesId"
      WHERE s."paymentReference" = $1 ORDER BY a."seriesIndex"`,
    [reference],
  )
}

for (const viewport of [
  { name: 'on a phone', width: 390, height: 844 },
  { name: 'on a desktop', width: 1366, height: 900 },
]) {
  test.describe(`weekly sessions ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test(`a patient books ${WEEKS} weekly sessions in one payment and sees all of them on the profile`, async ({ page, playwright, baseURL }) => {
      const { therapist, dates } = await weeklyTherapist(viewport.width < 900 ? 2 : 3, WEEKS)
      const patient = await signIn(page, await playwright.request.newContext({ baseURL }))
      const reference = await bookWeekly(page, therapist, dates)

      // One payment, every week Paid with its own payment share, hour slot and video link.
      const weeks = await storedSeries(reference)
      expect(weeks.map((week) => [week.seriesIndex, week.status, week.payments, week.slots])).toEqual(dates.map((_, i) => [i + 1, 'Paid', 1, 1]))
      expect(new Set(weeks.map((week) => week.videoLink)).size).toBe(WEEKS)

      // One email each for the whole series, with one calendar file holding every week under that
      // week's own UID (the one its later moves and cancellations use).
      const emails = await sql<{ to: string; attachments: { filename: string; content: string }[] }>(
        `SELECT e."to", e.attachments FROM "EmailOutbox" e WHERE e.text LIKE '%' || $1 || '%' ORDER BY e."to"`,
        [reference],
      )
      expect(emails.map((email) => email.to).sort()).toEqual([patient.email, therapist.email].sort())
      const weekIds = await sql<{ id: string }>(`SELECT a.id FROM "Appointment" a JOIN "AppointmentSeries" s ON s.id = a."seriesId" WHERE s."paymentReference" = $1 ORDER BY a."seriesIndex"`, [reference])
      for (const email of emails) {
        expect(email.attachments.map((file) => file.filename)).toEqual(['sessions.ics'])
        const calendar = Buffer.from(email.attachments[0]!.content, 'base64').toString('utf8')
        expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(WEEKS)
        expect([...calendar.matchAll(/^UID:(.*)$/gm)].map((m) => m[1]!.trim())).toEqual(weekIds.map((week) => `${week.id}@alafia.ng`))
      }

      // The profile lists every week, each as Week N of 4.
      await openProfile(page, patient)
      const rows = page.getByTestId('upcoming-appointments').getByTestId('appointment-row').filter({ hasText: therapist.fullName })
      await expect(rows).toHaveCount(WEEKS)
      await expect(rows.getByTestId('appointment-series')).toHaveText(dates.map((_, i) => `Week ${i + 1} of ${WEEKS} · weekly`))
      await expectNoSeriousA11yIssues(page)
    })
  })
}

test.describe('the rest of a series', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('a patient cancels the rest of a series from one week’s dialog, and every week’s hours are free again', async ({ page, playwright, baseURL }) => {
    const { therapist, dates } = await weeklyTherapist(4, 3)
    const patient = await signIn(page, await playwright.request.newContext({ baseURL }))
    const reference = await bookWeekly(page, therapist, dates)

    await openProfile(page, patient)
    const rows = page.getByTestId('upcoming-appointments').getByTestId('appointment-row').filter({ hasText: therapist.fullName })
    await expect(rows).toHaveCount(3)
    await rows.first().getByRole('button', { name: 'View details' }).click()
    const dialog = page.getByRole('dialog', { name: 'Appointment Details' })
    await dialog.getByRole('button', { name: 'Cancel the rest of the series' }).click()
    await expect(dialog.getByRole('heading', { name: 'Cancel the rest of the series' })).toBeVisible()
    // Every week is more than 24 hours away: each comes back in full, and the total is the series'.
    await expect(dialog.getByTestId('series-quote').getByRole('listitem')).toHaveCount(3)
    await expect(dialog.getByTestId('series-quote-total')).toHaveText(naira(3 * FEE_NAIRA))
    await expectNoSeriousA11yIssues(page)
    await dialog.getByRole('button', { name: 'Cancel 3 sessions' }).click()

    const result = dialog.getByTestId('series-cancellation-result')
    await expect(result.getByRole('heading', { name: 'Sessions cancelled' })).toBeVisible()
    await expect(result.getByTestId('series-refund-total')).toContainText(naira(3 * FEE_NAIRA))

    expect((await storedSeries(reference)).map((week) => [week.status, week.slots])).toEqual([['Cancelled', 0], ['Cancelled', 0], ['Cancelled', 0]])
    // The therapist's page offers 10 AM again on every one of those dates.
    const open = (await (await page.request.get(`/api/v1/user/user-view-availability/${therapist.id}`)).json()).data as { availableDate: string; availableSlots: string[] }[]
    for (const date of dates) expect(open.find((day) => day.availableDate === date)?.availableSlots ?? []).toContain(hour12(10))
  })
})
