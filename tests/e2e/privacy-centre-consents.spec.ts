import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './axe'
import { fillLogin, openProfileFromHeader, screenshots } from './journey'
import { registerPatient } from './support'

// The privacy centre's consents and sign-ins (decision 042): a patient signs in through the login
// form, opens the privacy centre from their profile, turns marketing emails on and sees when, finds
// this sign-in marked as this device, and signs out everywhere, on a phone and on a desktop.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const

const snap = screenshots('privacy-centre-consents')


/** "Nov 24, 2026, 07:05 PM": how the privacy centre writes a time. */
const A_TIME = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M`

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a patient turns marketing emails on, sees this sign-in, and signs out everywhere', async ({ page, playwright, baseURL }) => {
      const api = await playwright.request.newContext({ baseURL })
      const patient = await registerPatient(api, { fullName: 'Chiamaka Obi' })
      await api.dispose()

      await page.goto('/patient-login')
      await fillLogin(page, patient.email, patient.password)
      await expect(page).toHaveURL(/\/$/)
      await openProfileFromHeader(page, 'Chiamaka')
      await expect(page).toHaveURL(/\/patient-profile$/)
      await page.getByRole('link', { name: 'Open your privacy centre' }).click()
      await expect(page).toHaveURL(/\/privacy-centre$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Your data and privacy' })).toBeVisible()

      const consents = page.getByRole('region', { name: 'Consents and preferences' })
      // The health-data consent the patient gave, with its date; marketing emails off by default.
      const health = consents.getByTestId('consent-health-data')
      await expect(health).toContainText('On')
      await expect(health).toContainText(new RegExp(`Given on ${A_TIME}`))
      const marketing = consents.getByTestId('consent-marketing-emails')
      await expect(marketing).toContainText('Off: you have never turned them on.')
      await expect(consents.getByTestId('consent-reminders')).toContainText('Email on, SMS off, WhatsApp off.')
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'before')

      await marketing.getByRole('button', { name: 'Turn on marketing emails' }).click()
      await expect(page.getByText('Marketing emails are on.')).toBeVisible()
      await expect(marketing.getByRole('button', { name: 'Turn off marketing emails' })).toBeVisible()
      await expect(marketing).toContainText(new RegExp(`Given on ${A_TIME}`))

      // This sign-in (the login form's, in this browser) is active and marked as this device; the
      // registration's sign-in over the API is listed too.
      const signIns = page.getByRole('region', { name: 'Where you are signed in' })
      const items = signIns.getByTestId('sign-in')
      await expect(items).toHaveCount(2)
      const current = items.filter({ hasText: 'This device' })
      await expect(current).toHaveCount(1)
      // Playwright's desktop Chrome, whatever system it claims.
      await expect(current).toContainText(/Chrome on (Windows|Linux|Mac)/)
      await expect(current).toContainText('Active')
      await expect(current).toContainText(new RegExp(`Signed in ${A_TIME} from \\S+x`))
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'after')

      await signIns.getByRole('button', { name: 'Sign out everywhere' }).click()
      const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' })
      await expect(dialog).toBeVisible()
      await expectNoSeriousA11yIssues(page)
      await dialog.getByRole('button', { name: 'Sign out everywhere' }).click()
      await expect(page).toHaveURL(/\/patient-login/)
      await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible()
      // The browser's session is gone on the server too.
      const account = await page.request.get('/api/v1/user/session-account')
      expect((await account.json()).data).toBeNull()
    })
  })
}
