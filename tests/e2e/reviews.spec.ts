import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { adminNav, openFromSidebar } from './admin-support'
import { createStaff, createTherapist, lagosDate, sql } from './db'
import { insertPaidAppointment, lagosHour } from './fixtures'
import { DEMO_PASSWORD, registerPatient, waitForHeader } from './support'
import { expectUsable, fillLogin, newPage, screenshots } from './journey'

// Verified reviews: a patient signs in, opens a past session's Appointment Details and rates it; the
// therapist signs in, opens Reviews from the dashboard's sidebar and replies once; a visitor sees the
// review, its reply and the reviewer's first name and initial on the therapist's page; an admin signs
// in, opens Reviews from the sidebar and hides it with a reason, and the page no longer shows it. On a
// phone and a desktop, with the axe check on every new page and open dialog.
test.use({ timezoneId: 'Africa/Lagos' })

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, hour: 10 },
  { name: 'desktop', width: 1366, height: 768, hour: 14 },
] as const

const snap = screenshots('reviews')

/** Signs in on the login form and opens the profile from the header (from the menu on a phone). */
async function patientOpensProfile(page: Page, patient: { email: string; password: string; fullName: string }) {
  await page.goto('/patient-login')
  await fillLogin(page, patient.email, patient.password)
  await expect(page).toHaveURL(/\/$/)
  await waitForHeader(page)
  const profileLink = { name: new RegExp(`^${patient.fullName.split(' ')[0]}\\s*, your profile$`) }
  if ((page.viewportSize()?.width ?? 0) <= 900) {
    await page.getByTestId('nav-toggle').click()
    await page.getByRole('dialog').getByRole('link', profileLink).click()
  } else {
    await page.getByRole('banner').getByRole('link', profileLink).click()
  }
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
}

/** A visitor finds the therapist in the directory by name and opens their page. */
async function visitorOpensTherapistPage(page: Page, fullName: string) {
  await page.goto('/therapists')
  const search = page.getByRole('searchbox', { name: 'Search therapists by name' })
  await search.fill(fullName)
  await search.press('Enter')
  const card = page.getByTestId('therapist-card').filter({ visible: true })
  await expect(card).toHaveCount(1)
  await card.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible()
}

