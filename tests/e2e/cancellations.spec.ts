import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './axe'
import { createTherapist, hour12, lagosDate, publishHours, sql } from './db'
import { cancelAwaitingRefundAccount, insertPaidAppointment, lagosHour } from './fixtures'
import { DEMO_PASSWORD, registerPatient, waitForHeader } from './support'

// Cancellations and absences, the people's side: a patient cancels a paid session from the Appointment Details dialog
// and sees the refund, a therapist cancels from the schedule with a reason, a therapist marks a
// started session's patient absent, and a patient reports a therapist who did not come. Each journey
// starts where a person starts (the login form with an account of the test's own, then the header or
// the sidebar), on a phone and on a desktop. Sessions still to come are booked through the API as the
// mobile client would (hold, sandbox payment, confirmation), so the policy in force (24 hours, no
// late refund) is stored with them; sessions that have started are written with SQL (a hold of a past
// hour is refused). Refunds go to the sandbox, which completes them at once.
test.use({ timezoneId: 'Africa/Lagos' })

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const

const POLICY = 'Cancel at least 24 hours before the start for a full refund; later, no refund; after the start, nothing.'

type Patient = Awaited<ReturnType<typeof registerPatient>>

/** "Monday, November 23, 2026", as the deadlines write a Lagos date. */
const longDate = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

/** "Mon, Nov 23", as the booking widget's date chips read. */
const chipDate = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

/** The hour it is now in Lagos (0–23). */
const lagosHourNow = () => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', hourCycle: 'h23' }).format(new Date()))

