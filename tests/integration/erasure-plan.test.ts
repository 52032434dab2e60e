import { randomBytes, randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { eraseUser } from '@/lib/server/admin/users/erase-user'
import { ERASURE_PLAN } from '@/lib/server/admin/users/erasure-plan'
import { authenticate } from '@/lib/server/auth/authenticate'
import { requestPasswordReset } from '@/lib/server/auth/password-reset/request-password-reset'
import { createComment } from '@/lib/server/blog/create-comment'
import { deleteComment } from '@/lib/server/blog/delete-comment'
import { sendBookingConfirmedEmails, sendLatePaymentEmails } from '@/lib/server/booking/send-booking-emails'
import { resetConfigForTests } from '@/lib/server/config'
import { sendContactMessage } from '@/lib/server/contact/send-contact-message'
import { db } from '@/lib/server/db'
import { notifyPerson } from '@/lib/server/notifications/notify-person'
import { saveNotificationPreferences } from '@/lib/server/notifications/save-notification-preferences'
import { editTherapistProfile } from '@/lib/server/therapists/edit-therapist-profile'
import { findAnywhere as findAnywhereIn } from '../support/find-anywhere'
import { createAdmin, createAppointment, createPatient, createTherapist, uniqueEmail } from '../fixtures/factories'

/** An address of this run alone: the per-address limits remember earlier runs on the same database. */
const freshAddress = () => `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 250) + 1).join('.')}`

// Erasure cannot miss a column: every column of the database is in the plan, and after erasing a
// person who appears everywhere, no text or JSON column anywhere still holds their name, email or phone.
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

const savedKey = process.env.RESEND_API_KEY
beforeEach(() => {
  delete process.env.RESEND_API_KEY
  delete process.env.TERMII_API_KEY
  resetConfigForTests()
})
afterEach(() => {
  if (savedKey !== undefined) process.env.RESEND_API_KEY = savedKey
  resetConfigForTests()
})

type Column = { table: string; column: string }

async function databaseColumns(): Promise<Column[]> {
  return db.$queryRaw<Column[]>`
    SELECT table_name::text AS "table", column_name::text AS "column" FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name, ordinal_position`
}

const findAnywhere = (needle: string) => findAnywhereIn(db, needle)

/** A name, email and phone nobody else in the database has. */
function uniquePerson() {
  const tag = randomBytes(4).toString('hex')
  return { fullName: `Zainab Okoro${tag}`, email: uniqueEmail(`erase-${tag}`), phoneNumber: `+234803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` }
}

const asSession = (user: { id: string; role: 'Patient' | 'Therapist' | 'Admin' | 'Manager'; fullName: string; email: string }) => ({ ...user, sessionId: randomUUID() })

describe('the erasure plan', () => {
  it('decides for every column of the database what erasure does with it', async () => {
    const inDatabase = (await databaseColumns()).map(({ table, column }) => `${table}.${column}`)
    const inPlan = Object.entries(ERASURE_PLAN).flatMap(([table, plan]) => Object.keys(plan.columns).map((column) => `${table}.${column}`))
    expect([...inPlan].sort()).toEqual([...inDatabase].sort())
  })
})

describe('erasure erases', () => {
  it('a patient who appears in emails, the audit log, messages, comments and limits leaves no trace of name, email or phone', async () => {
    const me = uniquePerson()
    const [patient, therapist, admin, post] = await Promise.all([
      createPatient(db, me),
      createTherapist(db, { fullName: 'Ngozi Umeh' }),
      createAdmin(db),
      db.blogPost.create({ data: { title: 'Sleep and mood', content: 'Sleep shapes how we feel.' } }),
    ])
    // Booking emails to both (the therapist's names the patient) with calendar invites, and a refund request to support.
    const booked = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 72 * 3_600_000) })
    await sendBookingConfirmedEmails(booked.id)
    await sendLatePaymentEmails(booked.id)
    // A comment a moderator deleted (the audit log kept its text and name), and one still up.
    const moderated = await createComment({ postId: post.id, user: asSession(patient), comment: `My number is ${me.phoneNumber}, call me.` })
    await deleteComment({ commentId: moderated._id, user: asSession(admin) })
    await createComment({ postId: post.id, user: asSession(patient), comment: 'Thank you for this.' })
    // Another reader names them in a comment; they wrote to support; someone else wrote about them.
    const reader = await createPatient(db)
    await createComment({ postId: post.id, user: asSession(reader), comment: `I agree with ${me.fullName}.` })
    await sendContactMessage({ message: { fullName: me.fullName, email: me.email, message: 'Please call me back about my booking.' }, ipAddress: freshAddress() })
    await sendContactMessage({ message: { fullName: 'Bola Ade', email: uniqueEmail(), message: `My friend ${me.fullName} (${me.email}) needs help.` }, ipAddress: freshAddress() })
    // Sign-in failures, a reset request and its limit counters.
    await authenticate({ email: me.email, password: 'wrong-password', portal: 'user', ipAddress: freshAddress() }).catch(() => null)
    await requestPasswordReset({ email: me.email, portal: 'patient', ipAddress: freshAddress(), defer: async (task) => task() })
    // Reminders by SMS and WhatsApp to their number, and their notification settings.
    await saveNotificationPreferences({ userId: patient.id, choice: { email: true, sms: true, whatsapp: true, calendarTitle: 'Descriptive' } })
    await notifyPerson({ userId: patient.id, purpose: 'reminder', subject: 'Reminder: your Alafia session is at 3:00 PM today', emailText: 'Hello', shortText: 'Your Alafia session is at 3:00 PM today.' })
    expect(await db.textMessage.count({ where: { to: me.phoneNumber } })).toBe(2)
    for (const needle of [me.fullName, me.email, me.phoneNumber]) expect((await findAnywhere(needle)).length).toBeGreaterThan(0)

    await eraseUser({ actor: admin, userId: patient.id })

    expect(await db.textMessage.count({ where: { userId: patient.id } })).toBe(0)
    expect(await db.notificationPreference.count({ where: { userId: patient.id } })).toBe(0)

    for (const needle of [me.fullName, me.email, me.phoneNumber]) expect(await findAnywhere(needle), needle).toEqual([])
    // The books stay: the appointment and its payment, pointing at the anonymised row.
    expect(await db.payment.count({ where: { appointmentId: booked.id } })).toBeGreaterThan(0)
    expect(await db.appointment.findUniqueOrThrow({ where: { id: booked.id } })).toMatchObject({ patientId: patient.id })
    // Other people's words stay, with the mention taken out.
    expect(await db.comment.findFirst({ where: { authorId: reader.id } })).toMatchObject({ text: 'I agree with [erased].' })
  })

  it('a therapist whose profile changes are in the audit log leaves no trace either', async () => {
    const me = uniquePerson()
    const [therapist, admin, patient] = await Promise.all([createTherapist(db, { ...me, isVerified: true }), createAdmin(db), createPatient(db)])
    const renamed = `${me.fullName} Adeyemi`
    await editTherapistProfile({ therapistId: therapist.id, changes: { fullName: renamed, fee: 25_000 }, photo: null })
    const booked = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 96 * 3_600_000) })
    await sendBookingConfirmedEmails(booked.id)
    for (const needle of [me.fullName, me.email, me.phoneNumber]) expect((await findAnywhere(needle)).length).toBeGreaterThan(0)

    await eraseUser({ actor: admin, userId: therapist.id })

    for (const needle of [me.fullName, renamed, me.email, me.phoneNumber]) expect(await findAnywhere(needle), needle).toEqual([])
    expect(await db.appointment.count({ where: { id: booked.id } })).toBe(1)
  })
})
