import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './axe'
import { isPhone, openProfileFromHeader } from './journey'
import { createTherapist, lagosDate, sql } from './db'
import { insertPaidAppointment, lagosHour, patientId } from './fixtures'
import { registerPatient, waitForHeader } from './support'

// "Delete my account" (decision 041): a patient signs in through the login form, follows their
// profile to the privacy centre, deletes their account in its dialog with their password, lands on
// the home page signed out, and the same password no longer signs in. On a phone and on a desktop.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const


/** Set E2E_SCREENSHOTS to a folder to look at the screens; nothing is written otherwise. */
async function snap(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/delete-account-${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').filter({ visible: true }).fill(email)
  await page.getByLabel('Password').filter({ visible: true }).fill(password)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
}


for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a patient deletes their account from the privacy centre and cannot sign in again', async ({ page, playwright, baseURL }) => {
      // An account of the test's own, with a paid session in three days.
      const api = await playwright.request.newContext({ baseURL })
      const patient = await registerPatient(api, { fullName: 'Kemi Adebayo', phoneNumber: '0803 765 4321' })
      const id = await patientId(api)
      // A specialty of its own (db.ts), so the directory's seeded Grief Counseling list stays as the directory spec knows it.
      const { id: therapistId } = await createTherapist({ fullName: 'Halima Yusuf', verified: true })
      const { appointmentId } = await insertPaidAppointment({ patient: id, therapistId, startsAt: lagosHour(lagosDate(3), 11), hours: 1 })
      await api.dispose()

      await page.goto('/patient-login')
      await signIn(page, patient.email, patient.password)
      await expect(page).toHaveURL(/\/$/)
      await openProfileFromHeader(page, 'Kemi')
      await expect(page).toHaveURL(/\/patient-profile$/)
      await page.getByRole('link', { name: 'Open your privacy centre' }).click()
      await expect(page).toHaveURL(/\/privacy-centre$/)

      const section = page.getByRole('region', { name: 'Delete your account' })
      await expect(section).toContainText('Every paid session still to come is cancelled and you get all your money back')
      await expect(section).toContainText('You have 1 such session.')
      await expect(section).toContainText('This cannot be undone.')
      await section.getByRole('button', { name: 'Delete my account' }).click()

      const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
      await expect(dialog).toBeVisible()
      await expectNoSeriousA11yIssues(page)
      // Without the box ticked, and then with a wrong password: nothing happens but a clear message.
      await dialog.getByLabel('Your password').fill(patient.password)
      await dialog.getByRole('button', { name: 'Delete my account' }).click()
      await expect(dialog.getByText('Tick the box to confirm you understand this cannot be undone.')).toBeVisible()
      await dialog.getByRole('checkbox', { name: 'I understand this cannot be undone' }).check()
      await dialog.getByLabel('Your password').fill('not-my-password')
      await dialog.getByRole('button', { name: 'Delete my account' }).click()
      await expect(dialog.getByText('That password is not right. Enter the password you sign in with.')).toBeVisible()
      await snap(page, 'dialog')

      await dialog.getByLabel('Your password').fill(patient.password)
      await dialog.getByRole('button', { name: 'Delete my account' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByText('Your account has been deleted and you are signed out everywhere.')).toBeVisible()
      await waitForHeader(page)
      if (isPhone(page)) {
        await page.getByTestId('nav-toggle').click()
        await expect(page.getByRole('dialog').getByRole('link', { name: 'Account' })).toBeVisible()
        await page.keyboard.press('Escape')
      } else {
        await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible()
      }
      await snap(page, 'home')

      // The session was cancelled with everything back, and the account is nameless.
      const [appointment] = await sql<{ status: string; refunded: number | null }>(
        `SELECT a.status::text AS status, r."amountKobo" AS refunded FROM "Appointment" a LEFT JOIN "Refund" r ON r."appointmentId" = a.id WHERE a.id = $1`,
        [appointmentId],
      )
      expect(appointment).toEqual({ status: 'Cancelled', refunded: 1_500_000 })
      expect(await sql(`SELECT 1 FROM "User" WHERE email = $1 OR "fullName" = 'Kemi Adebayo' AND id = $2`, [patient.email, id])).toHaveLength(0)

      // The same email and password no longer sign in.
      await page.goto('/patient-login')
      await signIn(page, patient.email, patient.password)
      await expect(page.getByText('Invalid email or password')).toBeVisible()
      await expect(page).toHaveURL(/\/patient-login$/)
    })
  })
}
