import { readFileSync } from 'node:fs'
import { randomInt, randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { adminNav, openFromSidebar, shownText, submitFilters } from './admin-support'
import { openProfileFromHeader } from './journey'
import { expectNoSeriousA11yIssues } from './axe'
import { createStaff, createTherapist as createTherapistAccount, lagosDate, sql } from './db'
import { createTherapist, insertPaidAppointment, lagosHour, patientId } from './fixtures'
import { DEMO_PASSWORD, registerPatient } from './support'

// Reminders that reach people (decision 025): a patient and a therapist choose their reminder
// channels and their calendar invites' title on their profile, and an admin and a manager read the
// text messages the platform wrote. Each journey starts on a login form with an account of the test's
// own and follows the header, the drawer or the sidebar, on a phone and on a desktop.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const

const NEEDS_PHONE = 'Add a Nigerian mobile number to your profile to get SMS or WhatsApp reminders.'

/** Set E2E_SCREENSHOTS to a folder to look at the screens; nothing is written otherwise. */
async function snap(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/notifications-${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}



async function signIn(page: Page, loginPath: '/patient-login' | '/therapist-login', email: string, password: string) {
  await page.goto(loginPath)
  await page.getByLabel('Email').filter({ visible: true }).fill(email)
  await page.getByLabel('Password').filter({ visible: true }).fill(password)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
}

/** The invite the patient's Add to calendar link downloads, as unfolded content lines. */
async function downloadInvite(page: Page): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).first().click()])
  return readFileSync((await download.path())!, 'utf8').replace(/\r\n /g, '').split('\r\n')
}

