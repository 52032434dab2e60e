import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminNav, expectNoSidewaysScroll, marker, navLink, openFromSidebar, SCREENS, shownText, submitFilters } from './admin-support'
import { expectNoSeriousA11yIssues } from './axe'
import { createStaff, createTherapist, lagosDate, sql } from './db'
import { insertPaidAppointment, lagosHour, patientId } from './fixtures'
import { DEMO_PASSWORD, registerPatient } from './support'

// Cancellations and refunds, the admin side: an admin decides a patient's report that the therapist did not come
// (Disputes) and follows the refund on Refunds; an admin cancels a paid appointment from its page
// with part of the money back; a manager reads both without a single action. Each journey starts on
// the login form with staff of its own, then follows the sidebar, on a desktop and on a phone.

const HOUR_MS = 3_600_000

/** Signs in on the user login form as a fresh admin or manager, who lands on /admin. */
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

/** A fresh patient (signed in on their own API context) with a paid session of a fresh therapist. */
async function patientWithSession(api: APIRequestContext, { patientName, therapistName, startsAt, hours }: { patientName: string; therapistName: string; startsAt: Date; hours: number }) {
  const patient = await registerPatient(api, { fullName: patientName })
  const therapist = await createTherapist({ fullName: therapistName, verified: true })
  const { appointmentId } = await insertPaidAppointment({ patient: await patientId(api), therapistId: therapist.id, startsAt, hours })
  // The policy in force when it was paid, as a confirmed booking stores it.
  await sql(`UPDATE "Appointment" SET "policyFullRefundHours" = 24, "policyLateRefundPercent" = 50 WHERE id = $1`, [appointmentId])
  return { patient, appointmentId }
}

/** A one-hour session that ended this hour (₦15,000), which the patient reports the therapist missed. */
async function reportedAbsence(api: APIRequestContext, word: string, note: string) {
  const thisHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS
  const names = { patientName: `Kemi ${word}`, therapistName: `Dr. Absent ${word}` }
  const { patient, appointmentId } = await patientWithSession(api, { ...names, startsAt: new Date(thisHour - HOUR_MS), hours: 1 })
  const report = await api.post(`/api/v1/patient/report-absent-therapist/${appointmentId}`, { data: { note } })
  expect(report.status()).toBe(201)
  return { ...names, patient, appointmentId, card: `${names.patientName} reports that ${names.therapistName} did not come` }
}

