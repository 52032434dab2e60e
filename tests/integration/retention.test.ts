import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/api/cron/retention/route'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { applyRetention, RETENTION_BATCH_SIZE } from '@/lib/server/privacy/apply-retention'
import { RETENTION_RULES } from '@/lib/server/privacy/retention-rules'
import { HOUR_MS, lagosDateKey } from '@/lib/time'
import { createAppointment, createAvailability, createPatient, createTherapist, dateOnly, uniqueEmail } from '../fixtures/factories'

// The retention job against the real database: aged rows of every rule go, fresh ones and the books
// stay. Other test files run beside this one on the same database, so every check looks only at the
// rows this file wrote (the job itself sweeps everything past its time, theirs included).
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

const DAY_MS = 24 * HOUR_MS
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)
/** A whole clock hour `days` ago (appointments start on the hour). */
const hourDaysAgo = (days: number, hour = 0) => new Date(Math.floor((Date.now() - days * DAY_MS) / HOUR_MS) * HOUR_MS + hour * HOUR_MS)

/** Rows of every rule, one past its time and one not yet, all this test's own. */
async function seedEveryRule() {
  const patient = await createPatient(db)
  const therapist = await createTherapist(db)
  const base = { patientId: patient.id, therapistId: therapist.id }
  const key = randomUUID()

  // Appointments: lapsed holds (pending, expired, released) past 30 days go with their hours and
  // reminders; a fresh lapsed hold stays; the books stay however old, and so does a hold something points at.
  const oldPending = await createAppointment(db, { ...base, startsAt: hourDaysAgo(40), status: 'Pending', holdExpiresAt: daysAgo(40) })
  await db.appointmentReminder.create({ data: { appointmentId: oldPending.id, kind: 'DayBefore', startsAt: oldPending.startsAt } })
  const oldExpired = await createAppointment(db, { ...base, startsAt: hourDaysAgo(40, 2), status: 'Expired', holdExpiresAt: daysAgo(31) })
  const oldReleased = await createAppointment(db, { ...base, startsAt: hourDaysAgo(40, 4), status: 'Cancelled', holdExpiresAt: daysAgo(35) })
  const freshExpired = await createAppointment(db, { ...base, startsAt: hourDaysAgo(20), status: 'Expired', holdExpiresAt: daysAgo(29) })
  const paid = await createAppointment(db, { ...base, startsAt: hourDaysAgo(400), status: 'Paid', createdAt: daysAgo(400) })
  await db.appointment.update({ where: { id: paid.id }, data: { holdExpiresAt: daysAgo(400) } })
  const paidThenCancelled = await createAppointment(db, { ...base, startsAt: hourDaysAgo(300), status: 'Paid', createdAt: daysAgo(300) })
  await db.appointmentSlot.deleteMany({ where: { appointmentId: paidThenCancelled.id } })
  await db.appointment.update({ where: { id: paidThenCancelled.id }, data: { status: 'Cancelled', cancelledAt: daysAgo(299), cancelledBy: 'Patient', holdExpiresAt: daysAgo(300) } })
  // Money that came after the hold was lost: the payment is the books, so the hold stays.
  const latePaid = await createAppointment(db, { ...base, startsAt: hourDaysAgo(200), status: 'Expired', holdExpiresAt: daysAgo(200) })
  await db.payment.create({ data: { appointmentId: latePaid.id, provider: 'Sandbox', paymentReference: latePaid.paymentReference, amountKobo: latePaid.amountKobo, status: 'RefundRequired', paidAt: daysAgo(199) } })
  // A hold a provider's notice names (a payment matching nothing, say): kept for the admin who looks.
  const namedByEvent = await createAppointment(db, { ...base, startsAt: hourDaysAgo(100), status: 'Expired', holdExpiresAt: daysAgo(100) })
  await db.providerEvent.create({ data: { provider: 'Monnify', eventType: 'SUCCESSFUL_TRANSACTION', bodyHash: randomUUID(), payload: { paymentReference: namedByEvent.paymentReference }, appointmentId: namedByEvent.id, processedAt: daysAgo(100) } })

  // A weekly series whose two weeks lapsed unpaid: weeks and series go. One made recently stays.
  const series = await db.appointmentSeries.create({ data: { ...base, weeks: 2, paymentReference: `SER-${randomUUID()}`, amountKobo: 4_000_000, createdAt: daysAgo(45) } })
  const seriesWeeks = []
  for (const [index, days] of [[1, 45], [2, 38]] as const) {
    const week = await createAppointment(db, { ...base, startsAt: hourDaysAgo(days, 6), status: 'Expired', holdExpiresAt: daysAgo(45) })
    await db.appointment.update({ where: { id: week.id }, data: { seriesId: series.id, seriesIndex: index } })
    seriesWeeks.push(week.id)
  }
  const freshSeries = await db.appointmentSeries.create({ data: { ...base, weeks: 2, paymentReference: `SER-${randomUUID()}`, amountKobo: 4_000_000, createdAt: daysAgo(3) } })

  // Sign-in attempts and throttle events: 30 days.
  const email = uniqueEmail('retention')
  await db.loginAttempt.createMany({ data: [{ email, ipAddress: '10.0.0.1', succeeded: false, createdAt: daysAgo(31) }, { email, ipAddress: '10.0.0.2', succeeded: true, createdAt: daysAgo(29) }] })
  await db.rateLimitEvent.createMany({ data: [{ bucket: 'retention-test', key, createdAt: daysAgo(31) }, { bucket: 'retention-test', key: `${key}-fresh`, createdAt: daysAgo(29) }] })

  // Sign-ins 30 days past their end; reset links a day past theirs (used or not).
  const oldSession = await db.userSession.create({ data: { userId: patient.id, createdAt: daysAgo(70), expiresAt: daysAgo(40) } })
  const freshSession = await db.userSession.create({ data: { userId: patient.id, createdAt: daysAgo(50), expiresAt: daysAgo(20), revokedAt: daysAgo(45) } })
  const liveSession = await db.userSession.create({ data: { userId: patient.id, expiresAt: new Date(Date.now() + DAY_MS) } })
  const oldLink = await db.passwordResetToken.create({ data: { userId: patient.id, tokenHash: randomUUID(), createdAt: daysAgo(3), expiresAt: daysAgo(2), usedAt: daysAgo(2) } })
  const unusedOldLink = await db.passwordResetToken.create({ data: { userId: patient.id, tokenHash: randomUUID(), createdAt: daysAgo(5), expiresAt: daysAgo(4) } })
  const freshLink = await db.passwordResetToken.create({ data: { userId: patient.id, tokenHash: randomUUID(), expiresAt: new Date(Date.now() - HOUR_MS) } })

  // Emails and texts: 90 days once delivered (or failed); one still queued for a provider stays.
  const to = uniqueEmail('outbox')
  const mail = (status: 'Queued' | 'Sent' | 'Failed', provider: string, days: number) =>
    db.emailOutbox.create({ data: { to, subject: 'Your session', text: 'See you soon', status, provider, createdAt: daysAgo(days) } })
  const emails = { sent: await mail('Sent', 'resend', 91), failed: await mail('Failed', 'resend', 120), outbox: await mail('Queued', 'outbox', 95), inFlight: await mail('Queued', 'resend', 95), fresh: await mail('Sent', 'resend', 89) }
  const text = (status: 'Queued' | 'Sent' | 'Failed', provider: string, days: number) =>
    db.textMessage.create({ data: { userId: patient.id, to: '+2348031234567', channel: 'SMS', text: 'Your Alafia session is at 3:00 PM today.', purpose: 'reminder', status, provider, createdAt: daysAgo(days) } })
  const texts = { sent: await text('Sent', 'termii', 91), outbox: await text('Queued', 'outbox', 100), inFlight: await text('Queued', 'termii', 100), fresh: await text('Sent', 'termii', 80) }

  // Provider notices: the payload is cleared 180 days after handling, unless an alert waits for an admin.
  const event = (processedDays: number | null, alert?: { handled: boolean }) =>
    db.providerEvent.create({
      data: {
        provider: 'Monnify', eventType: 'SUCCESSFUL_TRANSACTION', bodyHash: randomUUID(), payload: { customer: { name: patient.fullName, email: patient.email } },
        receivedAt: daysAgo(processedDays ?? 200), processedAt: processedDays === null ? null : daysAgo(processedDays),
        ...(alert ? { alert: 'A payment matched nothing of ours', alertHandledAt: alert.handled ? daysAgo(1) : null } : {}),
      },
    })
  const events = { handled: await event(181), handledAlert: await event(200, { handled: true }), openAlert: await event(200, { handled: false }), unprocessed: await event(null), fresh: await event(179) }

  // Blog view days: two days.
  const post = await db.blogPost.create({ data: { title: `Retention ${key}`, content: 'Text', views: 2 } })
  const today = new Date(`${lagosDateKey(new Date())}T00:00:00.000Z`)
  await db.blogPostView.createMany({ data: [{ postId: post.id, visitorHash: 'old', day: new Date(today.getTime() - 3 * DAY_MS) }, { postId: post.id, visitorHash: 'today', day: today }] })

  // Contact messages: a year.
  const contactEmail = uniqueEmail('contact')
  await db.contactMessage.createMany({ data: [{ fullName: 'Ada', email: contactEmail, message: 'Old question', createdAt: daysAgo(366) }, { fullName: 'Ada', email: contactEmail, message: 'New question', createdAt: daysAgo(300) }] })

  // A therapist's past hours and time off: a year after the day.
  const oldDay = lagosDateKey(daysAgo(400))
  const recentDay = lagosDateKey(daysAgo(300))
  const oldHours = await createAvailability(db, { therapistId: therapist.id, date: oldDay, hours: [9, 10] })
  const recentHours = await createAvailability(db, { therapistId: therapist.id, date: recentDay, hours: [9] })
  const timeOff = async (day: string) => {
    const row = await db.timeOff.create({ data: { therapistId: therapist.id, from: dateOnly(day), to: dateOnly(day), reason: 'Family', createdAt: daysAgo(500) } })
    await db.timeOffDay.create({ data: { therapistId: therapist.id, date: dateOnly(day), timeOffId: row.id } })
    return row
  }
  const oldTimeOff = await timeOff(lagosDateKey(daysAgo(380)))
  const recentTimeOff = await timeOff(lagosDateKey(daysAgo(200)))

  // Data requests: two years after they were closed; an open one stays however old.
  const request = (receivedDays: number, closedDays: number | null) =>
    db.dataRequest.create({
      data: {
        kind: 'Access', channel: 'SelfService', userId: patient.id, receivedAt: daysAgo(receivedDays), dueAt: daysAgo(receivedDays - 30),
        ...(closedDays === null ? {} : { state: 'Completed' as const, closedAt: daysAgo(closedDays), outcome: 'Sent a copy' }),
      },
    })
  const requests = { oldClosed: await request(740, 731), freshClosed: await request(740, 700), oldOpen: await request(900, null) }

  return {
    patient, therapist, email, key, to, post, contactEmail,
    appointments: { oldPending, oldExpired, oldReleased, freshExpired, paid, paidThenCancelled, latePaid, namedByEvent, seriesWeeks },
    series, freshSeries, sessions: { oldSession, freshSession, liveSession }, links: { oldLink, unusedOldLink, freshLink },
    emails, texts, events, hours: { oldHours, recentHours }, timeOffs: { oldTimeOff, recentTimeOff }, requests,
  }
}

