import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './axe'
import { createTherapist, publishHours, sql } from './db'
import { DEMO_PASSWORD, registerPatient, waitForHeader } from './support'

// A therapist repeats a day's hours weekly from the planner, then takes a week off that two paid
// sessions fall in: one is moved (its patient answers the proposed time in Appointment Details:
// accepting on the phone run, taking the full refund on the desktop run), the other is cancelled with
// a full refund as the time off is taken. Everyone signs in through the login forms and moves through
// the dashboard's and the profile's links and buttons. The two sessions are booked over the API as
// the mobile client books (hold, sandbox payment, confirmation); the therapist is the test's own.
test.use({ timezoneId: 'Africa/Lagos' })

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, answer: 'accept' },
  { name: 'desktop', width: 1366, height: 768, answer: 'decline' },
] as const

const DAY_MS = 86_400_000
const lagosToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date())
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
/** Monday of the week `weeks` after the current one (the planner's week). */
const mondayIn = (weeks: number) => addDays(lagosToday(), weeks * 7 - weekdayOf(lagosToday()))

type Patient = Awaited<ReturnType<typeof registerPatient>>

/** Set E2E_SCREENSHOTS to a folder to look at the screens; nothing is written otherwise. */
async function snap(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/time-off-${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

/** Hold, pay in the sandbox and confirm: a Paid appointment, as a patient makes one. */
async function book(request: APIRequestContext, patient: Patient, therapistId: string, date: string, hour: number) {
  const auth = { Authorization: `Bearer ${patient.token}` }
  const slot = (h: number) => `${String(h).padStart(2, '0')}:00`
  const held = await request.post('/api/v1/patient/hold-appointment', { headers: auth, data: { therapistId, appointmentDate: date, slot_start: slot(hour), slot_end: slot(hour + 1) } })
  expect(held.status(), await held.text()).toBe(201)
  const { paymentReference } = (await held.json()).data as { paymentReference: string }
  expect((await request.post('/api/v1/payments/sandbox/complete', { headers: auth, data: { paymentReference, outcome: 'PAID' } })).status()).toBe(200)
  expect((await request.post('/api/v1/patient/confirm-payment', { headers: auth, data: { paymentReference } })).status()).toBe(200)
  const [row] = await sql<{ id: string }>(`SELECT id FROM "Appointment" WHERE "paymentReference" = $1 AND status = 'Paid'`, [paymentReference])
  return row!.id
}

/** The therapist login form, then Availability in the sidebar (the drawer's sidebar on a phone). */
async function therapistOpensAvailability(page: Page, email: string) {
  await page.goto('/therapist-login')
  await page.getByLabel('Email').filter({ visible: true }).fill(email)
  await page.getByLabel('Password').filter({ visible: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(/\/therapist-dashboard$/)
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Availability' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible()
}

/** The patient login form, then their profile from the header (the drawer on a phone). */
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
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, timezoneId: 'Africa/Lagos' })
  return context.newPage()
}

for (const viewport of VIEWPORTS) {
  test.describe(`repeating hours and time off on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a therapist repeats a day’s hours weekly, takes a week off and resolves the clashing sessions', async ({ page, request, browser }) => {
      test.setTimeout(150_000)
      // Next week's Wednesday, repeated for four weeks; the week off (Tuesday to Monday) holds the
      // second of those Wednesdays and the Friday after it.
      const first = addDays(mondayIn(1), 2)
      const offFrom = addDays(first, 6)
      const offTo = addDays(first, 12)
      const movedDay = addDays(first, 7)
      const cancelledDay = addDays(first, 9)
      const newDay = addDays(first, 14)

      const therapist = await createTherapist({ fullName: `Dr. Yemi Away ${viewport.name}`, verified: true })
      const [moving, cancelled] = await Promise.all([
        registerPatient(request, { fullName: `Bisi Moved ${viewport.name}` }),
        registerPatient(request, { fullName: `Femi Refunded ${viewport.name}` }),
      ])
      await publishHours(therapist.id, movedDay, [15])
      await publishHours(therapist.id, cancelledDay, [14])
      const movingId = await book(request, moving, therapist.id, movedDay, 15)
      const cancelledId = await book(request, cancelled, therapist.id, cancelledDay, 14)

      // 1. The planner: 09:00–12:00 on `first`, weekly for 4 weeks. The booked 15:00 a week later stays.
      await therapistOpensAvailability(page, therapist.email)
      await page.getByRole('link', { name: 'Create' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Set Your Availability' })).toBeVisible()
      const previous = page.getByRole('button', { name: 'Previous week' })
      for (let i = 0; i < 20 && (await previous.isEnabled()); i++) await previous.click()
      await page.getByRole('button', { name: 'Next week' }).click()
      const card = page.locator(`section[data-date="${first}"]`)
      for (const hour of ['09:00 AM', '10:00 AM', '11:00 AM']) await card.getByRole('button', { name: hour }).click()
      await card.getByLabel('Repeat').selectOption({ label: 'Weekly for 4 weeks' })
      await expectNoSeriousA11yIssues(page)
      await card.getByRole('button', { name: 'Submit' }).click()

      const result = page.getByTestId('repeat-result')
      await expect(result.getByRole('heading', { name: 'Hours published on 4 Wednesdays.' })).toBeVisible()
      await expect(result.locator(`li[data-date="${movedDay}"]`)).toContainText('kept as they were')
      await expect(card.getByText('Submitted')).toBeVisible()
      // The weeks ahead at a glance: the four Wednesdays have open hours.
      const glance = page.getByTestId('weeks-ahead')
      for (const week of [0, 1, 2, 3]) await expect(glance.locator(`td[data-date="${addDays(first, week * 7)}"]`)).toHaveAttribute('data-state', /open|booked/)
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'planner-repeated')
      const stored = await sql<{ date: string; hours: number[] }>(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date, hours FROM "Availability" WHERE "therapistId" = $1 AND extract(isodow FROM date) = 3 ORDER BY date`,
        [therapist.id],
      )
      expect(stored).toEqual([
        { date: first, hours: [9, 10, 11] },
        { date: movedDay, hours: [9, 10, 11, 15] },
        { date: newDay, hours: [9, 10, 11] },
        { date: addDays(first, 21), hours: [9, 10, 11] },
      ])

      // 2. Time off, from the planner's weeks ahead: two paid sessions are in the way, nothing is taken yet.
      await glance.getByRole('link', { name: /time off/i }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Time off' })).toBeVisible()
      await page.getByLabel('First day').fill(offFrom)
      await page.getByLabel('Last day').fill(offTo)
      await page.getByLabel('Reason (optional, only you see it)').fill('Family holiday')
      await page.getByRole('button', { name: 'Take time off' }).click()
      const panel = page.getByTestId('clash-panel')
      await expect(panel.getByRole('heading', { name: '2 paid sessions in these days' })).toBeFocused()
      await expect(panel.getByTestId('clash')).toHaveCount(2)
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'clashes')
      expect(await sql(`SELECT id FROM "TimeOff" WHERE "therapistId" = $1`, [therapist.id])).toEqual([])

      // Move the first: a new time among the therapist's free hours outside the week off.
      const movingClash = panel.locator(`[data-testid="clash"][data-appointment-id="${movingId}"]`)
      await expect(movingClash).toContainText('Bisi')
      await movingClash.getByRole('button', { name: 'Propose a new time' }).click()
      const dialog = page.getByRole('dialog', { name: 'Propose a new time' })
      const dateSelect = dialog.getByLabel('New date')
      await expect(dateSelect.locator(`option[value="${movedDay}"]`)).toHaveCount(0)
      await dateSelect.selectOption(newDay)
      await dialog.getByLabel('New time').selectOption({ label: '09:00 AM - 10:00 AM' })
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'propose-dialog')
      await dialog.getByRole('button', { name: 'Send the new time' }).click()
      await expect(page.getByText('New time sent. The patient can accept it or cancel with a full refund.')).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(movingClash.getByTestId('proposal-state')).toContainText('Waiting for Bisi to answer.')

      // 3. The patient answers in Appointment Details, in a browser of their own.
      const patientPage = await newPage(browser, viewport)
      await patientOpensProfile(patientPage, moving)
      const row = patientPage.getByTestId('upcoming-appointments').getByTestId('appointment-row')
      await expect(row.getByText('New time proposed: open the details to answer')).toBeVisible()
      await row.getByRole('button', { name: 'View details' }).click()
      const details = patientPage.getByRole('dialog', { name: 'Appointment Details' })
      const proposal = details.getByTestId('move-proposal')
      await expect(proposal.getByTestId('proposed-time')).toContainText('09:00 AM')
      await expectNoSeriousA11yIssues(patientPage)
      await snap(patientPage, 'patient-proposal')
      if (viewport.answer === 'accept') {
        await proposal.getByRole('button', { name: 'Accept new time' }).click()
        await expect(details.getByRole('heading', { name: 'Accept the new time' })).toBeFocused()
        await details.getByRole('button', { name: 'Accept new time' }).click()
        await expect(details.getByRole('heading', { name: 'Session moved' })).toBeFocused()
        await expect(details.getByTestId('move-result')).toContainText('Your session has been moved to the new time.')
      } else {
        await proposal.getByRole('button', { name: 'Cancel with full refund' }).click()
        await expect(details.getByRole('heading', { name: 'Cancel with a full refund' })).toBeFocused()
        await expect(details).toContainText('you get back everything you paid (₦15,000)')
        await details.getByRole('button', { name: 'Cancel with full refund' }).click()
        await expect(details.getByTestId('cancellation-result')).toContainText('Your session has been cancelled. You will get a full refund.')
        await expect(details.getByTestId('cancellation-result').getByTestId('refund-summary')).toHaveText('Refund: ₦15,000 · Refund sent')
      }
      await expectNoSeriousA11yIssues(patientPage)
      await snap(patientPage, viewport.answer === 'accept' ? 'patient-accepted' : 'patient-declined')
      await patientPage.context().close()

      // 4. The therapist checks the answers: one session left, cancelled with a full refund as the time off is taken.
      await panel.getByRole('button', { name: 'Check answers again' }).click()
      await expect(panel.getByRole('heading', { name: '1 paid session in these days' })).toBeVisible()
      await expect(panel.getByTestId('clash')).toHaveCount(1)
      await panel.getByRole('button', { name: 'Cancel it and take the time off' }).click()
      const confirm = page.getByRole('dialog', { name: 'Cancel this session?' })
      await expect(confirm).toContainText('Each patient is refunded in full (₦15,000 in all)')
      await expectNoSeriousA11yIssues(page)
      await confirm.getByRole('button', { name: 'Cancel and take time off' }).click()
      await expect(page.getByText('Time off added. Your free hours on those days were removed. 1 session was cancelled and refunded in full.')).toBeVisible()
      await expect(panel).toBeHidden()
      const timeOffRow = page.locator(`[data-testid="time-off-row"][data-from="${offFrom}"][data-to="${offTo}"]`)
      await expect(timeOffRow).toContainText('7 days · Family holiday')
      // The glance shows the week off (the router keeps the planner's page, hidden: only the visible one counts).
      const glanceHere = page.getByTestId('weeks-ahead').filter({ visible: true })
      for (let day = 0; day < 7; day++) await expect(glanceHere.locator(`td[data-date="${addDays(offFrom, day)}"]`)).toHaveAttribute('data-state', 'off')
      await expectNoSeriousA11yIssues(page)
      await snap(page, 'time-off-taken')

      const sessions = await sql<{ id: string; status: string; starts: string; refund: string | null }>(
        `SELECT a.id, a.status, to_char(a."startsAt" AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD HH24') AS starts,
                (SELECT r.status || ' ' || r."amountKobo" FROM "Refund" r WHERE r."appointmentId" = a.id) AS refund
           FROM "Appointment" a WHERE a."therapistId" = $1 ORDER BY a.id`,
        [therapist.id],
      )
      const byId = new Map(sessions.map((session) => [session.id, session]))
      expect(byId.get(cancelledId)).toMatchObject({ status: 'Cancelled', refund: 'Completed 1500000' })
      expect(byId.get(movingId)).toMatchObject(
        viewport.answer === 'accept' ? { status: 'Paid', starts: `${newDay} 09`, refund: null } : { status: 'Cancelled', starts: `${movedDay} 15`, refund: 'Completed 1500000' },
      )
      // Published hours in the week off are gone, and patients are offered none of its days.
      expect(await sql(`SELECT date FROM "Availability" WHERE "therapistId" = $1 AND date BETWEEN $2::date AND $3::date`, [therapist.id, offFrom, offTo])).toEqual([])
      const open = (await (await request.get(`/api/v1/user/user-view-availability/${therapist.id}`)).json()).data as { availableDate: string }[]
      expect(open.map((day) => day.availableDate).filter((date) => date >= offFrom && date <= offTo)).toEqual([])
      expect(open.map((day) => day.availableDate)).toContain(addDays(first, 21))

      // Back in the planner, the days off cannot take hours.
      await page.getByRole('link', { name: '← Back to Availability' }).click()
      await page.getByRole('link', { name: 'Create' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Set Your Availability' })).toBeVisible()
      for (let i = 0; i < 20 && (await previous.isEnabled()); i++) await previous.click()
      for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Next week' }).click()
      await expect(page.locator(`section[data-date="${movedDay}"]`)).toContainText('Time off')
      await expect(page.locator(`section[data-date="${movedDay}"]`).getByRole('button', { name: 'Submit' })).toHaveCount(0)
      await snap(page, 'planner-time-off')
    })
  })
}
