import { randomUUID } from 'node:crypto'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { adminNav, openFromSidebar, SCREENS } from './admin-support'
import { expectNoSeriousA11yIssues } from './axe'
import { createStaff, createTherapist, hour12, lagosDate, publishHours, sql } from './db'
import { insertPaidAppointment } from './fixtures'
import { DEMO_PASSWORD, registerPatient } from './support'

// The intake journey: a patient pays for a first session in the sandbox checkout, is asked for the
// intake (payment page and appointment dialog), answers "yes" to the safety question and sees the
// crisis lines at once; the therapist reads the intake from the dashboard, acknowledges the alert
// and keeps private notes while a session is on; an admin sees that an alert was raised, and nothing
// of what was written. Each screen size runs the whole journey with people of its own.
test.use({ timezoneId: 'Africa/Lagos' })

const FEE_NAIRA = 45_000
const HOUR_MS = 3_600_000

/** "Mon, Nov 23", as the widget's date chips read. */
const chipDate = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
const chip = (page: Page, group: string, text: string) => page.getByRole('group', { name: group }).locator('label').filter({ hasText: new RegExp(`^${text}$`) })

async function signIn(page: Page, loginPath: string, email: string, lands: RegExp) {
  await page.goto(loginPath)
  await page.getByLabel('Email').filter({ visible: true }).fill(email)
  await page.getByLabel('Password').filter({ visible: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(lands)
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, timezoneId: 'Africa/Lagos' })
  return context.newPage()
}

