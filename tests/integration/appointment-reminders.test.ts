import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GET, POST } from '@/app/api/cron/appointment-reminders/route'
import { sendAppointmentReminders } from '@/lib/server/booking/send-reminders'
import { resetConfigForTests } from '@/lib/server/config'
import { CRON_DISABLED } from '@/lib/server/cron/require-cron-secret'
import { db } from '@/lib/server/db'
import { createAppointment, createPatient, createTherapist, lagosHourToUtc, type AppointmentInput } from '../fixtures/factories'

// Outside Next, connection() has nothing to wait for. The database is real.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

// Sweeps look at every appointment in the database, and test files run side by side: these tests use
// days in 2034 that no other test books, so other files' appointments never fall in their window.
// "Now" is 09:00 in Lagos on Monday 15 May 2034.
const NOW = new Date('2034-05-15T08:00:00Z')
const TODAY = '2034-05-15'
const TOMORROW = '2034-05-16'

const savedSecret = process.env.CRON_SECRET
afterEach(() => {
  if (savedSecret === undefined) delete process.env.CRON_SECRET
  else process.env.CRON_SECRET = savedSecret
  resetConfigForTests()
})

/** One appointment of its own patient and therapist, so each one's emails can be counted alone. */
async function appointment(startsAt: Date, overrides: Partial<AppointmentInput> = {}) {
  const [therapist, patient] = await Promise.all([createTherapist(db, { fullName: 'Ngozi Umeh' }), createPatient(db, { fullName: 'Kunle Bello' })])
  const row = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt, ...overrides })
  return { ...row, patient, therapist }
}

const mailTo = (to: string) => db.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } })
const reminderSentAt = async (id: string) => (await db.appointment.findUniqueOrThrow({ where: { id }, select: { reminderSentAt: true } })).reminderSentAt

describe('appointment reminders', () => {
  it('reminds patient and therapist of paid sessions in the next 24 hours only, once', async () => {
    const tomorrowMorning = await appointment(lagosHourToUtc(TOMORROW, 8), { durationHours: 2, videoLink: 'https://meet.jit.si/Alafia-reminder-test' })
    const exactlyADayAway = await appointment(lagosHourToUtc(TOMORROW, 9))
    const skipped = await Promise.all([
      appointment(lagosHourToUtc(TOMORROW, 10)), // 25 hours away: the next runs will get it
      appointment(lagosHourToUtc(TODAY, 14), { status: 'Pending' }),
      appointment(lagosHourToUtc(TODAY, 15), { status: 'Cancelled' }),
      appointment(lagosHourToUtc(TODAY, 9)), // starts right now: too late for a reminder
      appointment(lagosHourToUtc(TODAY, 7)), // already over
      appointment(lagosHourToUtc(TODAY, 16), { reminderSentAt: new Date('2034-05-14T16:00:00Z') }),
      appointment(lagosHourToUtc(TODAY, 17), { isComplete: true, completedAt: NOW }),
    ])

    expect(await sendAppointmentReminders(NOW)).toEqual({ sent: 2 })

    expect(await reminderSentAt(tomorrowMorning.id)).toEqual(NOW)
    expect(await reminderSentAt(exactlyADayAway.id)).toEqual(NOW)
    const [toPatient, ...morePatient] = await mailTo(tomorrowMorning.patient.email)
    const [toTherapist, ...moreTherapist] = await mailTo(tomorrowMorning.therapist.email)
    expect([morePatient, moreTherapist]).toEqual([[], []])
    expect(toPatient!.subject).toBe('Reminder: your appointment with Dr Ngozi Umeh on May 16, 2034')
    expect(toPatient!.text).toContain('When: Tuesday, May 16, 2034, 08:00 AM - 10:00 AM (Lagos time)')
    expect(toPatient!.text).toContain('Duration: 2 hours')
    expect(toPatient!.text).toContain('Video session: https://meet.jit.si/Alafia-reminder-test')
    expect(toTherapist!.subject).toBe('Reminder: appointment with Kunle Bello on May 16, 2034')
    expect(toTherapist!.text).toContain('Patient: Kunle Bello')
    expect(toTherapist!.text).toContain('When: Tuesday, May 16, 2034, 08:00 AM - 10:00 AM (Lagos time)')

    for (const other of skipped) {
      expect(await mailTo(other.patient.email)).toEqual([])
      expect(await mailTo(other.therapist.email)).toEqual([])
    }
    const stillUnsent = await db.appointment.count({ where: { id: { in: skipped.map((a) => a.id) }, reminderSentAt: NOW } })
    expect(stillUnsent).toBe(0)

    // A later run (the next hour) sends nothing again for them.
    await sendAppointmentReminders(new Date(NOW.getTime() + 3_600_000))
    expect(await mailTo(tomorrowMorning.patient.email)).toHaveLength(1)
    expect(await mailTo(exactlyADayAway.patient.email)).toHaveLength(1)
  })

  it('sends exactly one reminder per appointment when two runs overlap', async () => {
    // 09:00 in Lagos on 12 June: sessions from 01:00 to 09:00 the next morning are due.
    const now = new Date('2034-06-12T08:00:00Z')
    const due = await Promise.all([1, 3, 5, 7, 9].map((hour) => appointment(lagosHourToUtc('2034-06-13', hour))))

    const runs = await Promise.all([sendAppointmentReminders(now), sendAppointmentReminders(now), sendAppointmentReminders(now)])

    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(due.length)
    for (const one of due) {
      expect(await mailTo(one.patient.email)).toHaveLength(1)
      expect(await mailTo(one.therapist.email)).toHaveLength(1)
    }
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
  const dueSoon = () => {
    const inTwoHours = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 3_600_000)
    return appointment(inTwoHours)
  }

  it('answers 503 with the reason while CRON_SECRET is not set, and sends nothing', async () => {
    delete process.env.CRON_SECRET
    resetConfigForTests()
    const soon = await dueSoon()

    const response = await call(GET, `Bearer ${SECRET}`)

    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: CRON_DISABLED })
    expect(await reminderSentAt(soon.id)).toBeNull()
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
    expect(await reminderSentAt(soon.id)).toBeNull()
    expect(await mailTo(soon.patient.email)).toEqual([])
  })

  it('sends the due reminders for the scheduler that knows the secret (GET, as Vercel Cron calls), and a repeat call sends none again', async () => {
    process.env.CRON_SECRET = SECRET
    resetConfigForTests()
    const soon = await dueSoon()

    const first = await call(GET, `Bearer ${SECRET}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect((await first.json()).sent).toBeGreaterThanOrEqual(1)
    expect(await reminderSentAt(soon.id)).not.toBeNull()

    const again = await call(POST, `Bearer ${SECRET}`)
    expect(again.status).toBe(200)
    expect(await mailTo(soon.patient.email)).toHaveLength(1)
    expect(await mailTo(soon.therapist.email)).toHaveLength(1)
  })
})