const settingsCard = (page: Page) => page.getByRole('region', { name: 'Notifications' })

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a patient turns on SMS and WhatsApp reminders and chooses the calendar title; without a number they cannot', async ({ page, playwright, baseURL }) => {
      // An account of the test's own, with a paid session in three days.
      const api = await playwright.request.newContext({ baseURL })
      const patient = await registerPatient(api, { fullName: 'Adaeze Ofor', phoneNumber: '0803 123 4567' })
      const therapistId = await createTherapist('Halima Yusuf')
      await insertPaidAppointment({ patient: await patientId(api), therapistId, startsAt: lagosHour(lagosDate(3), 10), hours: 1 })
      await api.dispose()

      await signIn(page, '/patient-login', patient.email, patient.password)
      await expect(page).toHaveURL(/\/$/)
      await openProfileFromHeader(page, 'Adaeze')
      await expect(page).toHaveURL(/\/patient-profile$/)

      const card = settingsCard(page)
      await expect(card.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible()
      // The defaults: email only, and the discreet calendar title.
      await expect(card.getByRole('checkbox', { name: 'Email' })).toBeChecked()
      await expect(card.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked()
      await expect(card.getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked()
      await expect(card.getByRole('radio', { name: 'Alafia session' })).toBeChecked()
      await expect(card.getByRole('checkbox', { name: 'SMS' })).toHaveAccessibleDescription('Texts go to +2348031234567, the number on your profile.')
      expect((await downloadInvite(page)).filter((line) => line.startsWith('SUMMARY:'))).toEqual(['SUMMARY:Alafia session'])

      await card.getByText('SMS', { exact: true }).click()
      await card.getByRole('checkbox', { name: 'WhatsApp' }).check()
      await card.getByRole('radio', { name: 'Therapy session with Dr …' }).check()
      await card.getByRole('button', { name: 'Save settings' }).click()
      await expect(page.getByText('Notification settings saved')).toBeVisible()
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
      await snap(page, 'patient-saved')
      await expectNoSeriousA11yIssues(page)

      const [saved] = await sql<{ email: boolean; sms: boolean; whatsapp: boolean; calendarTitle: string }>(
        `SELECT p.email, p.sms, p.whatsapp, p."calendarTitle" FROM "NotificationPreference" p JOIN "User" u ON u.id = p."userId" WHERE u.email = $1`,
        [patient.email],
      )
      expect(saved).toEqual({ email: true, sms: true, whatsapp: true, calendarTitle: 'Descriptive' })
      await page.reload()
      await expect(settingsCard(page).getByRole('checkbox', { name: 'SMS' })).toBeChecked()
      await expect(settingsCard(page).getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked()
      await expect(settingsCard(page).getByRole('radio', { name: 'Therapy session with Dr …' })).toBeChecked()
      // The next invite carries the title chosen.
      expect((await downloadInvite(page)).filter((line) => line.startsWith('SUMMARY:'))).toEqual(['SUMMARY:Therapy session with Dr Halima Yusuf'])

      // The number goes from the profile: texts cannot be chosen, and the card says where to add one.
      await page.getByRole('link', { name: 'Edit Profile' }).click()
      await page.getByLabel('Phone Number').fill('')
      await page.getByRole('button', { name: 'UPDATE PROFILE' }).click()
      await expect(page).toHaveURL(/\/patient-profile$/)
      const without = settingsCard(page)
      for (const channel of ['SMS', 'WhatsApp']) {
        await expect(without.getByRole('checkbox', { name: channel })).toBeDisabled()
        await expect(without.getByRole('checkbox', { name: channel })).not.toBeChecked()
        await expect(without.getByRole('checkbox', { name: channel })).toHaveAccessibleDescription(`${NEEDS_PHONE} Add your number`)
      }
      await expect(without.getByRole('checkbox', { name: 'Email' })).toBeEnabled()
      await snap(page, 'patient-no-phone')
      await expectNoSeriousA11yIssues(page)
      await without.getByRole('link', { name: 'Add your number' }).first().click()
      await expect(page).toHaveURL(/\/edit-patient-profile$/)
    })

    test('a therapist chooses WhatsApp reminders and the descriptive calendar title on their profile', async ({ page }) => {
      const therapist = await createTherapistAccount({ fullName: 'Tunde Bakare', verified: true })
      await sql(`UPDATE "User" SET "phoneNumber" = '+2349051234567' WHERE id = $1`, [therapist.id])

      await signIn(page, '/therapist-login', therapist.email, DEMO_PASSWORD)
      await expect(page).toHaveURL(/\/therapist-dashboard$/)
      await page.getByRole('link', { name: 'Profile', exact: true }).click()
      await expect(page).toHaveURL(/\/therapist-profile$/)

      const card = settingsCard(page)
      await expect(card.getByRole('checkbox', { name: 'WhatsApp' })).toHaveAccessibleDescription('Texts go to +2349051234567, the number on your profile.')
      await card.getByRole('checkbox', { name: 'Email' }).uncheck()
      await card.getByRole('checkbox', { name: 'WhatsApp' }).check()
      await card.getByRole('radio', { name: "Therapy session with your patient's name" }).check()
      await card.getByRole('button', { name: 'Save settings' }).click()
      await expect(page.getByText('Notification settings saved')).toBeVisible()
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
      await snap(page, 'therapist-saved')
      await expectNoSeriousA11yIssues(page)

      const [saved] = await sql<{ email: boolean; sms: boolean; whatsapp: boolean; calendarTitle: string }>(
        `SELECT email, sms, whatsapp, "calendarTitle" FROM "NotificationPreference" WHERE "userId" = $1`,
        [therapist.id],
      )
      expect(saved).toEqual({ email: false, sms: false, whatsapp: true, calendarTitle: 'Descriptive' })
    })

    test('an admin reads the text messages and finds one by number; a manager reads them without session links', async ({ page, browser, baseURL }) => {
      // Two messages to a number of the test's own, as the reminder cron writes them without a provider.
      const digits = String(randomInt(10_000_000, 99_999_999))
      const phone = `+23481${digits}`
      const room = `https://meet.jit.si/Alafia-${randomUUID().replaceAll('-', '').slice(0, 24)}`
      await sql(
        `INSERT INTO "TextMessage" (id, "to", channel, text, purpose, status, provider, "createdAt")
         VALUES (gen_random_uuid(), $1, 'SMS', 'Your Alafia session is at 3:00 PM tomorrow.', 'reminder', 'Queued', 'outbox', now() - interval '1 hour'),
                (gen_random_uuid(), $1, 'WhatsApp', $2, 'reminder', 'Queued', 'outbox', now())`,
        [phone, `Your Alafia session is at 3:00 PM today. Join here: ${room}`],
      )

      const admin = await createStaff('Admin', 'Remi Admin')
      await signIn(page, '/patient-login', admin.email, DEMO_PASSWORD)
      await expect(page).toHaveURL(/\/admin$/)
      await expect(adminNav(page).getByText('Hello, Remi Admin')).toBeVisible()
      await openFromSidebar(page, 'Text messages')
      await expect(page.getByRole('heading', { level: 1, name: 'Text messages' })).toBeVisible()
      await expect(shownText(page, /No SMS provider is configured/)).toBeVisible()

      // The number as people write it.
      const written = `081 ${digits.slice(0, 4)} ${digits.slice(4)}`
      await page.getByRole('searchbox', { name: 'Search by phone number' }).fill(written)
      await submitFilters(page, { search: written })
      const messages = page.getByRole('article')
      await expect(messages).toHaveCount(2)
      await expect(messages.nth(0).getByRole('heading', { level: 2 })).toHaveText(`WhatsApp to ${phone}`)
      await expect(messages.nth(0)).toContainText(`Join here: ${room}`)
      await expect(messages.nth(1).getByRole('heading', { level: 2 })).toHaveText(`SMS to ${phone}`)
      await expect(messages.nth(1)).toContainText('Your Alafia session is at 3:00 PM tomorrow.')
      await expect(messages.nth(1)).toContainText('Outbox only (no SMS provider)')
      await expect(shownText(page, new RegExp(`newest first\\. 2 messages to numbers matching “${written}”\\.$`))).toBeVisible()
      await snap(page, 'admin-text-messages')
      await expectNoSeriousA11yIssues(page)

      // A manager reads the same list; the link into the session is hidden.
      const managerPage = await browser.newPage({ viewport: page.viewportSize()!, baseURL })
      const manager = await createStaff('Manager', 'Musa Manager')
      await signIn(managerPage, '/patient-login', manager.email, DEMO_PASSWORD)
      await expect(managerPage).toHaveURL(/\/admin$/)
      await openFromSidebar(managerPage, 'Text messages')
      await managerPage.getByRole('searchbox', { name: 'Search by phone number' }).fill(phone)
      await submitFilters(managerPage, { search: phone })
      await expect(managerPage.getByRole('article')).toHaveCount(2)
      await expect(managerPage.getByRole('article').first()).toContainText('Join here: [session link hidden]')
      await expect(managerPage.getByText(room)).toHaveCount(0)
      await managerPage.close()
    })
  })
}
