import { expect, test, type Page } from '@playwright/test'
import { adminNav, expectNoSidewaysScroll, marker, navLink, openFromSidebar, SCREENS, shownText } from './admin-support'
import { expectNoSeriousA11yIssues } from './axe'
import { createStaff, sql } from './db'
import { DEMO_PASSWORD } from './support'

// The privacy registers, the admin side: an admin signs in, opens Data requests from the sidebar,
// records an erasure request that came by email, sees it due in 30 days and marks it completed with
// what was done; then opens Breaches, records one, sees the 72-hour countdown and marks the
// Commission notified. A manager sees neither link, and is refused the pages.

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

/** Sonner's notices fade out before a page is measured (their own colours are not the page's). */
const noticesGone = (page: Page) => expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport })

    test('an admin records an erasure request and a breach, and answers both within their deadlines', async ({ page }) => {
      test.setTimeout(90_000)
      const word = marker('Reg')
      await signInThroughForm(page, 'Admin', `Admin ${word}`)

      await openFromSidebar(page, 'Data requests')
      await expect(page.getByRole('heading', { level: 1, name: 'Data requests' })).toBeVisible()
      await expectNoSeriousA11yIssues(page)
      const form = page.getByRole('region', { name: 'Record a request' })
      await form.getByLabel('What they asked for').selectOption('Erasure')
      await form.getByLabel('How it came').selectOption('Email')
      await form.getByLabel('Who asked').fill(`Ngozi ${word} <ngozi-${word.toLowerCase()}@example.test>`)
      await form.getByLabel('Details (optional)').fill('Asked by email to delete her account.')
      await form.getByRole('button', { name: 'Record request' }).click()
      await expect(shownText(page, 'Data request recorded.')).toBeVisible()

      const request = page.getByTestId('data-request-row').filter({ hasText: word })
      await expect(request).toHaveCount(1)
      await expect(request).toContainText('Erasure · Email')
      await expect(request).toContainText('Due in 30 days')
      await expect(request).toContainText('Open')
      await expectNoSidewaysScroll(page)

      await request.getByRole('button', { name: 'Mark completed' }).click()
      const dialog = page.getByRole('dialog', { name: 'Mark this request completed?' })
      await dialog.getByRole('button', { name: 'Mark completed' }).click()
      await expect(dialog.getByText('Say what was done, or why the request was refused')).toBeVisible()
      await expectNoSeriousA11yIssues(page)
      await dialog.getByLabel('What was done').fill('Account erased; replied by email.')
      await dialog.getByRole('button', { name: 'Mark completed' }).click()
      await expect(dialog).toBeHidden()
      await expect(request).toContainText('Completed')
      await expect(request).toContainText('Account erased; replied by email.')
      await expect(request).not.toContainText('Due in')
      await expect(request.getByRole('button', { name: 'Mark completed' })).toHaveCount(0)
      const [stored] = await sql<{ state: string; kind: string; channel: string }>(`SELECT state, kind, channel FROM "DataRequest" WHERE contact LIKE $1`, [`%${word}%`])
      expect(stored).toEqual({ state: 'Completed', kind: 'Erasure', channel: 'Email' })

      await openFromSidebar(page, 'Breaches')
      await expect(page.getByRole('heading', { level: 1, name: 'Breaches' })).toBeVisible()
      const breachForm = page.getByRole('region', { name: 'Record a breach' })
      await breachForm.getByLabel('People affected').fill('3')
      await breachForm.getByLabel('What happened').fill(`Booking emails ${word} went to the wrong patients`)
      await breachForm.getByLabel('Data affected').fill('Names and session times')
      await breachForm.getByRole('button', { name: 'Record breach' }).click()
      await expect(shownText(page, /^Breach recorded\./)).toBeVisible()
      const breach = page.getByTestId('breach-row').filter({ hasText: word })
      await expect(breach).toContainText('Notify the Commission within 72 hours')
      await expect(breach).toContainText('People affected3')
      await noticesGone(page)
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)

      await breach.getByRole('button', { name: 'Mark the Commission notified' }).click()
      await expect(shownText(page, 'Marked: the Commission was notified.')).toBeVisible()
      await expect(breach).toContainText('Commission notified on')
      await expect(breach).not.toContainText('Notify the Commission within')
      await expect(breach.getByRole('button', { name: 'Mark the Commission notified' })).toHaveCount(0)
      await expect(breach).toContainText('People toldNot yet')
    })

    test('a manager sees neither register in the sidebar and is refused their pages', async ({ page }) => {
      await signInThroughForm(page, 'Manager', `Manager ${marker('Reg')}`)
      await expect(navLink(page, 'Audit log')).toHaveCount(1)
      await expect(navLink(page, 'Data requests')).toHaveCount(0)
      await expect(navLink(page, 'Breaches')).toHaveCount(0)
      // No link leads there; typed in, the page refuses.
      await page.goto('/admin/breaches')
      await expect(page).toHaveURL(/\/unauthorized$/)
    })
  })
}
