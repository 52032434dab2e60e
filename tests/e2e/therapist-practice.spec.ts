import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createTherapist, hour12, lagosDate, publishHours, sql } from './db'
import { DEMO_PASSWORD, registerPatient } from './support'
import { expectNoSeriousA11yIssues } from './axe'

// The therapist's side: what a therapist meets in the browser, each journey started where a
// person starts (the /therapist-login form, then the sidebar, buttons and dialogs), on a phone and on
// a desktop. Each test makes its own therapist; patients book through the API as the mobile client
// would (hold, sandbox payment, confirmation), so no appointment rows are written by hand.

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG })
const DAY_MS = 86_400_000

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const

/** Tuesday of next week in Lagos (the planner's "Next week"). */
function nextWeekTuesday(): string {
  const today = lagosDate(0)
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
  return new Date(Date.parse(`${today}T00:00:00Z`) + (7 - weekday + 1) * DAY_MS).toISOString().slice(0, 10)
}

/** "Nov 23, 2026": how a card writes a Lagos date. */
const cardDate = (date: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))

async function signIn(page: Page, email: string) {
  await page.goto('/therapist-login')
  await page.getByLabel('Email').filter({ visible: true }).fill(email)
  await page.getByLabel('Password').filter({ visible: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
}

/** Set E2E_SCREENSHOTS to a folder to look at the pages; nothing is written otherwise. */
async function snap(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

/** What a person meets fits the width and has no serious accessibility fault. */
async function expectUsable(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  await expectNoSeriousA11yIssues(page)
}

/** The value of one of the dashboard's figures. */
const figure = (page: Page, label: string) =>
  page.getByTestId('dashboard-figures').locator('div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd').first()

type Patient = Awaited<ReturnType<typeof registerPatient>>

/** A patient's hold on a therapist's published hours (the booking page's first call). */
async function hold(request: APIRequestContext, patient: Patient, therapistId: string, date: string, from: number, to: number) {
  const response = await request.post('/api/v1/patient/hold-appointment', {
    headers: { Authorization: `Bearer ${patient.token}` },
    data: { therapistId, appointmentDate: date, slot_start: `${String(from).padStart(2, '0')}:00`, slot_end: `${String(to).padStart(2, '0')}:00` },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).data as { _id?: string; paymentReference: string }
}

/** Hold, pay in the sandbox and confirm: a Paid appointment, as a patient makes one. */
async function book(request: APIRequestContext, patient: Patient, therapistId: string, date: string, from: number, to: number) {
  const { paymentReference } = await hold(request, patient, therapistId, date, from, to)
  const auth = { Authorization: `Bearer ${patient.token}` }
  expect((await request.post('/api/v1/payments/sandbox/complete', { headers: auth, data: { paymentReference, outcome: 'PAID' } })).status()).toBe(200)
  expect((await request.post('/api/v1/patient/confirm-payment', { headers: auth, data: { paymentReference } })).status()).toBe(200)
  const [row] = await sql<{ id: string }>(`SELECT id FROM "Appointment" WHERE "paymentReference" = $1 AND status = 'Paid'`, [paymentReference])
  expect(row).toBeDefined()
  return { id: row!.id, paymentReference }
}

for (const viewport of VIEWPORTS) {
  test.describe(`a therapist on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a newly verified therapist follows the dashboard prompt to publish hours, and the list shows them as ranges', async ({ page }) => {
      const therapist = await createTherapist({ fullName: `Ngozi Prompt ${viewport.name}`, verified: true })
      const tuesday = nextWeekTuesday()

      await signIn(page, therapist.email)
      await expect(page).toHaveURL(/\/therapist-dashboard$/)
      const prompt = page.getByTestId('set-availability-prompt')
      await expect(prompt.getByRole('heading', { name: 'Set your availability' })).toBeVisible()
      await snap(page, 'dashboard-prompt')
      await expectUsable(page)
      await expect(prompt.getByRole('link', { name: 'Publish your hours' })).toHaveAttribute('href', '/therapist-dashboard/create-availability')
      await prompt.getByRole('link', { name: 'Publish your hours' }).click()

      await expect(page.getByRole('heading', { level: 1, name: 'Set Your Availability' })).toBeVisible()
      await page.getByRole('button', { name: 'Next week' }).click()
      const card = page.locator(`section[data-date="${tuesday}"]`)
      // 10:00, 11:00 and 14:00: two runs, not one span from 10 to 3.
      for (const hour of [10, 11, 14]) await card.getByRole('button', { name: hour12(hour) }).click()
      await card.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByText('Availability set successfully')).toBeVisible()

      const sidebar = page.getByRole('navigation', { name: 'Dashboard' })
      await sidebar.getByRole('link', { name: 'Availability' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible()
      const row = page.locator(`[data-testid="availability-row"][data-date="${tuesday}"]`)
      await expect(row.getByTestId('availability-hours')).toBeVisible()
      await expect(row.getByTestId('availability-hours')).toHaveText('10:00 AM – 12:00 PM, 02:00 PM – 03:00 PM')
      await expect(row).not.toContainText('03:00 PM · ')
      await snap(page, 'availability-ranges')
      await expectUsable(page)

      // With hours to come, the dashboard no longer asks.
      await sidebar.getByRole('link', { name: 'Dashboard' }).click()
      await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${therapist.fullName}` })).toBeVisible()
      await expect(page.getByTestId('dashboard-figures')).toBeVisible()
      await expect(prompt).toHaveCount(0)
    })

    test('a date with booked hours cannot be deleted and says why; the schedule card shows the session', async ({ page, request }) => {
      const therapist = await createTherapist({ fullName: `Emeka Booked ${viewport.name}`, verified: true, feeKobo: 1_500_000 })
      const first = lagosDate(3)
      const second = lagosDate(4)
      await publishHours(therapist.id, first, [9, 10, 11])
      await publishHours(therapist.id, second, [15, 16, 17])
      const patient = await registerPatient(request, { fullName: `Bisi Patient ${viewport.name}` })
      const booked = await book(request, patient, therapist.id, first, 9, 11)
      // The patient moves the session to the second date: the first is free again, the second is booked.
      const moved = await request.put(`/api/v1/patient/reschedule-appointment/${booked.id}`, {
        headers: { Authorization: `Bearer ${patient.token}` },
        data: { newAppointmentDate: second, newSlot_start: '15:00', newSlot_end: '17:00' },
      })
      expect(moved.status(), await moved.text()).toBe(200)

      await signIn(page, therapist.email)
      await expect(page).toHaveURL(/\/therapist-dashboard$/)
      const sidebar = page.getByRole('navigation', { name: 'Dashboard' })
      await sidebar.getByRole('link', { name: 'Availability' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible()

      const bookedRow = page.locator(`[data-testid="availability-row"][data-date="${second}"]`)
      const bookedDelete = bookedRow.getByRole('button', { name: /^Delete / })
      await expect(bookedDelete).toBeDisabled()
      await expect(bookedDelete).toHaveAccessibleDescription("Booked hours can't be deleted")
      await expect(bookedRow.getByText("Booked hours can't be deleted")).toBeVisible()
      await expect(bookedRow.getByTestId('availability-hours')).toHaveText('03:00 PM – 06:00 PM')
      await expect(bookedRow.getByText('2 hours booked')).toBeVisible()
      await snap(page, 'availability-booked')
      await expectUsable(page)
      // The server refuses it too, whoever asks.
      const editHref = await bookedRow.getByRole('link', { name: /^Edit / }).getAttribute('href')
      const bookedId = editHref?.split('/').pop()
      const refused = await page.request.delete(`/api/v1/therapist/delete-availability/${bookedId}`)
      expect(refused.status()).toBe(409)

      // The freed date can be deleted, after its confirmation.
      const freeRow = page.locator(`[data-testid="availability-row"][data-date="${first}"]`)
      await expect(freeRow.getByText("Booked hours can't be deleted")).toHaveCount(0)
      await freeRow.getByRole('button', { name: /^Delete / }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible()
      await expect(dialog).toContainText('This availability will be deleted permanently.')
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
      await dialog.getByRole('button', { name: "Yes, I'm Sure" }).click()
      await expect(page.getByText('Availability deleted successfully')).toBeVisible()
      await expect(freeRow).toHaveCount(0)
      await expect(bookedRow).toHaveCount(1)

      // The schedule's card is about the session: patient, date, time, duration, amount, Rescheduled.
      await sidebar.getByRole('link', { name: 'Appointments' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Appointment Schedule' })).toBeVisible()
      const card = page.getByTestId('appointment-card').filter({ hasText: patient.fullName })
      await expect(card).toHaveCount(1)
      await expect(card.getByRole('heading', { name: patient.fullName })).toBeVisible()
      await expect(card.getByText('Paid', { exact: true })).toBeVisible()
      await expect(card).toContainText(cardDate(second))
      await expect(card).toContainText(`${hour12(15)} - ${hour12(17)}`)
      await expect(card).toContainText('2 hours')
      await expect(card).toContainText('₦30,000')
      await expect(card.getByText('Rescheduled')).toBeVisible()
      await expect(card).not.toContainText('Anger Management Counseling')
      await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeDisabled()
      await snap(page, 'schedule-card')
      await expectUsable(page)
    })

    test('a therapist sends several certificates, replaces one awaiting review or declined, and cannot once it is approved', async ({ page }) => {
      const therapist = await createTherapist({ fullName: `Kemi Documents ${viewport.name}`, verified: false })
      const certificates = () =>
        sql<{ id: string; fileId: string; reviewState: string }>(
          `SELECT id, "fileId", "reviewState" FROM "TherapistDocument" WHERE "therapistId" = $1 AND kind = 'Certificate' ORDER BY "createdAt", id`,
          [therapist.id],
        )
      await signIn(page, therapist.email)
      await expect(page).toHaveURL(/\/therapist-dashboard\/therapist-not-verified$/)
      await expect(page.getByRole('heading', { name: 'Your account is not verified' })).toBeVisible()

      await page.getByRole('button', { name: 'UPLOAD CERTIFICATE' }).click()
      let dialog = page.getByRole('dialog', { name: 'Upload Certificate' })
      await dialog.getByLabel('Certificate file').setInputFiles(picture('wrong-scan.png'))
      await dialog.getByRole('button', { name: 'UPLOAD', exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('button', { name: 'Certificate 1 UPLOADED' })).toBeDisabled()
      const [before] = await certificates()
      expect(before).toBeDefined()
      await snap(page, 'documents-pending')
      await expectUsable(page)

      // Pending review: UPLOADED stays, and Replace opens the same dialog for that certificate.
      await page.getByRole('button', { name: 'Replace Certificate 1' }).click()
      dialog = page.getByRole('dialog', { name: 'Upload Certificate' })
      await expect(dialog).toContainText('The new file replaces the Certificate 1 awaiting review.')
      await snap(page, 'documents-replace-dialog')
      await expectUsable(page)
      await dialog.getByLabel('Certificate file').setInputFiles(picture('right-scan.png'))
      await dialog.getByRole('button', { name: 'UPLOAD', exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText('Certificate uploaded successfully').first()).toBeVisible()
      await expect(page.getByRole('button', { name: 'Certificate 1 UPLOADED' })).toBeDisabled()
      // Still one certificate, a new file; the old row and its stored file are gone.
      let rows = await certificates()
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ reviewState: 'Pending' })
      expect(rows[0]!.fileId).not.toBe(before!.fileId)
      expect(await sql(`SELECT 1 FROM "StoredFile" WHERE id = $1`, [before!.fileId])).toHaveLength(0)

      // A second qualification: another certificate beside the first, reviewed on its own.
      await page.getByRole('button', { name: 'UPLOAD ANOTHER CERTIFICATE' }).click()
      dialog = page.getByRole('dialog', { name: 'Upload Certificate' })
      await dialog.getByLabel('Certificate file').setInputFiles(picture('diploma.png'))
      await dialog.getByRole('button', { name: 'UPLOAD', exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('button', { name: 'Certificate 2 UPLOADED' })).toBeDisabled()
      rows = await certificates()
      expect(rows).toHaveLength(2)

      // An admin approves the first and declines the second: each shows its own state.
      await sql(`UPDATE "TherapistDocument" SET "reviewState" = 'Approved', "reviewedAt" = now() WHERE id = $1`, [rows[0]!.id])
      await sql(`UPDATE "TherapistDocument" SET "reviewState" = 'Declined', "declineReason" = 'Only half of the page is visible.', "reviewedAt" = now() WHERE id = $1`, [rows[1]!.id])
      await page.reload()
      const list = page.getByRole('list', { name: 'Your certificates' })
      const first = list.getByRole('listitem').filter({ hasText: 'Certificate 1' })
      const second = list.getByRole('listitem').filter({ hasText: 'Certificate 2' })
      await expect(first.getByText('Approved', { exact: true })).toBeVisible()
      await expect(second.getByText('Declined', { exact: true })).toBeVisible()
      await expect(second).toContainText('Only half of the page is visible.')
      await expect(page.getByRole('button', { name: 'Certificate 1 UPLOADED' })).toBeDisabled()
      await expect(page.getByRole('button', { name: 'Replace Certificate 1' })).toHaveCount(0)
      await snap(page, 'documents-reviewed')
      await expectUsable(page)
      // The server refuses a replacement of the approved one (409), whatever the page shows.
      const refused = await page.request.post('/api/v1/therapist/document/add-certificates', { multipart: { certificate: picture('late.png'), replaces: rows[0]!.id } })
      expect(refused.status()).toBe(409)
      expect((await refused.json()).message).toBe("Your Certificate is already approved and can't be replaced.")

      // The declined one is uploaded again: awaiting review, the approved one untouched.
      await page.getByRole('button', { name: 'Upload again: Certificate 2' }).click()
      dialog = page.getByRole('dialog', { name: 'Upload Certificate' })
      await expect(dialog).toContainText('The new file replaces the declined Certificate 2.')
      await dialog.getByLabel('Certificate file').setInputFiles(picture('whole-page.png'))
      await dialog.getByRole('button', { name: 'UPLOAD', exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('button', { name: 'Replace Certificate 2' })).toBeVisible()
      expect((await certificates()).map((row) => [row.id === rows[0]!.id, row.reviewState])).toEqual([
        [true, 'Approved'],
        [false, 'Pending'],
      ])
    })

    test('abandoned checkouts are not cancelled appointments; a paid session cancelled afterwards is', async ({ page, request }) => {
      const therapist = await createTherapist({ fullName: `Tayo Figures ${viewport.name}`, verified: true })
      const day = lagosDate(5)
      await publishHours(therapist.id, day, [9, 10, 11, 12])
      const patient = await registerPatient(request, { fullName: `Femi Patient ${viewport.name}` })
      const other = await registerPatient(request, { fullName: `Ada Other ${viewport.name}` })
      const paid = await book(request, patient, therapist.id, day, 9, 10)
      // A checkout the patient closed: the hold is released and another patient holds the hour (and
      // leaves that checkout open). The first patient's money then arrives late: it is refunded through
      // the refund path (the sandbox sends it at once), and neither checkout is a cancelled session.
      const closed = await hold(request, patient, therapist.id, day, 10, 11)
      const auth = { Authorization: `Bearer ${patient.token}` }
      expect((await request.post('/api/v1/patient/cancel-hold', { headers: auth, data: { paymentReference: closed.paymentReference } })).status()).toBe(200)
      await hold(request, other, therapist.id, day, 10, 11)
      expect((await request.post('/api/v1/payments/sandbox/complete', { headers: auth, data: { paymentReference: closed.paymentReference, outcome: 'PAID' } })).status()).toBe(200)
      await request.post('/api/v1/patient/confirm-payment', { headers: auth, data: { paymentReference: closed.paymentReference } })
      const rows = await sql<{ status: string; payments: string | null }>(
        `SELECT a.status, string_agg(p.status::text, ',') AS payments FROM "Appointment" a LEFT JOIN "Payment" p ON p."appointmentId" = a.id
         WHERE a."therapistId" = $1 GROUP BY a.id, a.status ORDER BY a.status`,
        [therapist.id],
      )
      expect(rows).toEqual([
        { status: 'Pending', payments: null },
        { status: 'Paid', payments: 'Paid' },
        { status: 'Cancelled', payments: 'Refunded' },
      ])

      await signIn(page, therapist.email)
      await expect(page).toHaveURL(/\/therapist-dashboard$/)
      await expect(figure(page, 'Booked Appointments')).toHaveText('1')
      await expect(figure(page, 'Cancelled Appointments')).toHaveText('0')
      await snap(page, 'dashboard-figures')

      // An admin cancels the paid session (the admin tools; done on the data here).
      await sql(`UPDATE "Appointment" SET status = 'Cancelled', "updatedAt" = now() WHERE id = $1`, [paid.id])
      const sidebar = page.getByRole('navigation', { name: 'Dashboard' })
      await sidebar.getByRole('link', { name: 'Appointments' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Appointment Schedule' })).toBeVisible()
      // Only the paid session is the therapist's business; the abandoned holds are not listed.
      const cards = page.getByTestId('appointment-card')
      await expect(cards).toHaveCount(1)
      await expect(cards.first().getByText('Cancelled', { exact: true })).toBeVisible()

      await sidebar.getByRole('link', { name: 'Dashboard' }).click()
      await expect(figure(page, 'Cancelled Appointments')).toHaveText('1')
      await expect(figure(page, 'Booked Appointments')).toHaveText('0')
    })
  })
}
