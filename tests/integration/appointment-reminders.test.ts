import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET, POST } from '@/app/api/cron/appointment-reminders/route'
import { isDiscreet } from '@/lib/notifications/discreet-text'
import { rescheduleAppointment } from '@/lib/server/appointments/reschedule-appointment'
import { sendAppointmentReminders } from '@/lib/server/booking/send-reminders'
import { cancelByPatient } from '@/lib/server/cancellations/cancel-appointment'
import { resetConfigForTests } from '@/lib/server/config'
import { CRON_DISABLED } from '@/lib/server/cron/require-cron-secret'
import { db } from '@/lib/server/db'
import { createAppointment, createAvailability, createPatient, createTherapist, lagosHourToUtc, type AppointmentInput } from '../fixtures/factories'

// Outside Next, connection() has nothing to wait for and revalidateTag (Next's cache) is recorded
// instead. The database is real; no email or SMS provider is configured, so every message lands in
// its outbox table (EmailOutbox, TextMessage), which is what the tests read.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))
// A way in between a run's claim and its reading of the session (findAppointmentForEmail), for the race
// with a cancellation; everything else is the real module.
const betweenClaimAndSend = vi.hoisted(() => ({ hook: null as null | ((appointmentId: string) => Promise<void>) }))
vi.mock('@/lib/server/booking/appointment-email-details', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/server/booking/appointment-email-details')>()
  return {
    ...real,
    findAppointmentForEmail: async (appointmentId: string) => {
      const hook = betweenClaimAndSend.hook
      betweenClaimAndSend.hook = null
      await hook?.(appointmentId)
      return real.findAppointmentForEmail(appointmentId)
    },
  }
})

// Sweeps look at every appointment in the database, and test files run side by side (and the test
// database keeps what earlier runs left): each run of this file picks a week of its own, at random
// between 2040 and 2099, where no other test books, and each test a day of that week or a later one.
const HOUR = 3_600_000
const MINUTE = 60_000
const DAY = 24 * HOUR
/** A Monday: 2 January 2040 is one. */
const BASE = Date.parse('2040-01-02T00:00:00Z') + Math.floor(Math.random() * 3000) * 7 * DAY
/** The Lagos date `days` after this run's Monday, YYYY-MM-DD. */
const day = (days: number) => new Date(BASE + days * DAY).toISOString().slice(0, 10)
const lagos = lagosHourToUtc

const savedSecret = process.env.CRON_SECRET
beforeEach(() => {
  delete process.env.RESEND_API_KEY
  delete process.env.TERMII_API_KEY
  resetConfigForTests()
})
afterEach(() => {
  if (savedSecret === undefined) delete process.env.CRON_SECRET
  else process.env.CRON_SECRET = savedSecret
  resetConfigForTests()
})

type Channels = { email?: boolean; sms?: boolean; whatsapp?: boolean }

/**
 * One appointment of its own patient and therapist, so each one's messages can be counted alone.
 * The patient chose email, SMS and WhatsApp unless told otherwise; the therapist kept the defaults
 * (email only), though their profile has a number too.
 */
async function appointment(startsAt: Date, overrides: Partial<AppointmentInput> = {}, { patient: patientChannels = { email: true, sms: true, whatsapp: true } }: { patient?: Channels } = {}) {
  const [therapist, patient] = await Promise.all([
    createTherapist(db, { fullName: 'Ngozi Umeh', phoneNumber: '+2348033330001' }),
    createPatient(db, { fullName: 'Kunle Bello', phoneNumber: '0803 333 0002' }),
  ])
  await db.notificationPreference.create({ data: { userId: patient.id, email: true, sms: false, whatsapp: false, ...patientChannels } })
  const row = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt, ...overrides })
  return { ...row, patient, therapist }
}

const REMINDER_SUBJECT = /^(Reminder|Starting soon): your Alafia session/
const reminderEmails = async (to: string) =>
  (await db.emailOutbox.findMany({ where: { to }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).filter((row) => REMINDER_SUBJECT.test(row.subject))
const texts = (userId: string) => db.textMessage.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { channel: 'asc' }], select: { channel: true, to: true, text: true } })
const claims = (appointmentId: string) => db.appointmentReminder.findMany({ where: { appointmentId }, orderBy: { claimedAt: 'asc' }, select: { kind: true, startsAt: true } })

