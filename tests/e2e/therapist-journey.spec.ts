import { expect, test } from '@playwright/test'
import { hour12, sql } from './db'
import { registerPatient, uniqueEmail } from './support'

// A therapist's whole journey: registers with a photo, uploads a certificate, the CAC document and a
// logo, is verified (on the data: the admin's side has its own spec, admin-people.spec.ts), publishes
// next week's hours from the planner, and sees a patient's paid booking on the schedule.

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG })
const DAY_MS = 86_400_000

/** Monday of next week in Lagos, and the Tuesday after it (the planner's "Next week"). */
function nextWeekTuesday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date())
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
  return new Date(Date.parse(`${today}T00:00:00Z`) + (7 - weekday + 1) * DAY_MS).toISOString().slice(0, 10)
}

test('a new therapist registers, uploads documents, is verified, publishes next week and sees a booking', async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('journey')
  const password = 'a-good-password'

  // 1. Register with a photo.
  await page.goto('/therapist-registration')
  await page.getByLabel('Profile Photo').setInputFiles(picture('me.png'))
  await page.getByLabel('Full Name').fill('Ifeoma Chukwu')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByLabel('Gender').selectOption('Female')
  await page.getByLabel('Phone Number').fill('0803 555 0101')
  await page.getByLabel('Hourly Fee (₦)').fill('20,000')
  await page.getByLabel('Years of Experience').fill('9')
  await page.getByLabel('Main Specialty').selectOption('Family & Marriage Counseling')
  await page.getByLabel('About Me').fill('Family and marriage counsellor.')
  await page.getByLabel('Address').fill('12 Awolowo Road')
  await page.getByLabel('Local Government').fill('Ikoyi')
  await page.getByLabel('State').selectOption('Lagos')
  await page.getByRole('button', { name: 'REGISTER' }).click()
  await expect(page).toHaveURL(/\/therapist-login$/)

  // 2. Log in: the gate sends an unverified therapist to upload the documents.
  await page.getByLabel('Email').filter({ visible: true }).fill(email)
  await page.getByLabel('Password').filter({ visible: true }).fill(password)
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click()
  await expect(page).toHaveURL(/\/therapist-dashboard\/therapist-not-verified$/)
  // Certificates are numbered (a therapist may send several); the CAC document and the logo are one each.
  for (const [label, uploaded] of [['Certificate', 'Certificate 1'], ['CAC Document', 'CAC Document'], ['Logo', 'Logo']] as const) {
    await page.getByRole('button', { name: `UPLOAD ${label.toUpperCase()}` }).click()
    const upload = page.getByRole('dialog', { name: `Upload ${label}` })
    await upload.getByLabel(`${label} file`).setInputFiles(picture(`${label}.png`))
    await upload.getByRole('button', { name: 'UPLOAD', exact: true }).click()
    await expect(page.getByRole('button', { name: `${uploaded} UPLOADED` })).toBeDisabled()
  }

  // 3. Verified (the admin's review, done on the data).
  const [therapist] = await sql<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [email])
  const therapistId = therapist!.id
  expect(await sql(`SELECT 1 FROM "TherapistDocument" WHERE "therapistId" = $1`, [therapistId])).toHaveLength(3)
  await sql(`UPDATE "TherapistDocument" SET "reviewState" = 'Approved', "reviewedAt" = now() WHERE "therapistId" = $1`, [therapistId])
  await sql(`UPDATE "TherapistProfile" SET "isVerified" = true, "verifiedAt" = now() WHERE "userId" = $1`, [therapistId])

  // 4. Publish next week's Tuesday, 10:00 to 13:00, from the planner.
  const tuesday = nextWeekTuesday()
  // Now verified, the dashboard opens; its prompt leads to the planner.
  await page.goto('/therapist-dashboard')
  await page.getByTestId('set-availability-prompt').getByRole('link', { name: 'Publish your hours' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Set Your Availability' })).toBeVisible()
  await page.getByRole('button', { name: 'Next week' }).click()
  const card = page.locator(`section[data-date="${tuesday}"]`)
  for (const hour of [10, 11, 12]) await card.getByRole('button', { name: hour12(hour) }).click()
  await card.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Availability set successfully')).toBeVisible()

  // 5. A patient books 10:00–12:00 and pays in the sandbox, over the API as a mobile client would.
  const patient = await registerPatient(request)
  const auth = { Authorization: `Bearer ${patient.token}` }
  const held = await request.post('/api/v1/patient/hold-appointment', {
    headers: auth,
    data: { therapistId, appointmentDate: tuesday, slot_start: '10:00', slot_end: '12:00' },
  })
  expect(held.status()).toBe(201)
  const { paymentReference, amount } = (await held.json()).data as { paymentReference: string; amount: number }
  expect(amount).toBe(40_000)
  expect((await request.post('/api/v1/payments/sandbox/complete', { headers: auth, data: { paymentReference, outcome: 'PAID' } })).status()).toBe(200)
  expect((await request.post('/api/v1/patient/confirm-payment', { headers: auth, data: { paymentReference } })).status()).toBe(200)

  // 6. The therapist's schedule shows it, paid, with its time and video link.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Appointments' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment Schedule' })).toBeVisible()
  const booked = page.getByTestId('appointment-card').filter({ hasText: patient.fullName })
  await expect(booked).toHaveCount(1)
  await expect(booked.getByText('Paid')).toBeVisible()
  await expect(booked).toContainText(`${hour12(10)} - ${hour12(12)}`)
  await expect(booked.getByRole('link', { name: /Join video session/ })).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\//)
})