type Seeded = Awaited<ReturnType<typeof seedEveryRule>>

/** What is left of this test's rows. */
async function remaining(seeded: Seeded) {
  const { patient, therapist } = seeded
  const ids = async <T extends { id: string }>(rows: Promise<T[]>) => new Set((await rows).map((row) => row.id))
  const providerEvents = await db.providerEvent.findMany({ where: { id: { in: Object.values(seeded.events).map((e) => e.id) } }, select: { id: true, payload: true } })
  return {
    appointments: await ids(db.appointment.findMany({ where: { patientId: patient.id }, select: { id: true } })),
    series: await ids(db.appointmentSeries.findMany({ where: { patientId: patient.id }, select: { id: true } })),
    slotsOfOldPending: await db.appointmentSlot.count({ where: { appointmentId: seeded.appointments.oldPending.id } }),
    remindersOfOldPending: await db.appointmentReminder.count({ where: { appointmentId: seeded.appointments.oldPending.id } }),
    loginAttempts: (await db.loginAttempt.findMany({ where: { email: seeded.email }, select: { ipAddress: true } })).map((row) => row.ipAddress),
    rateLimitKeys: (await db.rateLimitEvent.findMany({ where: { bucket: 'retention-test', key: { startsWith: seeded.key } }, select: { key: true } })).map((row) => row.key),
    sessions: await ids(db.userSession.findMany({ where: { userId: patient.id }, select: { id: true } })),
    links: await ids(db.passwordResetToken.findMany({ where: { userId: patient.id }, select: { id: true } })),
    emails: await ids(db.emailOutbox.findMany({ where: { to: seeded.to }, select: { id: true } })),
    texts: await ids(db.textMessage.findMany({ where: { userId: patient.id }, select: { id: true } })),
    clearedEvents: new Set(providerEvents.filter((e) => JSON.stringify(e.payload) === '{}').map((e) => e.id)),
    events: new Set(providerEvents.map((e) => e.id)),
    blogViews: (await db.blogPostView.findMany({ where: { postId: seeded.post.id }, select: { visitorHash: true } })).map((row) => row.visitorHash),
    postViews: (await db.blogPost.findUniqueOrThrow({ where: { id: seeded.post.id }, select: { views: true } })).views,
    contactMessages: (await db.contactMessage.findMany({ where: { email: seeded.contactEmail }, select: { message: true } })).map((row) => row.message),
    hours: await ids(db.availability.findMany({ where: { therapistId: therapist.id }, select: { id: true } })),
    timeOffs: await ids(db.timeOff.findMany({ where: { therapistId: therapist.id }, select: { id: true } })),
    timeOffDays: await db.timeOffDay.count({ where: { therapistId: therapist.id } }),
    dataRequests: await ids(db.dataRequest.findMany({ where: { userId: patient.id }, select: { id: true } })),
    payments: await db.payment.count({ where: { appointment: { is: { patientId: patient.id } } } }),
    ledgerEntries: await db.ledgerEntry.count({ where: { therapistId: therapist.id } }),
  }
}

