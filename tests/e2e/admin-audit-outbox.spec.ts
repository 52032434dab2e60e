import { expect, test } from '@playwright/test'
import { expectNoSidewaysScroll, marker, navLink, openFromSidebar, SCREENS, shownText, submitFilters } from './admin-support'
import { expectNoSeriousA11yIssues } from './axe'
import { lagosDate } from './db'
import { registerPatient, signInAsStaff } from './support'

// The audit log says what happened in words, names and links the people and posts
// it was about, and is filtered by action, person and date; the outbox is searched by recipient or
// subject. An admin starts on /admin and follows the sidebar, on a desktop and on a phone.

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport })

    test('an admin blocks a patient, then finds it in the audit log in words by person, action and date', async ({ page, playwright, baseURL }) => {
      const word = marker('Audit')
      const patientApi = await playwright.request.newContext({ baseURL })
      await registerPatient(patientApi, { fullName: `Ngozi ${word}` })
      await patientApi.dispose()

      const admin = await signInAsStaff(page.request, 'Admin', `Admin ${word}`)
      await page.goto('/admin')
      await openFromSidebar(page, 'Users')
      await page.getByRole('searchbox', { name: 'Search users by email or name' }).fill(word)
      await submitFilters(page, { search: word })
      await page.getByRole('link', { name: `Ngozi ${word}` }).click()
      await page.getByRole('button', { name: 'Block User' }).click()
      await page.getByRole('dialog', { name: `Block Ngozi ${word}?` }).getByRole('button', { name: 'Yes, block' }).click()
      await expect(shownText(page, 'User blocked').first()).toBeVisible()

      await openFromSidebar(page, 'Audit log')
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
      await page.getByRole('searchbox', { name: 'Person (who acted, or whom it was about)' }).fill(word)
      await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Blocked a user' })
      await submitFilters(page, { person: word, action: 'user.block' })
      await expect(shownText(page, `1 entry matching: Blocked a user, person “${word}”`)).toBeVisible()

      // In words, with the person's name as the link: no raw ids, no JSON, no "open".
      const table = page.getByRole('table', { name: 'Audit log, newest first' })
      const entry = table.getByRole('row').nth(1)
      await expect(entry).toContainText(`Blocked user Ngozi ${word}`)
      await expect(entry).toContainText(admin.fullName)
      await expect(entry).not.toContainText(/[{}"]|[0-9a-f]{8}-[0-9a-f]{4}-/)
      await expect(table.getByRole('link', { name: 'open' })).toHaveCount(0)
      await expectNoSidewaysScroll(page)
      // The "User blocked" notice (the toaster's own styling) has gone before the page is checked.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
      await expectNoSeriousA11yIssues(page)

      // Today (Lagos) keeps it; yesterday alone finds nothing.
      const today = lagosDate(0)
      const yesterday = lagosDate(-1)
      await page.getByLabel('From', { exact: true }).fill(today)
      await page.getByLabel('To', { exact: true }).fill(today)
      await submitFilters(page, { from: today, to: today })
      await expect(table.getByRole('row')).toHaveCount(2)
      await page.getByLabel('From', { exact: true }).fill(yesterday)
      await page.getByLabel('To', { exact: true }).fill(yesterday)
      await submitFilters(page, { from: yesterday, to: yesterday })
      await expect(shownText(page, 'No entry matches these filters.')).toBeVisible()
      await page.getByRole('link', { name: 'Clear filters' }).click()
      await expect(page).toHaveURL(/\/admin\/audit-log$/)

      // The name opens the person's page.
      await page.getByRole('searchbox', { name: 'Person (who acted, or whom it was about)' }).fill(`ngozi ${word.toLowerCase()}`)
      await submitFilters(page, { person: `ngozi ${word.toLowerCase()}` })
      await table.getByRole('link', { name: `Ngozi ${word}` }).click()
      await expect(page.getByRole('heading', { level: 1, name: `Ngozi ${word}` })).toBeVisible()
      await expect(navLink(page, 'Users')).toHaveAttribute('aria-current', 'page')
    })

    test('the outbox is searched by recipient or subject, and a manager reads it', async ({ page, playwright, baseURL }) => {
      const word = marker('mail')
      const patientApi = await playwright.request.newContext({ baseURL })
      const patient = await registerPatient(patientApi, { fullName: `Tobi ${word}` })
      expect((await patientApi.post('/api/v1/patient/forgot-password', { data: { email: patient.email } })).status()).toBe(200)
      await patientApi.dispose()

      await signInAsStaff(page.request, 'Manager')
      await page.goto('/admin')
      await openFromSidebar(page, 'Email outbox')
      await expect(page.getByRole('heading', { level: 1, name: 'Email outbox' })).toBeVisible()
      const search = page.getByRole('searchbox', { name: 'Search by recipient or subject' })

      // By part of the recipient's address, whatever its case.
      await search.fill(patient.email.slice(0, 14).toUpperCase())
      await submitFilters(page, { search: patient.email.slice(0, 14).toUpperCase() })
      const emails = page.getByRole('article')
      await expect(emails).toHaveCount(1)
      await expect(emails.first().getByRole('heading', { level: 2 })).toHaveText('Reset your password')
      await expect(emails.first()).toContainText(patient.email)
      await expect(emails.first()).toContainText('token=[hidden]')
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)

      // By subject: every reset email, this one among them.
      await search.fill('reset your PASSWORD')
      await submitFilters(page, { search: 'reset your PASSWORD' })
      await expect(emails.filter({ hasText: patient.email })).toHaveCount(1)
      for (const heading of await emails.getByRole('heading', { level: 2 }).allInnerTexts()) expect(heading).toBe('Reset your password')

      await search.fill(`nobody-${word}`)
      await submitFilters(page, { search: `nobody-${word}` })
      await expect(shownText(page, 'No email matches this search.')).toBeVisible()
      await page.getByRole('link', { name: 'Clear search' }).click()
      await expect(page).toHaveURL(/\/admin\/outbox$/)
      await expect(emails.first()).toBeVisible()
    })
  })
}
