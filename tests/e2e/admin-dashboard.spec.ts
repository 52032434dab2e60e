import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminNav, expectNoSidewaysScroll, marker, navLink, openFromSidebar, SCREENS, shownText, submitFilters } from './admin-support'
import { expectNoSeriousA11yIssues } from './axe'
import { createTherapist, lagosDate, publishHours, sql } from './db'
import { registerPatient, signInAsStaff } from './support'

// The admin area's dashboard and its three lists, each a page of its own:
// an admin starts on /admin and follows the sidebar to Users, Therapists and Appointments, searches,
// pages and filters them, and opens what they find; a checkout abandoned unpaid shows as "Abandoned
// payment", never as a cancelled session. Every journey runs on a desktop and on a phone.

const figure = (page: Page, label: string) => page.getByTestId('admin-figures').locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd').first()

/** `count` patients named "Pager <word> NN", newest first by number, written straight into the database. */
async function patientsNamed(word: string, count: number) {
  await sql(
    `INSERT INTO "User" (id, email, "passwordHash", "fullName", role, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), 'pager-' || $1 || '-' || n || '@example.test', 'not-a-hash', 'Pager ' || $2 || ' ' || lpad(n::text, 2, '0'), 'Patient'::"Role", now() - n * interval '1 minute', now()
     FROM generate_series(1, $3::int) AS n`,
    [word.toLowerCase(), word, count],
  )
}

/**
 * A checkout closed without paying, made as a patient makes it: a fresh patient holds an hour of a
 * therapist of the test's own, then cancels the hold (the payment window closed). Returns the
 * patient and the date.
 */
