import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { expectNoSeriousA11yIssues } from './axe'
import { openProfileFromHeader } from './journey'
import { registerPatient } from './support'

// "Download my data": a patient signs in through the login form, goes to their profile, opens the
// privacy centre through its link, gives their password again and saves one ZIP of their data.
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const


/** Set E2E_SCREENSHOTS to a folder to look at the screens; nothing is written otherwise. */
async function snap(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/data-export-${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}


for (const viewport of VIEWPORTS) {
  test.describe(`download my data on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a patient downloads their data from the privacy centre with their password', async ({ page, playwright, baseURL }) => {
      const api = await playwright.request.newContext({ baseURL })
      const patient = await registerPatient(api, { fullName: 'Chiamaka Eze' })
      await api.dispose()

      await page.goto('/patient-login')
      await page.getByLabel('Email').filter({ visible: true }).fill(patient.email)
      await page.getByLabel('Password').filter({ visible: true }).fill(patient.password)
      await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
      await expect(page).toHaveURL(/\/$/)
      await openProfileFromHeader(page, 'Chiamaka')
      await expect(page).toHaveURL(/\/patient-profile$/)
      await page.getByRole('link', { name: 'Open your privacy centre' }).click()
      await expect(page).toHaveURL(/\/privacy-centre$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Your data and privacy' })).toBeVisible()

      const section = page.getByRole('region', { name: 'Download your data' })
      const password = section.getByLabel('Your password')
      const button = section.getByRole('button', { name: 'Download my data' })

      // No password, then a wrong one: the same clear message under the field, and no download.
      await button.click()
      await expect(section.getByRole('alert')).toHaveText('That password is not right. Enter the password you sign in with.')
      await password.fill('not-my-password')
      await button.click()
      await expect(section.getByRole('alert')).toHaveText('That password is not right. Enter the password you sign in with.')
      await expect(password).toHaveAttribute('aria-invalid', 'true')
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'wrong-password')

      await password.fill(patient.password)
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
      expect(download.suggestedFilename()).toMatch(/^alafia-data-\d{4}-\d{2}-\d{2}\.zip$/)
      const files = unzipSync(readFileSync((await download.path())!))
      expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'appointments.json', 'consents.json', 'sign-ins.json']))
      expect(strFromU8(files['README.txt']!)).toContain('profile.json')
      const profile = JSON.parse(strFromU8(files['profile.json']!))
      expect(profile).toMatchObject({ email: patient.email, fullName: 'Chiamaka Eze', role: 'Patient' })
      await expect(section.getByRole('alert')).toHaveCount(0)
      await expect(password).toHaveValue('')
      await expect(page.getByText('Your data is downloading.')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await snap(page, 'downloaded')
    })
  })
}
