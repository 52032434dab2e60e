import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { DEMO, login } from './support'

// The demo therapist runs their week (spec 2.6, 4; issue 6): the dashboard's figures, the schedule of
// seeded sessions, and Mark Complete on a session going on now. Playwright cannot load the Prisma
// client, so that session is written with plain SQL into the e2e database (DATABASE_URL, set by
// scripts/with-db.mjs --e2e), appointment and payment in one transaction (a Paid appointment needs
// its payment at commit, decision 012).

const HOUR_MS = 3_600_000

/** A patient and a paid two-hour session of the demo therapist that started at the top of this hour. */
async function sessionGoingOnNow(patientName: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    const [{ id: therapistId }] = (await client.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [DEMO.therapist])).rows as [{ id: string }]
    const patientId = randomUUID()
    const appointmentId = randomUUID()
    const reference = `E2E-${appointmentId}`
    const start = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS)
    const hours = [start, new Date(start.getTime() + HOUR_MS)]
    await client.query('BEGIN')
    await client.query(
      `INSERT INTO "User" (id, email, "passwordHash", "fullName", role, "updatedAt") VALUES ($1, $2, 'not-a-hash', $3, 'Patient', now())`,
      [patientId, `patient-${patientId}@example.test`, patientName],
    )
    await client.query(
      `INSERT INTO "Appointment" (id, "patientId", "therapistId", "startsAt", "endsAt", "durationHours", "amountKobo", status, "paymentReference", "transactionReference", "videoLink", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, 2, 4000000, 'Paid', $6, $7, $8, now())`,
      [appointmentId, patientId, therapistId, start, new Date(start.getTime() + 2 * HOUR_MS), reference, `MNFY|E2E|${appointmentId}`, `https://meet.jit.si/alafia-e2e-${appointmentId}`],
    )
    for (const hour of hours) {
      await client.query(`INSERT INTO "AppointmentSlot" ("therapistId", "startsAt", "appointmentId", "patientId") VALUES ($1, $2, $3, $4)`, [therapistId, hour, appointmentId, patientId])
    }
    await client.query(
      `INSERT INTO "Payment" (id, "appointmentId", provider, "paymentReference", "transactionReference", "amountKobo", status, "paidAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, 'Sandbox', $2, $3, 4000000, 'Paid', now(), now())`,
      [appointmentId, reference, `MNFY|E2E|${appointmentId}`],
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
  test('the demo therapist sees real figures, the schedule, and marks a session going on now complete', async ({ page }) => {
    const patientName = `Kelechi ${randomUUID().slice(0, 6)}`
    const { appointmentId } = await sessionGoingOnNow(patientName)
    await login(page.request, DEMO.therapist, undefined, 'therapist')

    await page.goto('/therapist-dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dr. Adaeze Okafor' })).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' })
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    const figures = page.getByTestId('dashboard-figures')
    await expect(figures.getByText('Booked Appointments')).toBeVisible()
    await expect(figures.getByText('Total Revenue')).toBeVisible()
    await expect(figures).toContainText('₦')
    await expect(page.getByTestId('next-appointments').getByText(patientName)).toBeVisible()

    await sidebar.getByRole('link', { name: 'Appointments' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Appointment Schedule' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Appointments' })).toHaveAttribute('aria-current', 'page')
    const cards = page.getByTestId('appointment-card')
    // Seeded sessions: upcoming ones with the video link, past ones dimmed and Completed.
    await expect(cards.filter({ hasText: 'Tunde Bakare' }).first()).toBeVisible()
    const passed = cards.filter({ hasText: 'Appointment Passed' }).first()
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
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const { rows } = await client
      .query<{ email: string }>(`SELECT u.email FROM "User" u JOIN "TherapistProfile" t ON t."userId" = u.id WHERE NOT t."isVerified" AND NOT u."isBlocked" ORDER BY u.email LIMIT 1`)
      .finally(() => client.end())
    // The demo seed keeps a few therapists awaiting review.
    expect(rows).toHaveLength(1)
    await login(page.request, rows[0]!.email, undefined, 'therapist')

    await page.goto('/therapist-dashboard/therapistAppointment')
    await expect(page).toHaveURL(/\/therapist-dashboard\/therapist-not-verified$/)
    const response = await page.request.get('/api/v1/therapist/appointments')
    expect(response.status()).toBe(403)
    expect(await response.json()).toEqual({ message: 'Your account is awaiting verification.' })
  })
})