describe('appointment reminders', () => {
  it('reminds both people 24 hours before and in the last hour, on the channels each chose, once each', async () => {
    // 09:00 in Lagos on a Monday.
    const now = lagos(day(0), 9)
    const session = await appointment(lagos(day(1), 8), { durationHours: 2, videoLink: 'https://meet.jit.si/Alafia-0123456789abcdef01234567' })

    expect(await sendAppointmentReminders(now)).toEqual({ sent: 1 })
    expect(await sendAppointmentReminders(now)).toEqual({ sent: 0 })
    expect(await sendAppointmentReminders(new Date(now.getTime() + 10 * MINUTE))).toEqual({ sent: 0 })

    const [dayBefore] = await reminderEmails(session.patient.email)
    expect(dayBefore!.subject).toBe('Reminder: your Alafia session is at 8:00 AM tomorrow')
    expect(dayBefore!.text).toContain('Therapist: Dr Ngozi Umeh')
    expect(dayBefore!.text).toMatch(/When: Tuesday, .*, 08:00 AM - 10:00 AM \(Lagos time\)/)
    expect(dayBefore!.text).toContain('Duration: 2 hours')
    expect(dayBefore!.text).toContain('Video session: https://meet.jit.si/Alafia-0123456789abcdef01234567')
    expect(await texts(session.patient.id)).toEqual([
      { channel: 'SMS', to: '+2348033330002', text: 'Your Alafia session is at 8:00 AM tomorrow.' },
      { channel: 'WhatsApp', to: '+2348033330002', text: 'Your Alafia session is at 8:00 AM tomorrow.' },
    ])
    const [therapistDayBefore, ...moreForTherapist] = await reminderEmails(session.therapist.email)
    expect(moreForTherapist).toEqual([])
    expect(therapistDayBefore!.subject).toBe('Reminder: your Alafia session is at 8:00 AM tomorrow')
    expect(therapistDayBefore!.text).toContain('Patient: Kunle Bello')
    expect(await texts(session.therapist.id)).toEqual([])

    // 07:30 the next morning: the last hour, with the link to join.
    const halfPastSeven = new Date(lagos(day(1), 7).getTime() + 30 * MINUTE)
    expect(await sendAppointmentReminders(halfPastSeven)).toEqual({ sent: 1 })
    expect(await sendAppointmentReminders(halfPastSeven)).toEqual({ sent: 0 })
    expect(await sendAppointmentReminders(lagos(day(1), 8))).toEqual({ sent: 0 })

    const patientEmails = await reminderEmails(session.patient.email)
    expect(patientEmails.map((row) => row.subject)).toEqual(['Reminder: your Alafia session is at 8:00 AM tomorrow', 'Starting soon: your Alafia session at 8:00 AM today'])
    expect(patientEmails[1]!.text).toContain('Your session starts within the hour.')
    const lastHourText = 'Your Alafia session is at 8:00 AM today. Join here: https://meet.jit.si/Alafia-0123456789abcdef01234567'
    expect((await texts(session.patient.id)).slice(2)).toEqual([
      { channel: 'SMS', to: '+2348033330002', text: lastHourText },
      { channel: 'WhatsApp', to: '+2348033330002', text: lastHourText },
    ])
    expect(await reminderEmails(session.therapist.email)).toHaveLength(2)
    expect(await claims(session.id)).toEqual([
      { kind: 'DayBefore', startsAt: session.startsAt },
      { kind: 'HourBefore', startsAt: session.startsAt },
    ])

    // Discreet on a phone: neither name, no title, no word about therapy.
    for (const { text } of await texts(session.patient.id)) {
      expect(isDiscreet(text)).toBe(true)
      for (const name of ['Ngozi', 'Umeh', 'Kunle', 'Bello']) expect(text).not.toContain(name)
    }
  })

  it('reminds only paid, not completed sessions that have not started, and only inside the windows', async () => {
    // 09:00 in Lagos on a Monday.
    const now = lagos(day(7), 9)
    const exactlyADayAway = await appointment(lagos(day(8), 9))
    const exactlyAnHourAway = await appointment(lagos(day(7), 10))
    const skipped = await Promise.all([
      appointment(lagos(day(8), 10)), // 25 hours away: a later run gets it
      appointment(lagos(day(7), 14), { status: 'Pending' }),
      appointment(lagos(day(7), 15), { status: 'Cancelled' }),
      appointment(lagos(day(7), 9)), // starts right now: too late for a reminder
      appointment(lagos(day(7), 7)), // already over
      appointment(lagos(day(7), 17), { isComplete: true, completedAt: now }),
    ])

    expect(await sendAppointmentReminders(now)).toEqual({ sent: 2 })

    expect(await claims(exactlyADayAway.id)).toEqual([{ kind: 'DayBefore', startsAt: exactlyADayAway.startsAt }])
    expect(await claims(exactlyAnHourAway.id)).toEqual([{ kind: 'HourBefore', startsAt: exactlyAnHourAway.startsAt }])
    for (const other of skipped) {
      expect(await claims(other.id)).toEqual([])
      expect(await reminderEmails(other.patient.email)).toEqual([])
      expect(await reminderEmails(other.therapist.email)).toEqual([])
      expect(await texts(other.patient.id)).toEqual([])
    }
  })

  it('catches up after missed runs: the day-before reminder until the last hour, then only the last hour’s, nothing after the start', async () => {
    // A Monday; the scheduler has not run for a day.
    const now = lagos(day(14), 9)
    const inFiveHours = await appointment(lagos(day(14), 14))
    const inHalfAnHour = await appointment(lagos(day(14), 10))
    const startedHalfAnHourAgo = await appointment(lagos(day(14), 9))

    // The run comes at 09:30.
    const late = new Date(now.getTime() + 30 * MINUTE)
    expect(await sendAppointmentReminders(late)).toEqual({ sent: 2 })

    expect((await texts(inFiveHours.patient.id)).map((row) => row.text)).toEqual(['Your Alafia session is at 2:00 PM today.', 'Your Alafia session is at 2:00 PM today.'])
    // Half an hour before its start and never reminded: only the last hour's reminder, not both at once.
    expect(await claims(inHalfAnHour.id)).toEqual([{ kind: 'HourBefore', startsAt: inHalfAnHour.startsAt }])
    expect((await reminderEmails(inHalfAnHour.patient.email)).map((row) => row.subject)).toEqual(['Starting soon: your Alafia session at 10:00 AM today'])
    expect(await claims(startedHalfAnHourAgo.id)).toEqual([])
    expect(await texts(startedHalfAnHourAgo.patient.id)).toEqual([])
  })

  it('sends each reminder exactly once when runs overlap', async () => {
    // 09:00 in Lagos on a Monday: two sessions in their last hour, four the next day.
    const now = lagos(day(21), 9)
    const due = await Promise.all([
      appointment(lagos(day(21), 10)),
      appointment(lagos(day(21), 10), { durationHours: 2 }),
      ...[1, 3, 5, 7].map((hour) => appointment(lagos(day(22), hour))),
    ])

    const runs = await Promise.all([sendAppointmentReminders(now), sendAppointmentReminders(now), sendAppointmentReminders(now), sendAppointmentReminders(now)])

    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(due.length)
    for (const one of due) {
      expect(await claims(one.id)).toHaveLength(1)
      expect(await reminderEmails(one.patient.email)).toHaveLength(1)
      expect(await reminderEmails(one.therapist.email)).toHaveLength(1)
      expect(await texts(one.patient.id)).toHaveLength(2)
    }
  })

  it('moves the reminders with a reschedule: the new time is reminded, the old time never again', async () => {
    // Noon in Lagos on a Monday; the session is at 10:00 the next morning.
    const now = lagos(day(35), 12)
    const session = await appointment(lagos(day(36), 10))
    await createAvailability(db, { therapistId: session.therapistId, date: day(36), hours: [10, 15] })
    expect(await sendAppointmentReminders(now)).toEqual({ sent: 1 })

    await rescheduleAppointment({ appointmentId: session.id, patientId: session.patientId, newAppointmentDate: day(36), newSlot_start: 15, newSlot_end: 16, now: new Date(now.getTime() + 5 * MINUTE) })
    // 27 hours away now: nothing is due yet.
    expect(await sendAppointmentReminders(new Date(now.getTime() + 10 * MINUTE))).toEqual({ sent: 0 })
    // 24 hours before the new time: the day-before reminder again, for 3:00 PM.
    expect(await sendAppointmentReminders(lagos(day(35), 15))).toEqual({ sent: 1 })
    // The old time's last hour passes without a word.
    expect(await sendAppointmentReminders(new Date(lagos(day(36), 9).getTime() + 30 * MINUTE))).toEqual({ sent: 0 })
    expect(await sendAppointmentReminders(new Date(lagos(day(36), 14).getTime() + 30 * MINUTE))).toEqual({ sent: 1 })

    expect((await texts(session.patient.id)).filter((row) => row.channel === 'SMS').map((row) => row.text)).toEqual([
      'Your Alafia session is at 10:00 AM tomorrow.',
      'Your Alafia session is at 3:00 PM tomorrow.',
      `Your Alafia session is at 3:00 PM today. Join here: ${session.videoLink}`,
    ])
    expect((await reminderEmails(session.therapist.email)).map((row) => row.subject)).toEqual([
      'Reminder: your Alafia session is at 10:00 AM tomorrow',
      'Reminder: your Alafia session is at 3:00 PM tomorrow',
      'Starting soon: your Alafia session at 3:00 PM today',
    ])
    expect((await claims(session.id)).map(({ kind, startsAt }) => [kind, startsAt.toISOString()])).toEqual([
      ['DayBefore', lagos(day(36), 10).toISOString()],
      ['DayBefore', lagos(day(36), 15).toISOString()],
      ['HourBefore', lagos(day(36), 15).toISOString()],
    ])
  })

  it('drops the reminders of a cancelled session', async () => {
    // Noon in Lagos on a Monday; the session is at 11:00 the next morning.
    const now = lagos(day(42), 12)
    const session = await appointment(lagos(day(43), 11))
    expect(await sendAppointmentReminders(now)).toEqual({ sent: 1 })

    await cancelByPatient({ patientId: session.patientId, appointmentId: session.id, now: new Date(now.getTime() + HOUR) })

    expect(await sendAppointmentReminders(new Date(lagos(day(43), 10).getTime() + 30 * MINUTE))).toEqual({ sent: 0 })
    expect(await claims(session.id)).toEqual([{ kind: 'DayBefore', startsAt: session.startsAt }])
    expect(await reminderEmails(session.patient.email)).toHaveLength(1)
    expect(await texts(session.patient.id)).toHaveLength(2)
  })

  it('does not send a reminder claimed just before its session was cancelled', async () => {
    // Noon in Lagos on a Monday; the session is at 09:00 the next morning.
    const now = lagos(day(56), 12)
    const session = await appointment(lagos(day(57), 9))
    // The patient cancels in the instant between the run's claim and its sending.
    betweenClaimAndSend.hook = async (appointmentId) => {
      expect(appointmentId).toBe(session.id)
      expect(await claims(session.id)).toHaveLength(1)
      await cancelByPatient({ patientId: session.patientId, appointmentId: session.id, now })
    }

    expect(await sendAppointmentReminders(now)).toEqual({ sent: 0 })
    expect(betweenClaimAndSend.hook).toBeNull()

    expect(await claims(session.id)).toEqual([{ kind: 'DayBefore', startsAt: session.startsAt }])
    expect(await reminderEmails(session.patient.email)).toEqual([])
    expect(await reminderEmails(session.therapist.email)).toEqual([])
    expect(await texts(session.patient.id)).toEqual([])
  })

  it('hands a claim back when the database fails before anything was queued, so the next run sends it once', async () => {
    // Noon in Lagos on a Monday; the session is at 10:00 the next morning.
    const now = lagos(day(63), 12)
    const session = await appointment(lagos(day(64), 10))
    betweenClaimAndSend.hook = async () => {
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' })
    }

    expect(await sendAppointmentReminders(now)).toEqual({ sent: 0 })
    expect(await claims(session.id)).toEqual([])
    expect(await reminderEmails(session.patient.email)).toEqual([])

    expect(await sendAppointmentReminders(new Date(now.getTime() + 10 * MINUTE))).toEqual({ sent: 1 })
    expect(await reminderEmails(session.patient.email)).toHaveLength(1)
    expect(await texts(session.patient.id)).toHaveLength(2)
  })

  it('follows each person’s channels: email off means texts only; nothing chosen means nothing sent', async () => {
    // 09:00 in Lagos on a Monday.
    const now = lagos(day(49), 9)
    const textsOnly = await appointment(lagos(day(49), 18), {}, { patient: { email: false, sms: true, whatsapp: false } })
    const nothing = await appointment(lagos(day(49), 19), {}, { patient: { email: false, sms: false, whatsapp: false } })

    expect(await sendAppointmentReminders(now)).toEqual({ sent: 2 })

    expect(await reminderEmails(textsOnly.patient.email)).toEqual([])
    expect((await texts(textsOnly.patient.id)).map((row) => row.channel)).toEqual(['SMS'])
    expect(await reminderEmails(nothing.patient.email)).toEqual([])
    expect(await texts(nothing.patient.id)).toEqual([])
    // Their therapists kept the defaults: an email each.
    expect(await reminderEmails(textsOnly.therapist.email)).toHaveLength(1)
    expect(await reminderEmails(nothing.therapist.email)).toHaveLength(1)
  })
})

