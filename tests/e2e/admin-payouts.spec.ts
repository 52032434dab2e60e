import { expect, test, type Page } from '@playwright/test'
import { adminNav, expectNoSidewaysScroll, marker, openFromSidebar, SCREENS, shownText } from './admin-support'
import { expectNoSeriousA11yIssues } from './axe'
import { createStaff, createTherapist, sql } from './db'
import { insertPaidAppointment, patientId } from './fixtures'
import { DEMO_PASSWORD, registerPatient } from './support'

// Payouts, the admin side: an admin signs in, opens Payouts from the sidebar, sees a therapist owed
// for a session that ended three days ago, runs payouts after confirming, and finds the transfer Paid
// with its reference; the platform statement reconciles. A manager reads the page without the button.

const HOUR_MS = 3_600_000

async function signInThroughForm(page: Page, role: 'Admin' | 'Manager', fullName: string) {
  const staff = await createStaff(role, fullName)
  await page.goto('/patient-login')
  await page.getByLabel('Email').filter({ visible: true }).fill(staff.email)
  await page.getByLabel('Password').filter({ visible: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(adminNav(page).getByText(`Hello, ${fullName}`)).toBeVisible()
  return staff
}

/** A therapist with a paid ₦15,000 session that ended 72 hours ago (₦12,750 payable) and a payout account. */
async function owedTherapist(word: string, api: Parameters<typeof registerPatient>[0]) {
  await registerPatient(api, { fullName: `Kemi ${word}` })
  const therapist = await createTherapist({ fullName: `Dr. Payee ${word}`, verified: true })
  const thisHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS
  await insertPaidAppointment({ patient: await patientId(api), therapistId: therapist.id, startsAt: new Date(thisHour - 73 * HOUR_MS), hours: 1 })
  await sql(
    `INSERT INTO "PayoutAccount" ("therapistId", "bankCode", "bankName", "accountNumber", "accountName", "updatedAt") VALUES ($1, '058', 'Guaranty Trust Bank', '0123456789', $2, now())`,
    [therapist.id, therapist.fullName.toUpperCase()],
  )
  return therapist
}

/** Sonner's notices fade out before a page is measured (their own colours are not the page's). */
const noticesGone = (page: Page) => expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport })

    test('an admin runs payouts: the therapist owed is paid and the statement reconciles', async ({ page, playwright, baseURL }) => {
      test.setTimeout(90_000)
      const word = marker('Pay')
      const api = await playwright.request.newContext({ baseURL })
      const therapist = await owedTherapist(word, api)
      await api.dispose()

      await signInThroughForm(page, 'Admin', `Admin ${word}`)
      await openFromSidebar(page, 'Payouts')
      await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible()
      const owed = page.getByRole('table', { name: 'Therapists owed at least the minimum' }).getByRole('row').filter({ hasText: therapist.fullName })
      await expect(owed).toContainText('₦12,750')
      await expect(owed).toContainText('Will be paid')
      const statement = page.getByRole('table', { name: /Platform statement/ })
      await expect(statement.getByRole('row').nth(1)).toContainText('Reconciles')
      await expect(statement.getByText(/Off by/)).toHaveCount(0)
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)

      await page.getByRole('button', { name: 'Run payouts' }).click()
      const dialog = page.getByRole('dialog', { name: 'Run payouts now?' })
      await expect(dialog).toContainText('will be paid')
      await expectNoSeriousA11yIssues(page)
      await dialog.getByRole('button', { name: 'Yes, pay them' }).click()
      await expect(shownText(page, /therapists? paid \(₦/)).toBeVisible()
      await expect(dialog).toBeHidden()

      const transfer = page.getByRole('group', { name: new RegExp(`₦12,750 to ${therapist.fullName}`) })
      await expect(transfer).toContainText('Paid')
      await expect(transfer).toContainText(/PO-\d{13}-[0-9a-f]{12}/)
      await expect(transfer).toContainText('Guaranty Trust Bank ••••••6789')
      await expect(transfer).toContainText('SANDBOX-PO-')
      await expect(page.getByRole('table', { name: 'Therapists owed at least the minimum' }).getByRole('row').filter({ hasText: therapist.fullName })).toHaveCount(0)
      const [stored] = await sql<{ status: string; amountKobo: number }>(`SELECT status, "amountKobo" FROM "Payout" WHERE "therapistId" = $1`, [therapist.id])
      expect(stored).toEqual({ status: 'Paid', amountKobo: 1_275_000 })
      await expect(statement.getByRole('row').nth(1)).toContainText('Reconciles')
      await noticesGone(page)
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)

      // The therapist's own admin page shows what was paid out and where.
      await transfer.getByRole('link', { name: therapist.fullName }).click()
      const money = page.getByRole('region', { name: 'Balance and payouts' })
      await expect(money).toContainText('Paid out₦12,750')
      await expect(money).toContainText('Guaranty Trust Bank ••••••6789')
    })

    test('a manager reads payouts and the statement but cannot run them', async ({ page }) => {
      await signInThroughForm(page, 'Manager', `Manager ${marker('Pay')}`)
      await openFromSidebar(page, 'Payouts')
      await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible()
      await expect(shownText(page, 'Managers can follow payouts and the statement. Only an admin can run payouts.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Run payouts' })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Platform statement' })).toBeVisible()
      await expectNoSidewaysScroll(page)
    })
  })
}
