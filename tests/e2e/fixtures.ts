import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext } from '@playwright/test'
import { lagosDate, sql } from './db'

// Appointments written straight into the e2e database for the specs that start from an existing
// booking. Playwright cannot load the Prisma client, so this is plain SQL, kept in this one file: when
// the schema of appointments or their hour slots changes, this is the place to follow it.

/** The instant an hour starts in Lagos (UTC+1 all year). */
export const lagosHour = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+01:00`)

/** "Thu, Apr 10, 2031", as the reschedule page lists dates. */
export const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

/** The signed-in patient's id (the request context carries the session cookie). */
export async function patientId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/patient/view-profile')
  expect(response.status()).toBe(200)
  return (await response.json()).safeUser._id
}

/** A verified therapist (verified long ago, so they sort last in the directory), with no hours yet. */
export async function createTherapist(fullName = 'Halima Yusuf'): Promise<string> {
  const therapistId = randomUUID()
  await sql(
    `INSERT INTO "User" (id, email, "passwordHash", "fullName", role, gender, "updatedAt")
     VALUES ($1, $2, 'not-a-hash', $3, 'Therapist', 'Female', now())`,
    [therapistId, `therapist-${therapistId}@example.test`, fullName],
  )
  await sql(
    `INSERT INTO "TherapistProfile" ("userId", bio, "feeKobo", specialties, "yearsOfExperience", "isVerified", "verifiedAt", "updatedAt")
     VALUES ($1, 'Grief and crisis counselling.', 1500000, ARRAY['Grief Counseling'], 7, true, '2000-01-01', now())`,
    [therapistId],
  )
  return therapistId
}

/** Published hours of a therapist on a Lagos date. */
export async function publishHours(therapistId: string, date: string, hours: number[]) {
  await sql(`INSERT INTO "Availability" (id, "therapistId", date, hours, "updatedAt") VALUES (gen_random_uuid(), $1, $2::date, $3, now())`, [therapistId, date, hours])
}

/**
 * A paid appointment of the patient (with its payment and video room), owning its hour slots, as a
 * confirmed booking leaves it.
 */
export async function insertPaidAppointment({ patient, therapistId, startsAt, hours }: { patient: string; therapistId: string; startsAt: Date; hours: number }) {
  const appointmentId = randomUUID()
  const endsAt = new Date(startsAt.getTime() + hours * 3_600_000)
  const videoLink = `https://meet.jit.si/Alafia-e2e-${appointmentId.slice(0, 8)}`
  // One statement, so the appointment and its payment commit together (Postgres refuses Paid without one).
  // Like a real confirmation, it stores the cancellation policy in force (the defaults: 24 h, 0 %).
  await sql(
    `WITH booked AS (
       INSERT INTO "Appointment" (id, "patientId", "therapistId", "startsAt", "endsAt", "durationHours", "amountKobo", status, "paymentReference", "transactionReference", "videoLink", "policyFullRefundHours", "policyLateRefundPercent", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $6 * 1500000, 'Paid', $7, $8, $9, 24, 0, now()) RETURNING id, "paymentReference", "transactionReference", "amountKobo"
     )
     INSERT INTO "Payment" (id, "appointmentId", provider, "paymentReference", "transactionReference", "amountKobo", status, "paidAt", "updatedAt")
     SELECT gen_random_uuid(), id, 'Sandbox', "paymentReference", "transactionReference", "amountKobo", 'Paid', now(), now() FROM booked`,
    [appointmentId, patient, therapistId, startsAt, endsAt, hours, `E2E-${appointmentId}`, `MNFY|E2E|${appointmentId}`, videoLink],
  )
  await insertSlots({ therapistId, appointmentId, startsAt, hours })
  return { appointmentId, videoLink, paymentReference: `E2E-${appointmentId}` }
}

/** Another patient's unpaid hold on some hours (a checkout in progress), owning them for 20 minutes. */
export async function insertHold({ patient, therapistId, startsAt, hours }: { patient: string; therapistId: string; startsAt: Date; hours: number }) {
  const appointmentId = randomUUID()
  await sql(
    `INSERT INTO "Appointment" (id, "patientId", "therapistId", "startsAt", "endsAt", "durationHours", "amountKobo", status, "paymentReference", "holdExpiresAt", "updatedAt")
     VALUES ($1, $2, $3, $4, $5, $6, $6 * 4500000, 'Pending', $7, now() + interval '20 minutes', now())`,
    [appointmentId, patient, therapistId, startsAt, new Date(startsAt.getTime() + hours * 3_600_000), hours, `E2E-${appointmentId}`],
  )
  await insertSlots({ therapistId, appointmentId, startsAt, hours })
  return { appointmentId }
}

/** One AppointmentSlot row per hour, naming the therapist and the appointment's patient: the no-overlap keys (decision 004). */
async function insertSlots({ therapistId, appointmentId, startsAt, hours }: { therapistId: string; appointmentId: string; startsAt: Date; hours: number }) {
  const starts = Array.from({ length: hours }, (_, i) => new Date(startsAt.getTime() + i * 3_600_000))
  await sql(
    `INSERT INTO "AppointmentSlot" ("therapistId", "startsAt", "appointmentId", "patientId")
     SELECT $1, s, a."id", a."patientId" FROM "Appointment" a, unnest($2::timestamptz[]) AS s WHERE a."id" = $3`,
    [therapistId, starts, appointmentId],
  )
}

/**
 * The reschedule specs' starting point: a therapist open on two days, and a paid 10:00–12:00
 * appointment of the patient on the first (09:00–13:00 published), the second open 14:00–18:00.
 */
export async function paidAppointment(patient: string, { bookedDay = lagosDate(3), newDay = lagosDate(4), fullName = 'Halima Yusuf' } = {}) {
  const therapistId = await createTherapist(fullName)
  await publishHours(therapistId, bookedDay, [9, 10, 11, 12])
  await publishHours(therapistId, newDay, [14, 15, 16, 17])
  const { appointmentId, videoLink } = await insertPaidAppointment({ patient, therapistId, startsAt: lagosHour(bookedDay, 10), hours: 2 })
  return { appointmentId, therapistId, bookedDay, newDay, videoLink }
}

/**
 * A paid appointment cancelled by its therapist whose full refund waits for the patient's bank account,
 * as a cancellation leaves a bank transfer on Monnify (the sandbox never needs one): the hours freed,
 * the payment kept, the refund AwaitingAccount.
 */
export async function cancelAwaitingRefundAccount(appointmentId: string) {
  await sql(`UPDATE "Appointment" SET status = 'Cancelled', "cancelledAt" = now(), "cancelledBy" = 'Therapist', "cancelReason" = 'Unwell', "updatedAt" = now() WHERE id = $1`, [appointmentId])
  await sql(`DELETE FROM "AppointmentSlot" WHERE "appointmentId" = $1`, [appointmentId])
  await sql(
    `INSERT INTO "Refund" (id, "paymentId", "appointmentId", reference, "amountKobo", reason, status, provider, "updatedAt")
     SELECT gen_random_uuid(), p.id, p."appointmentId", 'RFD-E2E-' || p.id, p."amountKobo", 'TherapistCancelled', 'AwaitingAccount', 'Sandbox', now()
       FROM "Payment" p WHERE p."appointmentId" = $1 AND p.status = 'Paid'`,
    [appointmentId],
  )
}
