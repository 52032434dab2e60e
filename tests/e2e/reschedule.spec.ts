import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { registerPatient } from './support'
import { sql, lagosDate } from './db'

// A patient moves a paid appointment to another free time (spec 2.4, 4, 5; issue 4). Playwright
// cannot load the Prisma client, so the therapist, their hours and the paid appointment are written
// with plain SQL into the e2e database (DATABASE_URL, set by scripts/with-db.mjs --e2e).


/** "Thu, Apr 10, 2031", as the reschedule page lists dates. */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
/** The instant an hour starts in Lagos (UTC+1 all year). */
const lagosHour = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+01:00`)

async function patientId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/patient/view-profile')
  expect(response.status()).toBe(200)
  return (await response.json()).safeUser._id
}

/**
 * A verified therapist (verified long ago, so they sort last in the directory) with two open days,
 * and a paid 10:00–12:00 appointment of the patient on the first, owning its two hour slots.
 */
async function paidAppointment(patient: string) {
  const therapistId = randomUUID()
  const appointmentId = randomUUID()
  const [bookedDay, newDay] = [lagosDate(3), lagosDate(4)]
  await sql(
    `INSERT INTO "User" (id, email, "passwordHash", "fullName", role, gender, "updatedAt")
     VALUES ($1, $2, 'not-a-hash', 'Halima Yusuf', 'Therapist', 'Female', now())`,
    [therapistId, `therapist-${therapistId}@example.test`],
  )
  await sql(
    `INSERT INTO "TherapistProfile" ("userId", bio, "feeKobo", specialties, "yearsOfExperience", "isVerified", "verifiedAt", "updatedAt")
     VALUES ($1, 'Grief and crisis counselling.', 1500000, ARRAY['Grief Counseling'], 7, true, '2000-01-01', now())`,
    [therapistId],
  )
  await sql(
    `INSERT INTO "Availability" (id, "therapistId", date, hours, "updatedAt")
     VALUES (gen_random_uuid(), $1, $2::date, ARRAY[9,10,11,12], now()), (gen_random_uuid(), $1, $3::date, ARRAY[14,15,16,17], now())`,
    [therapistId, bookedDay, newDay],
  )
  const [start, second, end] = [lagosHour(bookedDay, 10), lagosHour(bookedDay, 11), lagosHour(bookedDay, 12)]
  // One statement, so the appointment and its payment commit together (Postgres refuses Paid without one).
  await sql(
    `WITH booked AS (
       INSERT INTO "Appointment" (id, "patientId", "therapistId", "startsAt", "endsAt", "durationHours", "amountKobo", status, "paymentReference", "transactionReference", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, 2, 3000000, 'Paid', $6, $7, now()) RETURNING id, "paymentReference", "transactionReference", "amountKobo"
     )
     INSERT INTO "Payment" (id, "appointmentId", provider, "paymentReference", "transactionReference", "amountKobo", status, "paidAt", "updatedAt")
     SELECT gen_random_uuid(), id, 'Sandbox', "paymentReference", "transactionReference", "amountKobo", 'Paid', now(), now() FROM booked`,
    [appointmentId, patient, therapistId, start, end, `E2E-${appointmentId}`, `MNFY|E2E|${appointmentId}`],
  )
  await sql(`INSERT INTO "AppointmentSlot" ("therapistId", "startsAt", "appointmentId", "patientId") VALUES ($1, $2, $4, $5), ($1, $3, $4, $5)`, [therapistId, start, second, appointmentId, patient])
  return { appointmentId, therapistId, bookedDay, newDay }
}

test.describe('rescheduling an appointment', () => {
  test('a patient moves a paid appointment to another free time', async ({ page }) => {
    const patient = await registerPatient(page.request)
    const { appointmentId, therapistId, bookedDay, newDay } = await paidAppointment(await patientId(page.request))

    await page.goto(`/reschedule-appointment/${appointmentId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Reschedule Appointment' })).toBeVisible()
    await expect(page.getByTestId('current-therapist')).toHaveText('Dr Halima Yusuf')
    await expect(page.getByTestId('current-time-slot')).toHaveText('10:00 AM - 12:00 PM (2 hours)')
    await expect(page.getByText('New appointment must be exactly 2 hours')).toBeVisible()

    // Nothing chosen yet.
    await page.getByRole('button', { name: 'Reschedule Appointment' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a date, start time and end time' })).toBeVisible()

    // Both open days are offered; on the new day only starts whose two hours are both published and
    // free (17:00 would need 18:00).
    const dateSelect = page.getByLabel('New date')
    await expect(dateSelect.locator('option')).toHaveText(['Select a date', dayLabel(bookedDay), dayLabel(newDay)])
    await dateSelect.selectOption(newDay)
    const startSelect = page.getByLabel('Start time')
    await expect(startSelect.locator('option')).toHaveText(['Select a start time', '02:00 PM', '03:00 PM', '04:00 PM'])
    await startSelect.selectOption({ label: '03:00 PM' })
    await expect(page.getByLabel('End time')).toHaveValue('05:00 PM')

    await page.getByRole('button', { name: 'Reschedule Appointment' }).click()
    await expect(page).toHaveURL(/\/patient-profile$/)
    await expect(page.getByText('Appointment rescheduled successfully')).toBeVisible()

    const response = await page.request.get(`/api/v1/patient/appointment/${appointmentId}`)
    expect(response.status()).toBe(200)
    expect((await response.json()).data).toMatchObject({ _id: appointmentId, appointmentDate: newDay, slot_start: '15:00', slot_end: '17:00', duration: 2, status: 'Paid' })

    // The freed hours are open again on the public availability; the new ones are not.
    const open = (await (await page.request.get(`/api/v1/user/user-view-availability/${therapistId}`)).json()).data as { availableDate: string; availableSlots: string[] }[]
    expect(open.find((day) => day.availableDate === bookedDay)?.availableSlots).toEqual(['09:00 AM', '10:00 AM', '11:00 AM', '12:00 PM'])
    expect(open.find((day) => day.availableDate === newDay)?.availableSlots).toEqual(['02:00 PM', '05:00 PM'])

    // The profile lists the appointment; its details show the new time and the re-schedule action.
    await page.getByRole('button', { name: 'View details' }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Halima Yusuf')
    await expect(dialog).toContainText('03:00 PM - 05:00 PM')
    await expect(dialog).toContainText('₦15,000')
    await expect(dialog.getByRole('link', { name: 'Re-schedule' })).toHaveAttribute('href', `/reschedule-appointment/${appointmentId}`)

    const rows = await sql<{ to: string; subject: string; text: string }>(`SELECT "to", subject, text FROM "EmailOutbox" WHERE "to" = $1`, [patient.email])
    expect(rows).toEqual([expect.objectContaining({ subject: 'Your appointment has been rescheduled', text: expect.stringContaining('03:00 PM - 05:00 PM (Lagos time)') })])
  })

  test("another patient's appointment id is not found, on the page and through the API", async ({ page, playwright, baseURL }) => {
    const owner = await playwright.request.newContext({ baseURL })
    await registerPatient(owner)
    const { appointmentId } = await paidAppointment(await patientId(owner))
    await owner.dispose()

    await registerPatient(page.request)
    // The page streams behind (personal)/loading.tsx, so the shell has gone out with status 200 before
    // the lookup answers: the not-found page replaces it (with a noindex tag). The API answers a real 404.
    await page.goto(`/reschedule-appointment/${appointmentId}`)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText('Halima Yusuf')).toHaveCount(0)

    expect((await page.request.get(`/api/v1/patient/appointment/${appointmentId}`)).status()).toBe(404)
    const put = await page.request.put(`/api/v1/patient/reschedule-appointment/${appointmentId}`, {
      data: { newAppointmentDate: lagosDate(4), newSlot_start: '14:00', newSlot_end: '16:00' },
    })
    expect(put.status()).toBe(404)
  })
})
