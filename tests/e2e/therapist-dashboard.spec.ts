import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { createTherapist } from './db'
import { login } from './support'

// A therapist runs their week: the dashboard's figures, the schedule, and Mark
// Complete on a session going on now. Each test makes its own therapist, so the demo therapist's
// schedule stays as the seed left it. Playwright cannot load the Prisma client, so the sessions are
// written with plain SQL into the e2e database (DATABASE_URL, set by scripts/with-db.mjs --e2e),
// appointment and payment in one transaction (a Paid appointment needs its payment at commit,
// decision 012).

const HOUR_MS = 3_600_000

/** A patient and a paid session of the therapist starting at `start` (a whole hour). */
async function paidSession(therapistId: string, patientName: string, start: Date, hours = 2) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const patientId = randomUUID()
    const appointmentId = randomUUID()
    const reference = `E2E-${appointmentId}`
    const slots = Array.from({ length: hours }, (_, i) => new Date(start.getTime() + i * HOUR_MS))
    await client.query('BEGIN')
    await client.query(
      `INSERT INTO "User" (id, email, "passwordHash", "fullName", role, "updatedAt") VALUES ($1, $2, 'not-a-hash', $3, 'Patient', now())`,
      [patientId, `patient-${patientId}@example.test`, patientName],
    )
    await client.query(
      `INSERT INTO "Appointment" (id, "patientId", "therapistId", "startsAt", "endsAt", "durationHours", "amountKobo", status, "paymentReference", "transactionReference", "videoLink", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $6 * 2000000, 'Paid', $7, $8, $9, now())`,
      [appointmentId, patientId, therapistId, start, new Date(start.getTime() + hours * HOUR_MS), hours, reference, `MNFY|E2E|${appointmentId}`, `https://meet.jit.si/alafia-e2e-${appointmentId}`],
    )
    for (const hour of slots) {
      await client.query(`INSERT INTO "AppointmentSlot" ("therapistId", "startsAt", "appointmentId", "patientId") VALUES ($1, $2, $3, $4)`, [therapistId, hour, appointmentId, patientId])
    }
    await client.query(
      `INSERT INTO "Payment" (id, "appointmentId", provider, "paymentReference", "transactionReference", "amountKobo", status, "paidAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, 'Sandbox', $2, $3, $4, 'Paid', now(), now())`,
      [appointmentId, reference, `MNFY|E2E|${appointmentId}`, hours * 2_000_000],
    )
    await client.query('COMMIT')
    return { appointmentId }
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    await client.end()
  }
}

test.describe('the therapist dashboard', () => {
  test('a therapist sees real figures, the schedule, and marks a session going on now complete', async ({ page }) => {
    const therapist = await createTherapist({ fullName: 'Dr. Chika Week', verified: true })
    const thisHour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS)
    const patientName = `Kelechi ${randomUUID().slice(0, 6)}`
    const { appointmentId } = await paidSession(therapist.id, patientName, thisHour)
    // One to come (three days ahead) and one that has passed (three days ago).
    await paidSession(therapist.id, 'Tunde Coming', new Date(thisHour.getTime() + 72 * HOUR_MS), 1)
    await paidSession(therapist.id, 'Bola Before', new Date(thisHour.getTime() - 72 * HOUR_MS), 1)
    await login(page.request, therapist.email, undefined, 'therapist')

    await page.goto('/therapist-dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dr. Chika Week' })).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' })
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    const figures = page.getByTestId('dashboard-figures')
    await expect(figures.getByText('Booked Appointments')).toBeVisible()
    await expect(figures.getByText('Total Revenue')).toBeVisible()
    // Revenue: the ledger's net, 85 % of the three paid sessions, 2 + 1 + 1 hours at ₦20,000.
    await expect(figures).toContainText('₦68,000')
    await expect(page.getByTestId('next-appointments').getByText(patientName)).toBeVisible()

    await sidebar.getByRole('link', { name: 'Appointments' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Appointment Schedule' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Appointments' })).toHaveAttribute('aria-current', 'page')
    const cards = page.getByTestId('appointment-card')
    // Upcoming sessions with the video link, past ones dimmed and Completed.
    await expect(cards.filter({ hasText: 'Tunde Coming' }).getByRole('link', { name: /Join video session/ })).toBeVisible()
    const passed = cards.filter({ hasText: 'Bola Before' })
    await expect(passed.getByText('Appointment Passed')).toBeVisible()
    await expect(passed.getByRole('button', { name: 'Completed' })).toBeDisabled()

    const live = cards.filter({ hasText: patientName })
    await expect(live.getByText('In session now')).toBeVisible()
    await expect(live.getByRole('link', { name: /Join video session/ })).toHaveAttribute('href', `https://meet.jit.si/alafia-e2e-${appointmentId}`)
    await live.getByRole('button', { name: 'Mark Complete' }).click()
    await expect(page.getByText('Appointment marked as completed')).toBeVisible()
    await expect(live.getByRole('button', { name: 'Completed' })).toBeDisabled()

    // Reloaded, it stays Completed, and the API says so too.
    await page.reload()
    await expect(cards.filter({ hasText: patientName }).getByRole('button', { name: 'Completed' })).toBeDisabled()
    const response = await page.request.get('/api/v1/therapist/appointments')
    expect(response.status()).toBe(200)
    const { data } = (await response.json()) as { data: Array<{ _id: string; isComplete: boolean; userId: Record<string, unknown> }> }
    const marked = data.find((a) => a._id === appointmentId)
    expect(marked?.isComplete).toBe(true)
    expect(Object.keys(marked?.userId ?? {}).sort()).toEqual(['_id', 'fullName'])
  })

  test('an unverified therapist is sent to the not-verified page and refused by the API', async ({ page }) => {
    const therapist = await createTherapist({ fullName: 'Uche Waiting', verified: false })
    await login(page.request, therapist.email, undefined, 'therapist')

    await page.goto('/therapist-dashboard/therapistAppointment')
    await expect(page).toHaveURL(/\/therapist-dashboard\/therapist-not-verified$/)
    const response = await page.request.get('/api/v1/therapist/appointments')
    expect(response.status()).toBe(403)
    expect(await response.json()).toEqual({ message: 'Your account is awaiting verification.' })
  })
})