/** Set E2E_SCREENSHOTS to a folder to look at the screens; nothing is written otherwise. */
async function snap(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/cancellations-${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

/** Hold, pay in the sandbox and confirm: a Paid appointment, as a patient makes one (the policy is stored then). */
async function book(request: APIRequestContext, patient: Patient, therapistId: string, date: string, from: number, to: number) {
  const auth = { Authorization: `Bearer ${patient.token}` }
  const slot = (hour: number) => `${String(hour).padStart(2, '0')}:00`
  const held = await request.post('/api/v1/patient/hold-appointment', { headers: auth, data: { therapistId, appointmentDate: date, slot_start: slot(from), slot_end: slot(to) } })
  expect(held.status(), await held.text()).toBe(201)
  const { paymentReference } = (await held.json()).data as { paymentReference: string }
  expect((await request.post('/api/v1/payments/sandbox/complete', { headers: auth, data: { paymentReference, outcome: 'PAID' } })).status()).toBe(200)
  expect((await request.post('/api/v1/patient/confirm-payment', { headers: auth, data: { paymentReference } })).status()).toBe(200)
  const [row] = await sql<{ id: string }>(`SELECT id FROM "Appointment" WHERE "paymentReference" = $1 AND status = 'Paid'`, [paymentReference])
  return row!.id
}

/** The patient's id, for the sessions written with SQL. */
async function idOf(patient: Patient): Promise<string> {
  const [row] = await sql<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [patient.email])
  return row!.id
}

/** As a patient signs in: the login form, then their profile from the header (the drawer on a phone). */
async function patientOpensProfile(page: Page, patient: Patient) {
  await page.goto('/patient-login')
  await page.getByLabel('Email').filter({ visible: true }).fill(patient.email)
  await page.getByLabel('Password').filter({ visible: true }).fill(patient.password)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await waitForHeader(page)
  const profileLink = { name: new RegExp(`^${patient.fullName.split(' ')[0]}\\s*, your profile$`) }
  if ((page.viewportSize()?.width ?? 0) <= 900) {
    await page.getByTestId('nav-toggle').click()
    await page.getByRole('dialog').getByRole('link', profileLink).click()
  } else {
    await page.getByRole('banner').getByRole('link', profileLink).click()
  }
  await expect(page).toHaveURL(/\/patient-profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
}

/** As a therapist signs in: the therapist login form, then Appointments in the sidebar. */
async function therapistOpensSchedule(page: Page, email: string) {
  await page.goto('/therapist-login')
  await page.getByLabel('Email').filter({ visible: true }).fill(email)
  await page.getByLabel('Password').filter({ visible: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(/\/therapist-dashboard$/)
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Appointments' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment Schedule' })).toBeVisible()
}

/** A modal left open, or a page left inert, after a dialog closed. */
async function expectNothingBlocksThePage(page: Page) {
  const blockers = await page.evaluate(() => ({ openDialogs: document.querySelectorAll('dialog[open]').length, modal: document.querySelector(':modal') !== null, bodyInert: document.body.inert }))
  expect(blockers).toEqual({ openDialogs: 0, modal: false, bodyInert: false })
}

/** A chip of the booking widget, by its group and its exact text. */
const chip = (page: Page, group: string, text: string) =>
  page.getByRole('group', { name: group }).locator('label').filter({ hasText: new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`) })

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, timezoneId: 'Africa/Lagos' })
  return context.newPage()
}

for (const viewport of VIEWPORTS) {
  test.describe(`cancellations and absences on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a patient cancels a paid session from Appointment Details, gets everything back, and the hour is offered again', async ({ page, request }) => {
      const therapist = await createTherapist({ fullName: `Dr. Funmi Cancel ${viewport.name}`, verified: true })
      const day = lagosDate(5)
      await publishHours(therapist.id, day, [9, 10, 11, 12])
      const patient = await registerPatient(request, { fullName: `Tobi Canceller ${viewport.name}` })
      await book(request, patient, therapist.id, day, 10, 11)
      const open = async () => ((await (await request.get(`/api/v1/user/user-view-availability/${therapist.id}`)).json()).data as { availableDate: string; availableSlots: string[] }[]).find((d) => d.availableDate === day)?.availableSlots ?? []
      expect(await open()).not.toContain(hour12(10))

      await patientOpensProfile(page, patient)
      const row = page.getByTestId('upcoming-appointments').getByTestId('appointment-row')
      await expect(row).toHaveCount(1)
      await row.getByRole('button', { name: 'View details' }).click()
      const dialog = page.getByRole('dialog', { name: 'Appointment Details' })
      await expect(dialog.getByTestId('dialog-policy')).toHaveText(`Cancellation policy: ${POLICY}`)
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'details-paid')

      // Keep session goes back, and focus returns to the button that opened the step.
      const cancelButton = dialog.getByRole('button', { name: 'Cancel session' })
      await cancelButton.click()
      await expect(dialog.getByRole('heading', { name: 'Cancel this session' })).toBeFocused()
      await expect(dialog.getByTestId('quote-refund')).toHaveText('₦15,000')
      await dialog.getByRole('button', { name: 'Keep session' }).click()
      await expect(cancelButton).toBeFocused()

      await cancelButton.click()
      await expect(dialog.getByTestId('quote-refund')).toHaveText('₦15,000')
      await expect(dialog.getByText('Everything you paid.')).toBeVisible()
      await expect(dialog.getByTestId('quote-deadline')).toHaveText(`Full refund if you cancel by ${longDate(lagosDate(4))}, 10:00 AM (Lagos time).`)
      // The sandbox refunds to where the money came from: no bank account is asked for.
      await expect(dialog.getByLabel('Account number')).toHaveCount(0)
      await dialog.getByLabel('Reason (optional)').fill('I have an exam that morning.')
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'cancel-step')
      await dialog.getByRole('button', { name: 'Confirm cancellation' }).click()

      const result = dialog.getByTestId('cancellation-result')
      await expect(result.getByRole('heading', { name: 'Session cancelled' })).toBeFocused()
      await expect(result).toContainText('Your session has been cancelled.')
      await expect(result.getByText('Cancelled', { exact: true })).toBeVisible()
      await expect(result.getByTestId('refund-summary')).toHaveText('Refund: ₦15,000 · Refund sent')
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'cancel-result')

      // The list behind the dialog already says so.
      await expect(row.getByText('Cancelled', { exact: true })).toBeVisible()
      await expect(row.getByTestId('refund-summary')).toHaveText('Refund: ₦15,000 · Refund sent')
      await expect(row.getByRole('link', { name: /Join session/ })).toHaveCount(0)

      // Back to the details: the button is gone, so focus lands on what became of the session.
      await dialog.getByRole('button', { name: 'Back to details' }).click()
      const changes = dialog.getByTestId('session-changes')
      await expect(changes.locator('[data-focus-fallback]')).toBeFocused()
      await expect(changes).toContainText('You cancelled this session.')
      await expect(changes.getByTestId('refund-summary')).toHaveText('Refund: ₦15,000 · Refund sent')
      await expect(dialog.getByRole('button', { name: 'Cancel session' })).toHaveCount(0)
      await expect(dialog.getByRole('link', { name: 'Re-schedule' })).toHaveCount(0)
      await snap(page, 'details-cancelled')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expectNothingBlocksThePage(page)

      // Stored: cancelled by the patient with the reason, the hour freed, the refund completed.
      const [stored] = await sql<{ status: string; cancelledBy: string; cancelReason: string; slots: number; refund: string }>(
        `SELECT a.status, a."cancelledBy", a."cancelReason", (SELECT count(*)::int FROM "AppointmentSlot" s WHERE s."appointmentId" = a.id) AS slots,
                (SELECT r.status || ' ' || r."amountKobo" FROM "Refund" r WHERE r."appointmentId" = a.id) AS refund
           FROM "Appointment" a WHERE a."therapistId" = $1`,
        [therapist.id],
      )
      expect(stored).toEqual({ status: 'Cancelled', cancelledBy: 'Patient', cancelReason: 'I have an exam that morning.', slots: 0, refund: 'Completed 1500000' })

      // Reloaded, the list says the same; then the therapist's page offers the freed hour again.
      await page.reload()
      await expect(row.getByText('Cancelled', { exact: true })).toBeVisible()
      await expect(row.getByTestId('refund-summary')).toHaveText('Refund: ₦15,000 · Refund sent')
      await page.goto('/therapists')
      const search = page.getByRole('searchbox', { name: 'Search therapists by name' })
      await search.fill(therapist.fullName)
      await search.press('Enter')
      await page.getByTestId('therapist-card').filter({ visible: true }).getByRole('link', { name: therapist.fullName }).first().click()
      await expect(page.getByRole('heading', { level: 1, name: therapist.fullName })).toBeVisible()
      await chip(page, '1. Choose a date', chipDate(day)).click()
      await expect(chip(page, '2. Start time', hour12(10))).toBeVisible()
    })

    test('a therapist cancels a session with a reason, and the patient sees it cancelled with a full refund', async ({ page, request, browser }) => {
      const therapist = await createTherapist({ fullName: `Dr. Kemi Schedule ${viewport.name}`, verified: true })
      const day = lagosDate(3)
      await publishHours(therapist.id, day, [14, 15, 16])
      const patient = await registerPatient(request, { fullName: `Ngozi Booked ${viewport.name}` })
      await book(request, patient, therapist.id, day, 14, 16)

      await therapistOpensSchedule(page, therapist.email)
      const card = page.getByTestId('appointment-card').filter({ hasText: patient.fullName })
      await expect(card.getByText('Paid', { exact: true })).toBeVisible()
      await expect(card.getByRole('button', { name: 'Mark patient absent' })).toHaveCount(0)
      await snap(page, 'schedule-paid')
      await card.getByRole('button', { name: 'Cancel session' }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel session' })
      await expect(dialog).toContainText(`${patient.fullName} is refunded in full (₦30,000) and told why.`)
      // The reason is required.
      await dialog.getByRole('button', { name: 'Cancel session' }).click()
      await expect(dialog.getByText('Please say why the session is cancelled.')).toBeVisible()
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'therapist-cancel-dialog')
      await dialog.getByLabel('Reason').fill('I am unwell that day, sorry.')
      await dialog.getByRole('button', { name: 'Cancel session' }).click()

      await expect(page.getByText('The session has been cancelled and the patient refunded in full.')).toBeVisible()
      await expect(dialog).toBeHidden()
      await expectNothingBlocksThePage(page)
      await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
      await expect(card.getByText('Cancelled by you')).toBeVisible()
      await expect(card.getByRole('heading', { name: patient.fullName })).toBeFocused()
      await expect(card.getByRole('button', { name: 'Cancel session' })).toHaveCount(0)
      await snap(page, 'schedule-cancelled')
      await page.reload()
      await expect(card.getByText('Cancelled by you')).toBeVisible()

      // The patient, in a browser of their own, finds it cancelled with everything refunded.
      const patientPage = await newPage(browser, viewport)
      await patientOpensProfile(patientPage, patient)
      const row = patientPage.getByTestId('upcoming-appointments').getByTestId('appointment-row')
      await expect(row.getByText('Cancelled', { exact: true })).toBeVisible()
      await expect(row.getByTestId('refund-summary')).toHaveText('Refund: ₦30,000 · Refund sent')
      await row.getByRole('button', { name: 'View details' }).click()
      const details = patientPage.getByRole('dialog', { name: 'Appointment Details' })
      await expect(details.getByTestId('session-changes')).toContainText('Your therapist cancelled this session.')
      await expect(details.getByTestId('session-changes').getByTestId('refund-summary')).toHaveText('Refund: ₦30,000 · Refund sent')
      await expectNoSeriousA11yIssues(patientPage)
      await patientPage.context().close()
    })

    test("a therapist marks a started session's patient absent", async ({ page, request }) => {
      const therapist = await createTherapist({ fullName: `Dr. Bayo Absent ${viewport.name}`, verified: true })
      const patient = await registerPatient(request, { fullName: `Sola Missing ${viewport.name}` })
      await insertPaidAppointment({ patient: await idOf(patient), therapistId: therapist.id, startsAt: lagosHour(lagosDate(0), lagosHourNow()), hours: 2 })

      await therapistOpensSchedule(page, therapist.email)
      const card = page.getByTestId('appointment-card').filter({ hasText: patient.fullName })
      await expect(card.getByText('In session now')).toBeVisible()
      // Started: it can no longer be cancelled, but the patient can be marked absent.
      await expect(card.getByRole('button', { name: 'Cancel session' })).toHaveCount(0)
      await card.getByRole('button', { name: 'Mark patient absent' }).click()
      const dialog = page.getByRole('dialog', { name: 'Mark patient absent' })
      await expect(dialog).toContainText(`Did ${patient.fullName} miss this session?`)
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'mark-absent-dialog')
      // Back changes nothing; then marked for real.
      await dialog.getByRole('button', { name: 'Back' }).click()
      await expect(dialog).toBeHidden()
      await expect(card.getByText('Patient absent', { exact: true })).toHaveCount(0)
      await card.getByRole('button', { name: 'Mark patient absent' }).click()
      await dialog.getByRole('button', { name: 'Mark absent' }).click()

      await expect(page.getByText('The patient is marked as absent.')).toBeVisible()
      await expect(dialog).toBeHidden()
      await expectNothingBlocksThePage(page)
      await expect(card.getByText('Patient absent', { exact: true })).toBeVisible()
      await expect(card.getByRole('heading', { name: patient.fullName })).toBeFocused()
      await expect(card.getByRole('button', { name: 'Mark patient absent' })).toHaveCount(0)
      // Mark Complete and its spec words stay.
      await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeEnabled()
      await snap(page, 'schedule-absent')
      await page.reload()
      await expect(card.getByText('Patient absent', { exact: true })).toBeVisible()
      const [stored] = await sql<{ marked: boolean }>(`SELECT "patientNoShowAt" IS NOT NULL AS marked FROM "Appointment" WHERE "therapistId" = $1`, [therapist.id])
      expect(stored?.marked).toBe(true)
    })

    test('a refund waiting for a bank account: the patient adds one, the bank checks it, and the refund is sent', async ({ page, request }) => {
      const therapist = await createTherapist({ fullName: `Dr. Chidi Transfer ${viewport.name}`, verified: true })
      const patient = await registerPatient(request, { fullName: `Efe Refunded ${viewport.name}` })
      const { appointmentId } = await insertPaidAppointment({ patient: await idOf(patient), therapistId: therapist.id, startsAt: lagosHour(lagosDate(3), 11), hours: 2 })
      await cancelAwaitingRefundAccount(appointmentId)

      await patientOpensProfile(page, patient)
      const row = page.getByTestId('upcoming-appointments').getByTestId('appointment-row')
      await expect(row.getByTestId('refund-summary')).toHaveText('Refund: ₦30,000 · Bank account needed')
      await row.getByRole('button', { name: 'View details' }).click()
      const dialog = page.getByRole('dialog', { name: 'Appointment Details' })
      await expect(dialog.getByTestId('session-changes')).toContainText('Your therapist cancelled this session.')
      await dialog.getByRole('button', { name: 'Add refund account' }).click()
      await expect(dialog.getByRole('heading', { name: 'Add refund account' })).toBeFocused()
      // Nothing chosen: the shared rules speak first; then an account the bank does not know.
      await dialog.getByRole('button', { name: 'Send my refund here' }).click()
      await expect(dialog.getByRole('alert').filter({ hasText: 'Choose your bank' })).toBeVisible()
      await expect(dialog.getByRole('alert').filter({ hasText: 'Enter your 10-digit account number' })).toBeVisible()
      await dialog.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Zenith Bank' })
      await dialog.getByLabel('Account number').fill('0000000000')
      await dialog.getByRole('button', { name: 'Send my refund here' }).click()
      await expect(dialog.getByRole('alert').filter({ hasText: 'No account with that number was found at that bank.' })).toBeVisible()
      await expect(dialog.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true')
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'refund-account-step')
      await dialog.getByLabel('Account number').fill('01234-56789')
      await expect(dialog.getByLabel('Account number')).toHaveValue('0123456789')
      await dialog.getByRole('button', { name: 'Send my refund here' }).click()

      await expect(dialog.getByRole('heading', { name: 'Refund account added' })).toBeFocused()
      await expect(dialog).toContainText('Thank you. Your refund is on its way to that account.')
      // The sandbox sends it at once: the refreshed list says so.
      await expect(row.getByTestId('refund-summary')).toHaveText('Refund: ₦30,000 · Refund sent')
      await dialog.getByRole('button', { name: 'Back to details' }).click()
      await expect(dialog.getByRole('button', { name: 'Add refund account' })).toHaveCount(0)
      await expect(dialog.getByTestId('session-changes').locator('[data-focus-fallback]')).toBeFocused()
      const [stored] = await sql<{ status: string; bank: string; account: string }>(
        `SELECT status, "destinationBankCode" AS bank, "destinationAccountNumber" AS account FROM "Refund" WHERE "appointmentId" = $1`,
        [appointmentId],
      )
      expect(stored).toEqual({ status: 'Completed', bank: '057', account: '0123456789' })
    })

    test('a patient reports that the therapist did not come; a second report is refused with its reason', async ({ page, request }) => {
      const therapist = await createTherapist({ fullName: `Dr. Ife Elsewhere ${viewport.name}`, verified: true })
      const patient = await registerPatient(request, { fullName: `Zainab Waiting ${viewport.name}` })
      const me = await idOf(patient)
      const started = await insertPaidAppointment({ patient: me, therapistId: therapist.id, startsAt: lagosHour(lagosDate(0), lagosHourNow()), hours: 2 })
      // A second one, over yesterday: reported from another device while its dialog is open.
      const yesterday = await insertPaidAppointment({ patient: me, therapistId: therapist.id, startsAt: lagosHour(lagosDate(-1), 10), hours: 1 })

      await patientOpensProfile(page, patient)
      const row = page.getByTestId('upcoming-appointments').getByTestId('appointment-row')
      await expect(row).toHaveCount(1)
      await row.getByRole('button', { name: 'View details' }).click()
      const dialog = page.getByRole('dialog', { name: 'Appointment Details' })
      await expect(dialog.getByRole('button', { name: 'Cancel session' })).toHaveCount(0)
      await dialog.getByRole('button', { name: 'Report that the therapist did not come' }).click()
      await expect(dialog.getByRole('heading', { name: 'Report that the therapist did not come' })).toBeFocused()
      await dialog.getByLabel('What happened? (optional)').fill('I waited in the video room for 30 minutes.')
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'report-step')
      await dialog.getByRole('button', { name: 'Send report' }).click()

      await expect(dialog.getByRole('heading', { name: 'Reported' })).toBeFocused()
      await expect(dialog).toContainText('Thank you. An admin will look into it and write to you.')
      await expect(row).toContainText('Reported: the therapist did not come')
      await dialog.getByRole('button', { name: 'Back to details' }).click()
      await expect(dialog.getByTestId('absence-report-state')).toHaveText('Reported: you told us the therapist did not come. An admin is looking into it.')
      await expect(dialog.getByRole('button', { name: 'Report that the therapist did not come' })).toHaveCount(0)
      await snap(page, 'details-reported')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expectNothingBlocksThePage(page)
      const [stored] = await sql<{ status: string; note: string }>(`SELECT status, note FROM "AbsenceReport" WHERE "appointmentId" = $1`, [started.appointmentId])
      expect(stored).toEqual({ status: 'Open', note: 'I waited in the video room for 30 minutes.' })

      // Yesterday's session: reported elsewhere meanwhile, so this report is refused with the server's words.
      const pastRow = page.getByTestId('past-appointments').getByTestId('appointment-row')
      await pastRow.getByRole('button', { name: 'View details' }).click()
      await dialog.getByRole('button', { name: 'Report that the therapist did not come' }).click()
      expect((await page.request.post(`/api/v1/patient/report-absent-therapist/${yesterday.appointmentId}`, { data: {} })).status()).toBe(201)
      await dialog.getByRole('button', { name: 'Send report' }).click()
      await expect(dialog.getByRole('alert')).toHaveText('You have already reported this session.')
      await dialog.getByRole('button', { name: 'Back' }).click()
      await expect(dialog.getByRole('button', { name: 'Report that the therapist did not come' })).toBeFocused()
    })
  })
}