describe('GET and POST /api/cron/appointment-reminders', () => {
  const SECRET = 'cron-secret-for-integration-tests'
  const call = (handler: typeof GET, authorization?: string) =>
    handler(
      new NextRequest('http://localhost/api/cron/appointment-reminders', { method: handler === GET ? 'GET' : 'POST', headers: authorization ? { authorization } : {} }),
      { params: Promise.resolve({}) },
    )

  /** A paid session two hours from the real now: whatever a real sweep would pick up. */
  const dueSoon = () => appointment(new Date(Math.ceil(Date.now() / HOUR) * HOUR + 2 * HOUR))

  it('answers 503 with the reason while CRON_SECRET is not set, and sends nothing', async () => {
    delete process.env.CRON_SECRET
    resetConfigForTests()
    const soon = await dueSoon()

    const response = await call(GET, `Bearer ${SECRET}`)

    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: CRON_DISABLED })
    expect(await claims(soon.id)).toEqual([])
  })

  it('answers 401 for a missing or wrong secret, and sends nothing', async () => {
    process.env.CRON_SECRET = SECRET
    resetConfigForTests()
    const soon = await dueSoon()

    for (const authorization of [undefined, `Bearer ${SECRET}x`, `Bearer ${SECRET.slice(0, -1)}`, SECRET, `Basic ${SECRET}`, 'Bearer ']) {
      for (const handler of [GET, POST]) {
        const response = await call(handler, authorization)
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({ message: 'Unauthorized' })
      }
    }
    expect(await claims(soon.id)).toEqual([])
    expect(await reminderEmails(soon.patient.email)).toEqual([])
  })

  it('sends the due reminders for the scheduler that knows the secret (GET, as Vercel Cron calls), and a repeat call sends none again', async () => {
    process.env.CRON_SECRET = SECRET
    resetConfigForTests()
    const soon = await dueSoon()

    const first = await call(GET, `Bearer ${SECRET}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect((await first.json()).sent).toBeGreaterThanOrEqual(1)
    expect(await claims(soon.id)).toEqual([{ kind: 'DayBefore', startsAt: soon.startsAt }])

    const again = await call(POST, `Bearer ${SECRET}`)
    expect(again.status).toBe(200)
    expect(await reminderEmails(soon.patient.email)).toHaveLength(1)
    expect(await reminderEmails(soon.therapist.email)).toHaveLength(1)
    expect(await texts(soon.patient.id)).toHaveLength(2)
  })
})