for (const screen of SCREENS) {
  test.describe(`intake, safety alert and session notes ${screen.name}`, () => {
    test.use({ viewport: screen.viewport })

    test('a patient pays, fills the intake with a "yes" and sees the crisis help; the therapist reads it and keeps notes; an admin sees only the alert', async ({ page, browser }) => {
      test.setTimeout(120_000)
      const word = randomUUID().slice(0, 6)
      const phrase = `Lost my job ${word}`
      const therapist = await createTherapist({ fullName: `Dr. Kemi ${word}`, verified: true, feeKobo: FEE_NAIRA * 100 })
      await sql(`UPDATE "TherapistProfile" SET "intakeQuestions" = ARRAY['What would you like to work on first?'] WHERE "userId" = $1`, [therapist.id])
      const date = lagosDate(2)
      await publishHours(therapist.id, date, [9, 10, 11])
      const patient = await registerPatient(page.request, { fullName: `Tunde ${word}` })

      // Book and pay as a patient does: the directory, the therapist's page, the sandbox checkout.
      await page.goto('/therapists')
      const search = page.getByRole('searchbox', { name: 'Search therapists by name' })
      await search.fill(therapist.fullName)
      await search.press('Enter')
      await page.getByTestId('therapist-card').filter({ visible: true }).getByRole('link', { name: therapist.fullName }).first().click()
      await chip(page, '1. Choose a date', chipDate(date)).click()
      await chip(page, '2. Start time', hour12(10)).click()
      await chip(page, '3. End time', hour12(11)).click()
      await page.locator('section#booking').getByRole('button', { name: 'Next' }).click()
      await page.getByRole('button', { name: 'Make Payment' }).click()
      await page.getByRole('dialog', { name: 'Sandbox checkout' }).getByRole('button', { name: `Pay ₦${FEE_NAIRA.toLocaleString('en-US')}` }).click()
      await expect(page).toHaveURL(/\/payment-successful\?reference=/)

      // Asked on the payment page, and on the appointment's dialog until done.
      await expect(page.getByTestId('intake-prompt').getByRole('link', { name: 'Fill in your intake' })).toBeVisible()
      await page.getByRole('link', { name: 'My appointments' }).click()
      await expect(page).toHaveURL(/\/patient-profile$/)
      await page.getByTestId('upcoming-appointments').getByTestId('appointment-row').first().getByRole('button', { name: 'View details' }).click()
      const dialog = page.getByRole('dialog', { name: 'Appointment Details' })
      await expect(dialog.getByTestId('intake-prompt')).toBeVisible()
      await expectNoSeriousA11yIssues(page)
      await dialog.getByRole('link', { name: 'Fill in your intake' }).click()

      await expect(page.getByRole('heading', { level: 1, name: 'Before your first session' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Need help now?' }).first()).toHaveAttribute('href', '/get-help-now')
      await page.getByLabel('What brings you to therapy?').fill(phrase)
      await page.getByLabel('Have you had therapy or counselling before?').fill('Never')
      await page.getByLabel('How would you like to be addressed?').fill('Tunde')
      const contact = page.getByRole('group', { name: 'Emergency contact' })
      await contact.getByRole('textbox', { name: 'Name' }).fill('Bisi Okafor')
      await contact.getByRole('textbox', { name: 'Phone number' }).fill('0803 123 4567')
      await page.getByRole('group', { name: 'How would you prefer to meet?' }).getByLabel('Audio only').check()
      await page.getByLabel('What would you like to work on first?').fill('Sleeping again')
      await expect(page.getByTestId('crisis-help')).toHaveCount(0)
      await page.getByRole('group', { name: /have you had thoughts that you would be better off dead/ }).getByLabel('Yes').check()

      // The crisis help, at once: the lines to call and the page with more.
      const help = page.getByTestId('crisis-help')
      await expect(help).toBeVisible()
      await expect(help.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112')
      await expect(help.getByRole('link', { name: 'More ways to get help now' })).toHaveAttribute('href', '/get-help-now')
      await expectNoSeriousA11yIssues(page)
      await page.getByRole('button', { name: 'Send my answers' }).click()
      await expect(page.getByText('Thank you. Your answers are saved and only your therapist can read them.')).toBeVisible()
      await expect(help).toBeVisible()
      // Stored sealed: the phrase is nowhere in the intake's row.
      expect(await sql(`SELECT 1 FROM "Intake" t WHERE strpos(t::text, $1) > 0`, [word])).toEqual([])

      // A session of theirs on now: notes are open during it. Two hours from the start of this one, so
      // it is still on when the test runs across the top of the hour.
      const thisHour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS)
      const patientRow = (await sql<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [patient.email]))[0]!
      await insertPaidAppointment({ patient: patientRow.id, therapistId: therapist.id, startsAt: thisHour, hours: 2 })

      // The therapist: the alert email carries no content, the intake is on the dashboard.
      const [email] = await sql<{ subject: string; text: string }>(`SELECT subject, text FROM "EmailOutbox" WHERE "to" = $1 AND subject LIKE '%needs your attention%'`, [therapist.email])
      expect(`${email!.subject} ${email!.text}`).not.toContain(word)
      const therapistPage = await newPage(browser, screen.viewport)
      await signIn(therapistPage, '/therapist-login', therapist.email, /\/therapist-dashboard$/)
      const sidebar = therapistPage.getByRole('navigation', { name: 'Dashboard' })
      await sidebar.getByRole('link', { name: 'Appointments' }).click()
      await therapistPage.getByTestId('appointment-card').filter({ hasText: 'In session now' }).getByRole('link', { name: 'Intake and notes' }).click()
      await expect(therapistPage.getByRole('heading', { level: 1, name: patient.fullName })).toBeVisible()
      await expect(therapistPage.getByTestId('intake-answers')).toContainText(phrase)
      await expect(therapistPage.getByTestId('intake-answers')).toContainText('Sleeping again')
      const alert = therapistPage.getByTestId('safety-alert')
      await expectNoSeriousA11yIssues(therapistPage)
      await alert.getByRole('button', { name: 'Acknowledge alert' }).click()
      await expect(alert).toContainText('Acknowledged on')
      await therapistPage.getByLabel('Private notes').fill(`Agreed a safety plan ${word}`)
      await therapistPage.getByRole('button', { name: 'Save notes' }).click()
      await expect(therapistPage.getByText('Notes saved.')).toBeVisible()
      await therapistPage.reload()
      await expect(therapistPage.getByLabel('Private notes')).toHaveValue(`Agreed a safety plan ${word}`)
      expect(await sql(`SELECT 1 FROM "SessionNote" t WHERE strpos(t::text, $1) > 0`, [word])).toEqual([])

      // An admin: that an alert was raised and when it was acknowledged, nothing of the intake.
      const staff = await createStaff('Admin', `Admin ${word}`)
      const adminPage = await newPage(browser, screen.viewport)
      await signIn(adminPage, '/patient-login', staff.email, /\/admin$/)
      await expect(adminNav(adminPage).getByText(`Hello, ${staff.fullName}`)).toBeVisible()
      await openFromSidebar(adminPage, 'Safety alerts')
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Safety alerts' })).toBeVisible()
      const row = adminPage.getByTestId('safety-alert-row').filter({ hasText: therapist.fullName })
      await expect(row).toContainText('Acknowledged')
      await expect(adminPage.locator('#main')).not.toContainText(phrase)
      await expect(adminPage.locator('#main')).not.toContainText(patient.fullName)
      await expectNoSeriousA11yIssues(adminPage)
    })
  })
}

for (const screen of SCREENS) {
  test.describe(`a therapist's own intake questions ${screen.name}`, () => {
    test.use({ viewport: screen.viewport })

    test('are added from the profile, at most five boxes, and counted there', async ({ page }) => {
      const therapist = await createTherapist({ fullName: `Dr. Ngozi ${randomUUID().slice(0, 6)}`, verified: true })
      await signIn(page, '/therapist-login', therapist.email, /\/therapist-dashboard$/)
      await page.getByRole('link', { name: 'Profile', exact: true }).click()
      await expect(page).toHaveURL(/\/therapist-profile$/)
      const card = page.getByRole('region', { name: 'Intake questions' })
      await expect(card).toContainText('You can add up to five questions of your own.')
      await card.getByRole('link', { name: 'Edit intake questions' }).click()

      await expect(page.getByRole('heading', { level: 1, name: 'Intake questions' })).toBeVisible()
      await expect(page.getByRole('textbox', { name: /^Question \d$/ })).toHaveCount(5)
      await page.getByRole('textbox', { name: 'Question 1' }).fill('What would you like to be different in three months?')
      await page.getByRole('textbox', { name: 'Question 3' }).fill('Is there anything I should avoid saying?')
      await expectNoSeriousA11yIssues(page)
      await page.getByRole('button', { name: 'Save questions' }).click()
      await expect(page.getByText('Your intake questions are saved.')).toBeVisible()
      const [row] = await sql<{ questions: string[] }>(`SELECT "intakeQuestions" AS questions FROM "TherapistProfile" WHERE "userId" = $1`, [therapist.id])
      expect(row!.questions).toEqual(['What would you like to be different in three months?', 'Is there anything I should avoid saying?'])

      await page.goBack()
      await page.reload()
      await expect(page.getByRole('region', { name: 'Intake questions' })).toContainText('asks 2 questions of your own')
    })
  })
}
