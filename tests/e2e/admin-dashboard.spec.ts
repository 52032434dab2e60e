import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DEMO, login } from './support'

// The admin area's frame, dashboard, appointment page and audit log (spec 2.8, issue 7), with the
// demo data: an admin follows the lists to an appointment, on a desktop and on a phone.

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

const figure = (page: Page, label: string) => page.getByTestId('admin-figures').locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd').first()

test('an admin reads the dashboard, searches the lists and opens an appointment', async ({ page }) => {
  await login(page.request, DEMO.admin)
  await page.goto('/admin')
  const sidebar = page.getByRole('navigation', { name: 'Admin' })
  await expect(sidebar.getByText('Hello, Alafia Admin')).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(sidebar.getByRole('link', { name: 'All Blog Post' })).toHaveAttribute('href', '/admin/all-blog-post')
  await expect(sidebar.getByRole('link', { name: 'Create Post' })).toHaveAttribute('href', '/admin/create-blog-post')

  // The Therapists figure is the therapists' own count (the spec's version reused the patients').
  const therapistsSection = page.locator('section#therapists')
  const listed = Number((await therapistsSection.getByText(/^\d[\d,]* therapists?$/).innerText()).split(' ')[0]!.replace(/,/g, ''))
  await expect(figure(page, 'Therapists')).toHaveText(String(listed))
  await expect(figure(page, 'Patients')).not.toHaveText(String(listed))
  await expectNoSeriousViolations(page)

  // Users by part of an email, then a search that finds nobody.
  const users = page.locator('section#users')
  await users.getByRole('searchbox', { name: 'Search users by email or name' }).fill('PATIENT@alafia')
  await users.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/users=PATIENT%40alafia/)
  await expect(users.getByRole('row', { name: /Chioma Eze/ })).toContainText('Not Blocked')
  await users.getByRole('searchbox').fill('nobody-at-all-xyz')
  await users.getByRole('button', { name: 'Search' }).click()
  await expect(users.getByText('No User Found')).toBeVisible()
  await users.getByRole('link', { name: 'Clear search' }).click()
  await expect(users.getByRole('row', { name: /Chioma Eze/ })).toBeVisible()

  // Therapists by name, with their verification.
  await therapistsSection.getByRole('searchbox', { name: 'Search therapists by email or name' }).fill('okafor')
  await therapistsSection.getByRole('button', { name: 'Search' }).click()
  await expect(therapistsSection.getByRole('row', { name: /Dr\. Adaeze Okafor/ })).toContainText('Verified')
  await expect(therapistsSection.getByRole('link', { name: 'Dr. Adaeze Okafor' })).toHaveAttribute('href', /^\/admin\/therapist\/[0-9a-f-]{36}$/)

  // Appointments by client name; the date opens the appointment.
  const appointments = page.locator('section#appointments')
  await appointments.getByRole('searchbox', { name: 'Search appointments by client name' }).fill('chioma')
  await appointments.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/appointments=chioma/)
  const firstDate = appointments.getByRole('row').nth(1).getByRole('link')
  await firstDate.click()
  await expect(page).toHaveURL(/\/admin\/appointment\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible()
  for (const heading of ['People', 'Session', 'Payment', 'Reschedule history']) await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  const people = page.getByRole('region', { name: 'People' })
  await expect(people.getByRole('link', { name: 'Chioma Eze' })).toHaveAttribute('href', /^\/admin\/applicationUser\/[0-9a-f-]{36}$/)
  for (const term of ['Booking date', 'Appointment date', 'Start', 'End', 'Duration', 'Payment status', 'Payment reference', 'Transaction reference']) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible()
  }
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
  await expectNoSeriousViolations(page)
})

test('an unknown appointment is a 404 inside the admin frame', async ({ page }) => {
  await login(page.request, DEMO.admin)
  // The page streams (the frame first, then the session check): the status is already sent when the
  // lookup fails, so the not-found page comes with a noindex tag rather than a 404 status. The API
  // call answers 404 itself.
  await page.goto('/admin/appointment/00000000-0000-4000-8000-000000000000')
  expect((await page.request.get('/api/v1/admin/appointment/00000000-0000-4000-8000-000000000000')).status()).toBe(404)
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()
})

test('a manager reads the dashboard and the audit log', async ({ page }) => {
  await login(page.request, DEMO.manager)
  await page.goto('/admin/audit-log')
  const sidebar = page.getByRole('navigation', { name: 'Admin' })
  await expect(sidebar.getByText('Manager: read-only, blog editor')).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await expectNoSeriousViolations(page)
  await sidebar.getByRole('link', { name: 'Home', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the pages fit the screen and the menu folds open and closes on navigation', async ({ page }) => {
    await login(page.request, DEMO.admin)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
    await expectNoSidewaysScroll(page)

    const menu = page.getByRole('button', { name: /Menu/ })
    const auditLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' })
    await expect(auditLink).toBeHidden()
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await auditLink.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expectNoSidewaysScroll(page)

    await page.goto('/admin?appointments=chioma')
    await page.locator('section#appointments').getByRole('row').nth(1).getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible()
    await expectNoSidewaysScroll(page)
  })
})

