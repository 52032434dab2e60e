import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './axe'
import { createTherapist, sql } from './db'
import { DEMO_PASSWORD } from './support'

// A therapist sets the account their earnings are paid into: from the login form to Earnings in the
// sidebar and its "Payout account" link, a bank and a number, the bank's name for the account shown
// to confirm, then the saved account. An account in someone else's name (the sandbox's 9999999999)
// is refused. Without Monnify keys the built-in sandbox plays the bank. Each run has its own therapist.
test.use({ timezoneId: 'Africa/Lagos' })

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const

/** Set E2E_SCREENSHOTS to a folder to look at the screens; nothing is written otherwise. */
async function snap(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/payout-account-${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

async function therapistOpensPayoutAccount(page: Page, email: string) {
  await page.goto('/therapist-login')
  await page.getByLabel('Email').filter({ visible: true }).fill(email)
  await page.getByLabel('Password').filter({ visible: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(/\/therapist-dashboard$/)
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Earnings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible()
  await page.getByRole('link', { name: 'Payout account', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payout account' })).toBeVisible()
}

for (const viewport of VIEWPORTS) {
  test.describe(`the payout account on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a therapist looks up an account, sees the bank’s name for it, confirms it and sees it saved', async ({ page }) => {
      const therapist = await createTherapist({ fullName: 'Ngozi Adaeze Eze', verified: true })
      await therapistOpensPayoutAccount(page, therapist.email)
      const current = page.getByTestId('current-payout-account')
      await expect(current).toContainText('You have not added a payout account yet.')
      await snap(page, 'empty')
      await expectNoSeriousA11yIssues(page)

      // Someone else's account: refused, with the reason beside the number, and nothing saved.
      await page.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' })
      await page.getByLabel('Account number').fill('9999999999')
      await page.getByRole('button', { name: 'Look up account' }).click()
      await expect(page.locator('#payout-account-number-error')).toHaveText(/does not match your name on Alafia \(Ngozi Adaeze Eze\)/)
      await expect(page.getByTestId('payout-account-found')).toHaveCount(0)
      await snap(page, 'mismatch')
      await expectNoSeriousA11yIssues(page)

      // Their own: the bank's name is shown to confirm.
      await page.getByLabel('Account number').fill('0123456789')
      await page.getByRole('button', { name: 'Look up account' }).click()
      const found = page.getByTestId('payout-account-found')
      await expect(found).toContainText('belongs to NGOZI ADAEZE EZE')
      await expect(found.getByRole('heading', { name: 'Is this your account?' })).toBeFocused()
      await snap(page, 'confirm')
      await expectNoSeriousA11yIssues(page)

      await found.getByRole('button', { name: 'Yes, pay into this account' }).click()
      await expect(page.getByText('Your payout account is saved.')).toBeVisible()
      await expect(current).toContainText('Guaranty Trust Bank')
      await expect(current).toContainText('NGOZI ADAEZE EZE')
      await expect(current).toContainText('••••••6789')
      await expect(current).not.toContainText('0123456789')
      // A first account is not held.
      await expect(page.getByTestId('payout-hold')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Change your payout account' })).toBeVisible()
      await snap(page, 'saved')

      const [row] = await sql<{ accountNumber: string; changedAt: Date | null }>(`SELECT "accountNumber", "changedAt" FROM "PayoutAccount" WHERE "therapistId" = $1`, [therapist.id])
      expect(row).toEqual({ accountNumber: '0123456789', changedAt: null })

      // A change is held for 24 hours, and the page says from when.
      await page.getByLabel('Bank').selectOption({ label: 'Zenith Bank' })
      await page.getByLabel('Account number').fill('2222333344')
      await page.getByRole('button', { name: 'Look up account' }).click()
      await page.getByTestId('payout-account-found').getByRole('button', { name: 'Yes, pay into this account' }).click()
      await expect(current).toContainText('Zenith Bank')
      await expect(current).toContainText('••••••3344')
      await expect(page.getByTestId('payout-hold')).toContainText(/Payouts to this account start on \w+day, \w+ \d{1,2}, \d{4}, \d{2}:\d{2} (AM|PM) \(Lagos time\)/)
      await snap(page, 'held')
      await expectNoSeriousA11yIssues(page)
    })
  })
}