/** Exactly what the rules leave of a fresh seed. */
function expectOnlyTheKeptRows(left: Awaited<ReturnType<typeof remaining>>, seeded: Seeded, before: { payments: number; ledgerEntries: number }) {
  const { appointments: a } = seeded
  expect(left.appointments).toEqual(new Set([a.freshExpired.id, a.paid.id, a.paidThenCancelled.id, a.latePaid.id, a.namedByEvent.id]))
  expect(left.series).toEqual(new Set([seeded.freshSeries.id]))
  expect(left.slotsOfOldPending).toBe(0)
  expect(left.remindersOfOldPending).toBe(0)
  expect(left.loginAttempts).toEqual(['10.0.0.2'])
  expect(left.rateLimitKeys).toEqual([`${seeded.key}-fresh`])
  expect(left.sessions).toEqual(new Set([seeded.sessions.freshSession.id, seeded.sessions.liveSession.id]))
  expect(left.links).toEqual(new Set([seeded.links.freshLink.id]))
  expect(left.emails).toEqual(new Set([seeded.emails.inFlight.id, seeded.emails.fresh.id]))
  expect(left.texts).toEqual(new Set([seeded.texts.inFlight.id, seeded.texts.fresh.id]))
  // Every event row stays; only the handled ones' payloads are emptied.
  expect(left.events).toEqual(new Set(Object.values(seeded.events).map((e) => e.id)))
  expect(left.clearedEvents).toEqual(new Set([seeded.events.handled.id, seeded.events.handledAlert.id]))
  expect(left.blogViews).toEqual(['today'])
  expect(left.postViews).toBe(2)
  expect(left.contactMessages).toEqual(['New question'])
  expect(left.hours).toEqual(new Set([seeded.hours.recentHours.id]))
  expect(left.timeOffs).toEqual(new Set([seeded.timeOffs.recentTimeOff.id]))
  expect(left.timeOffDays).toBe(1)
  expect(left.dataRequests).toEqual(new Set([seeded.requests.freshClosed.id, seeded.requests.oldOpen.id]))
  // The books are untouched.
  expect(left.payments).toBe(before.payments)
  expect(left.ledgerEntries).toBe(before.ledgerEntries)
}