async function abandonedCheckout(request: APIRequestContext, fullName: string) {
  const patient = await registerPatient(request, { fullName })
  const headers = { authorization: `Bearer ${patient.token}` }
  const therapist = await createTherapist({ fullName: 'Dr. Nkem Holding', verified: true })
  const date = lagosDate(8)
  await publishHours(therapist.id, date, [10, 11])
  const hold = await request.post('/api/v1/patient/hold-appointment', {
    headers,
    data: { therapistId: therapist.id, appointmentDate: date, slot_start: '10:00', slot_end: '11:00' },
  })
  expect(hold.status()).toBe(201)
  const { paymentReference } = (await hold.json()).data as { paymentReference: string }
  const cancelled = await request.post('/api/v1/patient/cancel-hold', { headers, data: { paymentReference } })
  expect(cancelled.status()).toBe(200)
  expect((await cancelled.json()).data.status).toBe('Cancelled')
  return { patient, date }
}

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport })

    test('the dashboard keeps its figures and the queue and leads to the lists; Users are searched, paged and opened', async ({ page }) => {
      const word = marker()
      await patientsNamed(word, 12)
      const admin = await signInAsStaff(page.request, 'Admin', `Admin ${word}`)
      await page.goto('/admin')
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
      await expect(adminNav(page).getByText(`Hello, ${admin.fullName}`)).toBeVisible()
      await expect(navLink(page, 'Home')).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('heading', { level: 2, name: 'Awaiting verification' })).toBeVisible()
      // The lists have moved to their pages: the dashboard links to them instead.
      const lists = page.getByRole('navigation', { name: 'Admin lists' })
      for (const [name, href] of [['Users', '/admin/users'], ['Therapists', '/admin/therapists'], ['Appointments', '/admin/appointments']] as const) {
        await expect(lists.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
      }
      await expect(page.getByRole('searchbox')).toHaveCount(0)
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)

      await openFromSidebar(page, 'Users')
      await expect(page).toHaveURL(/\/admin\/users$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()

      // Twelve patients share the word: ten on the first page, two on the second.
      const search = page.getByRole('searchbox', { name: 'Search users by email or name' })
      await search.fill(word.toLowerCase())
      await submitFilters(page, { search: word.toLowerCase() })
      await expect(shownText(page, `12 users matching “${word.toLowerCase()}”`)).toBeVisible()
      const rows = page.getByRole('table', { name: 'Users' }).getByRole('row')
      await expect(rows).toHaveCount(11) // the header and ten
      await expect(rows.nth(1)).toContainText(`Pager ${word} 01`)
      const pager = page.getByRole('navigation', { name: 'Users pages' })
      await expect(pager.getByText('Page 1 of 2')).toBeVisible()
      await pager.getByRole('link', { name: 'Next' }).click()
      await expect(pager.getByText('Page 2 of 2')).toBeVisible()
      await expect(rows).toHaveCount(3)
      await expect(rows.nth(2)).toContainText(`Pager ${word} 12`)
      await expect(page).toHaveURL(new RegExp(`/admin/users\\?search=${word.toLowerCase()}&page=2$`))
      await expectNoSidewaysScroll(page)

      // Nobody: the list's empty text; Clear search brings everyone back.
      await search.fill('nobody-at-all-xyz')
      await submitFilters(page, { search: 'nobody-at-all-xyz' })
      await expect(shownText(page, 'No User Found')).toBeVisible()
      await page.getByRole('link', { name: 'Clear search' }).click()
      await expect(page).toHaveURL(/\/admin\/users$/)
      await expect(search).toHaveValue('')

      // Part of an email, whatever its case, then the account itself.
      await search.fill('PATIENT@alafia')
      await submitFilters(page, { search: 'PATIENT@alafia' })
      const chioma = page.getByRole('row', { name: /Chioma Eze/ })
      await expect(chioma).toContainText('Not Blocked')
      await expectNoSeriousA11yIssues(page)
      await chioma.getByRole('link', { name: 'Chioma Eze' }).click()
      await expect(page).toHaveURL(/\/admin\/applicationUser\/[0-9a-f-]{36}$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Chioma Eze' })).toBeVisible()
      await expect(navLink(page, 'Users')).toHaveAttribute('aria-current', 'page')
      await page.getByRole('link', { name: '← Users' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    })

    test('Therapists are searched with their verification and opened', async ({ page }) => {
      await signInAsStaff(page.request, 'Admin')
      await page.goto('/admin')
      // The Therapists figure is the therapists' own count (the spec's version reused the patients').
      const therapistsFigure = await figure(page, 'Therapists').innerText()
      await openFromSidebar(page, 'Therapists')
      await expect(page.getByRole('heading', { level: 1, name: 'Therapists' })).toBeVisible()
      await expect(shownText(page, new RegExp(`^${therapistsFigure} therapists?$`))).toBeVisible()

      await page.getByRole('searchbox', { name: 'Search therapists by email or name' }).fill('okafor')
      await submitFilters(page, { search: 'okafor' })
      await expect(shownText(page, /^1 therapist matching “okafor”$/)).toBeVisible()
      const row = page.getByRole('row', { name: /Dr\. Adaeze Okafor/ })
      await expect(row).toContainText('Verified')
      await expect(row).not.toContainText('Not Verified')
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)
      await row.getByRole('link', { name: 'Dr. Adaeze Okafor' }).click()
      await expect(page).toHaveURL(/\/admin\/therapist\/[0-9a-f-]{36}$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Dr. Adaeze Okafor' })).toBeVisible()
      await expect(navLink(page, 'Therapists')).toHaveAttribute('aria-current', 'page')

      // Nobody matches: the list's empty text.
      await openFromSidebar(page, 'Therapists')
      await page.getByRole('searchbox', { name: 'Search therapists by email or name' }).fill('no-such-therapist-xyz')
      await submitFilters(page, { search: 'no-such-therapist-xyz' })
      await expect(shownText(page, 'No Therapist Found')).toBeVisible()
    })

    test('Appointments: a paid session opens; a closed checkout is no session, shows as "Abandoned payment" and is found by status and date', async ({ page, playwright, baseURL }) => {
      const word = marker('Abandon')
      const patientApi = await playwright.request.newContext({ baseURL })
      const { date } = await abandonedCheckout(patientApi, `Amaka ${word}`)
      await patientApi.dispose()

      await signInAsStaff(page.request, 'Admin')
      await page.goto('/admin')
      await openFromSidebar(page, 'Appointments')
      await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible()
      const search = page.getByRole('searchbox', { name: 'Search appointments by client name' })
      const status = page.getByRole('combobox', { name: 'Status' })
      const table = page.getByRole('table', { name: 'Appointments' })

      // A paid session of the demo patient, found by name, opens on its page.
      await search.fill('chioma')
      await submitFilters(page, { search: 'chioma' })
      await expect(table.getByRole('row').nth(1)).toContainText(/Paid|Completed/)
      await table.getByRole('row').nth(1).getByRole('link').first().click()
      await expect(page).toHaveURL(/\/admin\/appointment\/[0-9a-f-]{36}$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible()
      for (const term of ['Booking date', 'Appointment date', 'Start', 'End', 'Duration', 'Payment status', 'Payment reference', 'Transaction reference']) {
        await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible()
      }
      await expect(navLink(page, 'Appointments')).toHaveAttribute('aria-current', 'page')
      await page.getByRole('link', { name: '← Appointments' }).click()
      await expect(page).toHaveURL(/\/admin\/appointments$/)

      // The closed checkout is not among the sessions.
      await search.fill(word)
      await status.selectOption({ label: 'All sessions (paid for)' })
      await submitFilters(page, { search: word })
      await expect(shownText(page, 'No Appointments Found')).toBeVisible()

      // Abandoned payment finds it, named so (never "Cancelled").
      await status.selectOption({ label: 'Abandoned payment' })
      await submitFilters(page, { status: 'abandoned' })
      await expect(shownText(page, `1 appointment matching: Abandoned payment, client “${word}”`)).toBeVisible()
      const row = table.getByRole('row').nth(1)
      await expect(row).toContainText(`Amaka ${word}`)
      await expect(row.getByText('Abandoned payment', { exact: true }).filter({ visible: true })).toHaveCount(1)
      await expect(row).not.toContainText('Cancelled')
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)

      // The date filter: its day keeps it, the day before leaves nothing, From after To is refused.
      await page.getByLabel('From', { exact: true }).fill(date)
      await page.getByLabel('To', { exact: true }).fill(date)
      await submitFilters(page, { from: date, to: date })
      await expect(table.getByRole('row')).toHaveCount(2)
      await page.getByLabel('To', { exact: true }).fill(dayBefore(date))
      await page.getByLabel('From', { exact: true }).fill(dayBefore(date))
      await submitFilters(page, { from: dayBefore(date), to: dayBefore(date) })
      await expect(shownText(page, 'No Appointments Found')).toBeVisible()
      await page.getByLabel('From', { exact: true }).fill(date)
      await submitFilters(page, { from: date, to: dayBefore(date) })
      await expect(page.getByRole('alert').filter({ hasText: 'The From date must be on or before the To date.' })).toBeVisible()
      // Not applied, but kept in the form to be put right.
      await expect(page.getByLabel('From', { exact: true })).toHaveValue(date)
      await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true')
      await expect(shownText(page, `1 appointment matching: Abandoned payment, client “${word}”`)).toBeVisible()
      await page.getByRole('link', { name: 'Clear filters' }).click()
      await expect(page).toHaveURL(/\/admin\/appointments$/)

      // Its page says what it is; the patient's page counts it apart from cancelled sessions.
      await search.fill(word)
      await status.selectOption({ label: 'Abandoned payment' })
      await submitFilters(page, { search: word, status: 'abandoned' })
      await table.getByRole('row').nth(1).getByRole('link').first().click()
      await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible()
      await expect(shownText(page, 'Abandoned payment')).toBeVisible()
      await expect(shownText(page, 'Abandoned payment (the hold was cancelled before any payment arrived)')).toBeVisible()
      await page.getByRole('region', { name: 'People', exact: true }).getByRole('link', { name: `Amaka ${word}` }).click()
      await expect(page.getByRole('heading', { level: 1, name: `Amaka ${word}` })).toBeVisible()
      const counts = page.getByRole('region', { name: 'Appointments', exact: true })
      await expect(counts.locator('div', { has: page.locator('dt', { hasText: /^Cancelled$/ }) }).locator('dd')).toHaveText('0')
      await expect(counts.locator('div', { has: page.locator('dt', { hasText: /^Abandoned payment$/ }) }).locator('dd')).toHaveText('1')
      await expect(counts.getByRole('listitem').filter({ hasText: 'Abandoned payment' })).toHaveCount(1)
      await expectNoSidewaysScroll(page)
    })

    test('a manager reads the lists and pages with no action buttons', async ({ page }) => {
      await signInAsStaff(page.request, 'Manager')
      await page.goto('/admin')
      await expect(adminNav(page).getByText('Manager: read-only, blog editor')).toBeVisible()
      for (const [label, heading] of [['Users', 'Users'], ['Therapists', 'Therapists'], ['Appointments', 'Appointments']] as const) {
        await openFromSidebar(page, label)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await expect(page.locator('#main').getByRole('button', { name: /Block|Unblock|Delete|Verify|Approve|Decline/ })).toHaveCount(0)
      }
      await openFromSidebar(page, 'Users')
      await page.getByRole('searchbox', { name: 'Search users by email or name' }).fill('patient@alafia')
      await submitFilters(page, { search: 'patient@alafia' })
      await page.getByRole('link', { name: 'Chioma Eze' }).click()
      await expect(shownText(page, 'Managers can view accounts. Only an admin can block, unblock or delete them.')).toBeVisible()
      await expect(page.locator('#main').getByRole('button', { name: /Block|Delete/ })).toHaveCount(0)
      await expectNoSidewaysScroll(page)
    })
  })
}

test('an old dashboard link to a list opens that list with its search', async ({ page }) => {
  await signInAsStaff(page.request, 'Admin')
  await page.goto('/admin?appointments=chioma&appointmentsPage=1')
  await expect(page).toHaveURL(/\/admin\/appointments\?search=chioma$/)
  await expect(page.getByRole('searchbox', { name: 'Search appointments by client name' })).toHaveValue('chioma')
})

test('an unknown appointment is a 404 inside the admin frame', async ({ page }) => {
  await signInAsStaff(page.request, 'Admin')
  // The page streams (the frame first, then the session check): the status is already sent when the
  // lookup fails, so the not-found page comes with a noindex tag rather than a 404 status. The API
  // call answers 404 itself.
  await page.goto('/admin/appointment/00000000-0000-4000-8000-000000000000')
  expect((await page.request.get('/api/v1/admin/appointment/00000000-0000-4000-8000-000000000000')).status()).toBe(404)
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached()
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible()
  await expect(adminNav(page)).toBeVisible()
})