/** Sonner's notices fade out before a page is measured (their own colours are not the page's). */
const noticesGone = (page: Page) => expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport })

    test('an admin refunds a reported absence in full and finds the refund completed on Refunds', async ({ page, playwright, baseURL }) => {
      test.setTimeout(90_000)
      const word = marker('Dsp')
      const api = await playwright.request.newContext({ baseURL })
      const absence = await reportedAbsence(api, word, 'I waited 40 minutes and <b>nobody</b> joined.')
      await api.dispose()

      await signInThroughForm(page, 'Admin', `Admin ${word}`)
      await openFromSidebar(page, 'Disputes')
      await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible()
      const card = page.getByRole('article', { name: absence.card })
      await expect(card).toContainText('Open')
      await expect(card).toContainText('₦15,000')
      await expect(card).toContainText('(Lagos time)')
      // The patient's words as text, never as markup.
      await expect(card).toContainText('I waited 40 minutes and <b>nobody</b> joined.')
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)

      await card.getByRole('button', { name: 'Refund in full' }).click()
      const dialog = page.getByRole('dialog', { name: 'Refund in full?' })
      await expect(dialog).toContainText(`₦15,000 goes back to ${absence.patientName}`)
      await dialog.getByLabel('Note to the patient (optional)').fill('We are sorry: the therapist has been told.')
      await expectNoSeriousA11yIssues(page)
      await dialog.getByRole('button', { name: 'Yes, refund in full' }).click()
      await expect(shownText(page, 'Refund started. The patient has been told.')).toBeVisible()
      await expect(dialog).toBeHidden()

      // Decided: no more actions, the decision and its date.
      await expect(card).toContainText('Refunded in full')
      await expect(card.getByText(/^Refunded in full \(₦15,000\) on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} [AP]M$/)).toBeVisible()
      await expect(card.getByRole('button')).toHaveCount(0)
      await expect(page.getByRole('region', { name: /^Decided/ }).getByRole('article', { name: absence.card })).toBeVisible()

      // The refund, found by the patient's email and its state.
      await openFromSidebar(page, 'Refunds')
      await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible()
      await page.getByRole('searchbox', { name: 'Payment or refund reference, or patient email' }).fill(absence.patient.email)
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' })
      await submitFilters(page, { search: absence.patient.email, status: 'Completed' })
      const refund = page.getByRole('article', { name: `₦15,000 to ${absence.patientName}` })
      await expect(refund).toContainText('Completed')
      await expect(refund).toContainText('The therapist did not come')
      await expect(shownText(page, '1 refund matching.')).toBeVisible()
      await expectNoSidewaysScroll(page)
      await noticesGone(page)
      await expectNoSeriousA11yIssues(page)

      // The same refund is not among the failed ones.
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Failed' })
      await submitFilters(page, { status: 'Failed' })
      await expect(shownText(page, 'No refunds match.')).toBeVisible()
      await page.getByRole('link', { name: 'Clear filters' }).click()
      await expect(page).toHaveURL(/\/admin\/refunds$/)
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('')
    })

    test('an admin cancels a paid appointment from its page with part of the money back', async ({ page, playwright, baseURL }) => {
      test.setTimeout(90_000)
      const word = marker('Cnl')
      const api = await playwright.request.newContext({ baseURL })
      const patientName = `Tayo ${word}`
      await patientWithSession(api, { patientName, therapistName: `Dr. Busy ${word}`, startsAt: lagosHour(lagosDate(6), 10), hours: 2 })
      await api.dispose()

      const admin = await signInThroughForm(page, 'Admin', `Admin ${word}`)
      await openFromSidebar(page, 'Appointments')
      await page.getByRole('searchbox', { name: 'Search appointments by client name' }).fill(word)
      await submitFilters(page, { search: word })
      await page.getByRole('row', { name: new RegExp(patientName) }).getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible()
      await expect(navLink(page, 'Appointments')).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('region', { name: 'Cancellation', exact: true })).toContainText('Cancel at least 24 hours before the start for a full refund; later, 50% back; after the start, nothing.')
      await expect(page.getByRole('region', { name: 'Refund', exact: true })).toContainText('No refund.')

      await page.getByRole('button', { name: 'Cancel appointment' }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' })
      const amount = dialog.getByLabel('Refund to the patient (₦)')
      await expect(amount).toHaveValue('30000')
      await expect(dialog).toContainText('From ₦0 up to ₦30,000, the amount paid.')
      await expectNoSeriousA11yIssues(page)

      // More than was paid, and no reason: both said, nothing sent.
      await amount.fill('30001')
      await dialog.getByRole('button', { name: 'Cancel appointment' }).click()
      await expect(dialog.getByText('The refund can be at most ₦30,000, the amount paid.')).toBeVisible()
      await expect(dialog.getByText('Please say why the session is cancelled.')).toBeVisible()
      await expect(amount).toHaveAttribute('aria-invalid', 'true')

      await amount.fill('12500')
      await dialog.getByLabel('Reason').fill('The therapist is unwell this week.')
      await expect(dialog).toContainText(`₦12,500 of ₦30,000 goes back to ${patientName}.`)
      await dialog.getByRole('button', { name: 'Cancel appointment' }).click()
      await expect(shownText(page, 'The session has been cancelled.')).toBeVisible()
      await expect(dialog).toBeHidden()

      // Cancelled, by whom and why, with its refund.
      await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible()
      const cancellation = page.getByRole('region', { name: 'Cancellation', exact: true })
      await expect(cancellation).toContainText(`${admin.fullName} (admin)`)
      await expect(cancellation).toContainText('The therapist is unwell this week.')
      const refund = page.getByRole('region', { name: 'Refund', exact: true })
      await expect(refund).toContainText('₦12,500')
      await expect(refund).toContainText('Completed')
      await expect(refund.getByRole('link', { name: /^RFD-/ })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0)
      await expectNoSidewaysScroll(page)
      await noticesGone(page)
      await expectNoSeriousA11yIssues(page)

      // In the audit log, in words.
      await openFromSidebar(page, 'Audit log')
      await page.getByRole('searchbox', { name: 'Person (who acted, or whom it was about)' }).fill(word)
      await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Cancelled an appointment' })
      await submitFilters(page, { person: word, action: 'appointment.cancel' })
      const entry = page.getByRole('table', { name: 'Audit log, newest first' }).getByRole('row').nth(1)
      await expect(entry).toContainText(`Cancelled the appointment of ${patientName}`)
      await expect(entry).toContainText('₦12,500')
      await expect(entry).toContainText(admin.fullName)
    })

    test('an admin sees a payment alert on Refunds, opens its appointment and marks it handled', async ({ page, playwright, baseURL }) => {
      test.setTimeout(90_000)
      const word = marker('Alr')
      const api = await playwright.request.newContext({ baseURL })
      const patientName = `Bisi ${word}`
      const { appointmentId } = await patientWithSession(api, { patientName, therapistName: `Dr. Reversed ${word}`, startsAt: lagosHour(lagosDate(5), 9), hours: 1 })
      await api.dispose()
      // What the webhook stores when Monnify reverses a confirmed payment (tested through the webhook in
      // tests/integration/payment-alerts.test.ts); other tests' alerts may be listed beside it.
      const text = `Monnify reversed payment E2E-${word}: appointment ${appointmentId} is flagged for an admin.`
      await sql(
        `INSERT INTO "ProviderEvent" (id, provider, "eventType", "bodyHash", payload, "processedAt", alert, "appointmentId")
         VALUES (gen_random_uuid(), 'Monnify', 'SUCCESSFUL_TRANSACTION', md5(random()::text), '{}'::jsonb, now(), $1, $2)`,
        [text, appointmentId],
      )

      await signInThroughForm(page, 'Admin', `Admin ${word}`)
      await openFromSidebar(page, 'Refunds')
      const alerts = page.getByRole('region', { name: /^Payment alerts/ })
      const item = alerts.getByRole('listitem').filter({ hasText: text })
      await expect(item).toContainText('SUCCESSFUL_TRANSACTION')
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)

      await item.getByRole('link', { name: 'Open the appointment' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible()
      await expect(page.getByRole('main')).toContainText(patientName)
      await page.goBack()

      await item.getByRole('button', { name: 'Mark handled' }).click()
      const dialog = page.getByRole('dialog', { name: 'Mark this alert handled?' })
      await expectNoSeriousA11yIssues(page)
      await dialog.getByRole('button', { name: 'Yes, mark handled' }).click()
      await expect(shownText(page, 'Alert marked handled.')).toBeVisible()
      await expect(page.getByText(text)).toHaveCount(0)

      // In the audit log, in words.
      await openFromSidebar(page, 'Audit log')
      await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Marked a payment alert handled' })
      await page.getByRole('searchbox', { name: 'Person (who acted, or whom it was about)' }).fill(word)
      await submitFilters(page, { person: word, action: 'payment-alert.handle' })
      const entry = page.getByRole('table', { name: 'Audit log, newest first' }).getByRole('row').nth(1)
      await expect(entry).toContainText('Marked a payment alert handled')
      await expect(entry.getByRole('link', { name: 'Open the appointment' })).toBeVisible()
    })

    test('a manager reads the disputes and the appointment without any action', async ({ page, playwright, baseURL }) => {
      const word = marker('Mgr')
      const api = await playwright.request.newContext({ baseURL })
      const absence = await reportedAbsence(api, word, 'The room stayed empty.')
      await api.dispose()

      await signInThroughForm(page, 'Manager', `Manager ${word}`)
      await openFromSidebar(page, 'Disputes')
      await expect(shownText(page, 'Managers can view reports. Only an admin can decide them.')).toBeVisible()
      const card = page.getByRole('article', { name: absence.card })
      await expect(card).toContainText('The room stayed empty.')
      await expect(card).toContainText('Open')
      await expect(page.getByRole('button', { name: /Refund in full|No refund/ })).toHaveCount(0)
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)

      await card.getByRole('link', { name: /\(?[A-Z][a-z]{2} \d{1,2}, \d{4}, / }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible()
      await expect(navLink(page, 'Appointments')).toHaveAttribute('aria-current', 'page')
      await expect(shownText(page, 'The patient reports that the therapist did not come.')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Attendance' })).toContainText('The room stayed empty.')
      await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
      await expectNoSidewaysScroll(page)
      await expectNoSeriousA11yIssues(page)

      // And the server says no, whatever the page shows.
      const cancel = await page.request.post(`/api/v1/admin/cancel-appointment/${absence.appointmentId}`, { data: { refundAmount: 0, reason: 'x' } })
      expect(cancel.status()).toBe(403)
    })
  })
}