describe('applyRetention', () => {
  it('removes exactly the rows past their time, keeps the fresh ones and the books, and a second run removes nothing of them', async () => {
    const seeded = await seedEveryRule()
    const before = await remaining(seeded)
    expect(before.payments).toBe(3)
    expect(before.ledgerEntries).toBeGreaterThan(0)

    const counts = await applyRetention()
    // Other files' rows past their time may be counted too: at least this test's.
    expect(Object.keys(counts)).toEqual(RETENTION_RULES.map((rule) => rule.id))
    const atLeast = {
      'lapsed-holds': 5, 'lapsed-series': 1, 'login-attempts': 1, 'rate-limit-events': 1, 'ended-sessions': 1, 'password-reset-links': 2, emails: 3, 'text-messages': 2,
      'provider-event-payloads': 2, 'blog-view-days': 1, 'contact-messages': 1, 'past-availability': 1, 'past-time-off': 1, 'closed-data-requests': 1,
    } satisfies typeof counts
    for (const [rule, minimum] of Object.entries(atLeast)) expect(counts[rule as keyof typeof counts], rule).toBeGreaterThanOrEqual(minimum)
    expectOnlyTheKeptRows(await remaining(seeded), seeded, before)

    await applyRetention()
    expectOnlyTheKeptRows(await remaining(seeded), seeded, before)
  })

  it('runs twice at the same time without an error, and together they remove each row once', async () => {
    const seeded = await seedEveryRule()
    const before = await remaining(seeded)
    const [first, second] = await Promise.all([applyRetention(), applyRetention()])
    expect(first['lapsed-holds'] + second['lapsed-holds']).toBeGreaterThanOrEqual(5)
    expect(first['password-reset-links'] + second['password-reset-links']).toBeGreaterThanOrEqual(2)
    expectOnlyTheKeptRows(await remaining(seeded), seeded, before)
  })

  it('works through more rows than one batch in a run', async () => {
    const key = randomUUID()
    const rows = RETENTION_BATCH_SIZE * 2 + 7
    await db.rateLimitEvent.createMany({ data: Array.from({ length: rows }, (_, i) => ({ bucket: 'retention-batch', key: `${key}-${i}`, createdAt: daysAgo(31) })) })
    const counts = await applyRetention()
    expect(counts['rate-limit-events']).toBeGreaterThanOrEqual(rows)
    expect(await db.rateLimitEvent.count({ where: { bucket: 'retention-batch', key: { startsWith: key } } })).toBe(0)
  })
})