for (const viewport of VIEWPORTS) {
  test.describe(`reviews on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a patient rates a past session from Appointment Details, the therapist replies once, an admin hides the review with a reason', async ({ page, browser, playwright, baseURL }) => {
      test.setTimeout(120_000)
      const tag = randomUUID().slice(0, 6)
      const therapistName = `Kemi Rated ${tag}`
      const therapist = await createTherapist({ fullName: therapistName, verified: true })
      const setup = await playwright.request.newContext({ baseURL })
      const patient = await registerPatient(setup, { fullName: `Ada ${tag} Okonkwo` })
      await setup.dispose()
      const [row] = await sql<{ id: string }>(`SELECT id::text FROM "User" WHERE email = $1`, [patient.email])
      const { appointmentId } = await insertPaidAppointment({ patient: row!.id, therapistId: therapist.id, startsAt: lagosHour(lagosDate(-2), viewport.hour), hours: 1 })
      const comment = `She listened <b>carefully</b> and gave me a plan ${tag}.`

      // The patient opens the past session and rates it.
      await patientOpensProfile(page, patient)
      const past = page.getByTestId('past-appointments').getByTestId('appointment-row')
      await expect(past).toHaveCount(1)
      await past.getByRole('button', { name: 'View details' }).click()
      const dialog = page.getByRole('dialog', { name: 'Appointment Details' })
      await expect(dialog.getByTestId('review-prompt')).toBeVisible()
      await dialog.getByRole('button', { name: 'Rate this session' }).click()
      const step = dialog.getByTestId('review-step')
      await expect(step.getByRole('heading', { name: new RegExp(`Rate your session with .*${therapistName}`) })).toBeFocused()
      await expectUsable(page)
      // No star chosen: refused beside the stars, nothing sent.
      await step.getByRole('button', { name: 'Send review' }).click()
      await expect(step.getByText('Choose a rating from 1 to 5 stars')).toBeVisible()
      // The stars are drawn on the radio buttons' labels: a person clicks the fourth star.
      await step.locator('label').filter({ hasText: '4 stars, Very good' }).click()
      await expect(step.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked()
      await step.getByLabel('Your comment (optional)').fill(comment)
      await snap(page, 'dialog-step')
      await step.getByRole('button', { name: 'Send review' }).click()
      await expect(dialog.getByTestId('review-result')).toContainText('Thank you. Your review is published.')
      await expectUsable(page)
      await dialog.getByRole('button', { name: 'Back to details' }).click()
      const own = dialog.getByTestId('own-review')
      await expect(own.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible()
      // Shown as text: the angle brackets are part of what was written, never markup.
      await expect(own).toContainText(comment)
      await expect(dialog.getByRole('button', { name: 'Rate this session' })).toHaveCount(0)
      await snap(page, 'dialog-own-review')
      const [stored] = await sql<{ rating: number; ratingCount: number; ratingTotal: number }>(
        `SELECT r.rating, p."ratingCount", p."ratingTotal" FROM "Review" r JOIN "TherapistProfile" p ON p."userId" = r."therapistId" WHERE r."appointmentId" = $1`,
        [appointmentId],
      )
      expect(stored).toEqual({ rating: 4, ratingCount: 1, ratingTotal: 4 })

      // The therapist signs in, opens Reviews from the sidebar and replies, once.
      const therapistPage = await newPage(browser, viewport)
      await therapistPage.goto('/therapist-login')
      await waitForHeader(therapistPage)
      await fillLogin(therapistPage, therapist.email, DEMO_PASSWORD)
      await expect(therapistPage).toHaveURL(/\/therapist-dashboard$/)
      await therapistPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews' }).click()
      await expect(therapistPage).toHaveURL(/\/therapist-dashboard\/reviews$/)
      await expect(therapistPage.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible()
      const card = therapistPage.getByTestId('own-review-card')
      await expect(card).toHaveCount(1)
      await expect(card).toContainText(`Ada O.`)
      await expect(card).not.toContainText(`Okonkwo`)
      await expect(card).toContainText(comment)
      await expectUsable(therapistPage)
      await card.getByRole('button', { name: 'Publish reply' }).click()
      await expect(card.getByText('Write a reply')).toBeVisible()
      await card.getByLabel('Your reply to Ada O.').fill(`Thank you, Ada. See you next time ${tag}.`)
      await card.getByRole('button', { name: 'Publish reply' }).click()
      await expect(card.getByText(`Thank you, Ada. See you next time ${tag}.`)).toBeVisible()
      await expect(card.getByRole('button', { name: 'Publish reply' })).toHaveCount(0)
      await expectUsable(therapistPage)
      await snap(therapistPage, 'therapist-reviews')
      await therapistPage.context().close()

      // A visitor sees it on the therapist's page: first name and initial, the reply, no average yet.
      const visitor = await newPage(browser, viewport)
      await visitorOpensTherapistPage(visitor, therapistName)
      const reviews = visitor.getByTestId('therapist-reviews')
      await expect(reviews.getByRole('heading', { name: 'Reviews' })).toBeVisible()
      await expect(reviews).toContainText('1 review from verified sessions so far. An average is shown from 3 reviews.')
      await expect(reviews.getByRole('article', { name: 'Review by Ada O.' })).toContainText(comment)
      await expect(reviews).toContainText(`Thank you, Ada. See you next time ${tag}.`)
      await expect(reviews).not.toContainText('Okonkwo')
      await expectUsable(visitor)
      await snap(visitor, 'therapist-page')

      // An admin signs in, opens Reviews from the sidebar and hides it with a reason.
      const admin = await newPage(browser, viewport)
      const staff = await createStaff('Admin', `Admin ${tag}`)
      await admin.goto('/patient-login')
      await fillLogin(admin, staff.email, DEMO_PASSWORD)
      await expect(admin).toHaveURL(/\/admin$/)
      await expect(adminNav(admin).getByText(`Hello, Admin ${tag}`)).toBeVisible()
      await openFromSidebar(admin, 'Reviews')
      await expect(admin.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible()
      const adminCard = admin.getByTestId('admin-review-card').filter({ hasText: tag }).first()
      await expect(adminCard).toContainText(comment)
      await expectUsable(admin)
      await adminCard.getByRole('button', { name: 'Hide review' }).click()
      const hide = admin.getByRole('dialog', { name: 'Hide this review?' })
      await expect(hide).toBeVisible()
      await expectUsable(admin)
      await hide.getByRole('button', { name: 'Hide review' }).click()
      await expect(hide.getByText('Give a reason for hiding this review')).toBeVisible()
      await hide.getByLabel('Reason').fill(`Names a person ${tag}`)
      await snap(admin, 'hide-dialog')
      await hide.getByRole('button', { name: 'Hide review' }).click()
      await expect(hide).toBeHidden()
      await expect(adminCard).toContainText(`Reason: Names a person ${tag}`)
      await expect(adminCard.getByRole('button', { name: 'Hide review' })).toHaveCount(0)
      await expectUsable(admin)
      await snap(admin, 'admin-reviews')
      const [audit] = await sql<{ count: number }>(`SELECT count(*)::int AS count FROM "AuditLog" WHERE action = 'review.hide' AND "actorId" = $1`, [staff.id])
      expect(audit!.count).toBe(1)
      await admin.context().close()

      // The therapist's page no longer shows it.
      await visitor.reload()
      await expect(visitor.getByTestId('therapist-reviews')).toContainText('No reviews yet.')
      await expect(visitor.getByTestId('therapist-reviews')).not.toContainText(comment)
      await visitor.context().close()
    })

    test('a patient follows the link of the email sent after a session, signs in and rates it on its own page', async ({ page, playwright, baseURL }) => {
      const tag = randomUUID().slice(0, 6)
      const therapist = await createTherapist({ fullName: `Bisi Linked ${tag}`, verified: true })
      const setup = await playwright.request.newContext({ baseURL })
      const patient = await registerPatient(setup, { fullName: `Chuka ${tag} Obi` })
      await setup.dispose()
      const [row] = await sql<{ id: string }>(`SELECT id::text FROM "User" WHERE email = $1`, [patient.email])
      const { appointmentId } = await insertPaidAppointment({ patient: row!.id, therapistId: therapist.id, startsAt: lagosHour(lagosDate(-1), viewport.hour), hours: 1 })
      // The link the review-request email carries (lib/server/reviews/send-review-requests.ts), opened from the mail app.
      const link = `/rate-session/${appointmentId}`

      await page.goto(link)
      await expect(page).toHaveURL(new RegExp(`/patient-login\\?redirect=${encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
      await waitForHeader(page)
      await fillLogin(page, patient.email, patient.password)
      await expect(page).toHaveURL(new RegExp(`${link}$`))
      await expect(page.getByRole('heading', { level: 1, name: 'Rate your session' })).toBeVisible()
      await expect(page.getByText(new RegExp(`With Dr\\.? Bisi Linked ${tag}`))).toBeVisible()
      await expectUsable(page)
      await page.locator('label').filter({ hasText: '5 stars, Excellent' }).click()
      await page.getByRole('button', { name: 'Send review' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your review is published.' })).toBeVisible()
      await expect(page.getByTestId('own-review').getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
      await expectUsable(page)
      await snap(page, 'rating-page')

      // Opened again: the review, no second form.
      await page.reload()
      await expect(page.getByTestId('own-review')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Send review' })).toHaveCount(0)
      const [stored] = await sql<{ rating: number; comment: string | null }>(`SELECT rating, comment FROM "Review" WHERE "appointmentId" = $1`, [appointmentId])
      expect(stored).toEqual({ rating: 5, comment: null })
    })
  })
}