describe('GET /api/cron/retention', () => {
  const SECRET = 'cron-secret-for-retention-tests'
  const saved = process.env.CRON_SECRET
  beforeEach(() => {
    process.env.CRON_SECRET = SECRET
    resetConfigForTests()
  })
  afterEach(() => {
    if (saved === undefined) delete process.env.CRON_SECRET
    else process.env.CRON_SECRET = saved
    resetConfigForTests()
  })
  const call = (authorization?: string) =>
    GET(new NextRequest('http://localhost/api/cron/retention', { headers: authorization ? { authorization } : {} }), { params: Promise.resolve({}) })

  it('answers 401 without the scheduler secret and removes nothing', async () => {
    const email = uniqueEmail('retention-route')
    await db.loginAttempt.create({ data: { email, ipAddress: '10.0.0.3', succeeded: false, createdAt: daysAgo(40) } })
    const response = await call(`Bearer ${SECRET}-wrong`)
    expect(response.status).toBe(401)
    expect(await db.loginAttempt.count({ where: { email } })).toBe(1)
  })

  it('runs the job and answers how many rows each rule removed', async () => {
    const email = uniqueEmail('retention-route')
    await db.loginAttempt.create({ data: { email, ipAddress: '10.0.0.4', succeeded: false, createdAt: daysAgo(40) } })
    const response = await call(`Bearer ${SECRET}`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Object.keys(body.removed)).toEqual(RETENTION_RULES.map((rule) => rule.id))
    expect(body.removed['login-attempts']).toBeGreaterThanOrEqual(1)
    expect(await db.loginAttempt.count({ where: { email } })).toBe(0)
  })
})
