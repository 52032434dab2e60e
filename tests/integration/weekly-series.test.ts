import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as seriesQuoteRoute, POST as cancelSeriesRoute } from '@/app/api/v1/patient/cancel-series/[seriesId]/route'
import { POST as confirmRoute } from '@/app/api/v1/patient/confirm-payment/route'
import { POST as holdRoute } from '@/app/api/v1/patient/hold-appointment/route'
import { POST as sandboxRoute } from '@/app/api/v1/payments/sandbox/complete/route'
import { GET as myAppointmentsRoute } from '@/app/api/v1/patient/my-appointments/route'
import { appointmentUid } from '@/lib/calendar/ics'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { rescheduleAppointment } from '@/lib/server/appointments/reschedule-appointment'
import { cancelHold } from '@/lib/server/booking/cancel-hold'
import { describeBookingDraft } from '@/lib/server/booking/describe-booking-draft'
import { confirmPayment } from '@/lib/server/booking/confirm-payment'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import type { SeriesHold } from '@/lib/server/booking/hold-series'
import { cancelByPatient } from '@/lib/server/cancellations/cancel-appointment'
import { cancelSeriesByPatient, NOTHING_LEFT_TO_CANCEL, quoteSeriesCancellation, SERIES_NOT_FOUND } from '@/lib/server/cancellations/cancel-series'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { recordSandboxOutcome } from '@/lib/server/payments/sandbox'
import { HOLD_MINUTES, LATE_SERIES_PAYMENT, MAX_ACTIVE_HOLDS, PAYMENT_FAILED, SLOT_TAKEN, TOO_MANY_HOLDS } from '@/lib/validation/booking'
import { createAppointment, createAvailability, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'

// Standing weekly sessions (docs/decisions/023-weekly-series.md) on a real PostgreSQL: held all or
// nothing under the slot keys, paid with one checkout, confirmed once into one payment per week,
// cancelled week by week or all the rest at once, each under its stored policy. The sandbox plays
// the provider; tests/integration/weekly-series-monnify.test.ts covers Monnify.
const session = vi.hoisted(() => ({ token: null as string | null }))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

// "Now" is 08:30 in Lagos on Monday 7 April 2031; the series are on Wednesdays from 9 April.
const NOW = new Date('2031-04-07T07:30:00Z')
const FIRST = '2031-04-09'
const HOURS = [9, 10, 11, 12, 13, 14]
const FEE = 1_500_000
const MINUTE = 60_000
const DAY_MS = 86_400_000

const week = (n: number) => new Date(Date.parse(`${FIRST}T00:00:00Z`) + 7 * (n - 1) * DAY_MS).toISOString().slice(0, 10)

beforeEach(() => {
  revalidateTag.mockClear()
  session.token = null
  delete process.env.RESEND_API_KEY
  delete process.env.CANCELLATION_FULL_REFUND_HOURS
  delete process.env.LATE_CANCELLATION_REFUND_PERCENT
  resetConfigForTests()
})

/** A therapist (₦15,000 an hour) with HOURS published on `weeks` Wednesdays from FIRST (all 12 by default), except `skip`. */
async function weeklyTherapist({ weeks = 12, skip = [] as number[] } = {}) {
  const therapist = await createTherapist(db, { fullName: 'Bisi Adeyemi', feeKobo: FEE })
  for (let n = 1; n <= weeks; n++) if (!skip.includes(n)) await createAvailability(db, { therapistId: therapist.id, date: week(n), hours: HOURS })
  return therapist
}

const holdWeeks = (patientId: string, therapistId: string, weeks: number, { from = 1, start = 10, end = 11, now = NOW } = {}) =>
  holdAppointment({ patientId, therapistId, appointmentDate: week(from), slot_start: start, slot_end: end, weeks, now }) as Promise<{ message: string; data: SeriesHold }>

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError)
const pay = (patientId: string, paymentReference: string) => recordSandboxOutcome({ patientId, paymentReference, outcome: 'PAID' })
const confirm = (patientId: string, paymentReference: string, now = NOW) => confirmPayment({ paymentReference, source: { kind: 'patient', patientId }, now })

/** Held, paid and confirmed: a patient's series of `weeks` 10:00–11:00 Wednesdays. */
async function paidSeries(weeks: number) {
  const [therapist, patient] = await Promise.all([weeklyTherapist(), createPatient(db)])
  const { data } = await holdWeeks(patient.id, therapist.id, weeks)
  await pay(patient.id, data.paymentReference)
  await confirm(patient.id, data.paymentReference)
  return { therapist, patient, series: data }
}

async function weeksOf(seriesId: string) {
  return db.appointment.findMany({ where: { seriesId }, orderBy: { seriesIndex: 'asc' }, include: { slots: true, payments: true, refunds: true } })
}

function post(path: string, body: unknown) {
  return new NextRequest(`http://localhost${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
}
const noParams = { params: Promise.resolve({}) }
const seriesParams = (seriesId: string) => ({ params: Promise.resolve({ seriesId }) })

describe('holding a weekly series', () => {
  it('holds every week in one transaction: one series, one appointment and its slots per week, one deadline, the total amount', async () => {
    const [therapist, patient] = await Promise.all([weeklyTherapist(), createPatient(db)])
    const { data } = await holdWeeks(patient.id, therapist.id, 4, { start: 10, end: 12 })
    expect(data).toMatchObject({ amount: 4 * 2 * 15_000, currency: 'NGN', paymentReference: expect.stringMatching(/^ALF-\d+-[0-9a-f]{16}$/), holdExpiresAt: new Date(NOW.getTime() + HOLD_MINUTES * MINUTE).toISOString() })
    expect(data.occurrences.map((o) => o.appointmentDate)).toEqual([week(1), week(2), week(3), week(4)])
    expect(data.occurrences.every((o) => o.slot_start === '10:00' && o.slot_end === '12:00')).toBe(true)
    expect(data._id).toBe(data.occurrences[0]!._id)

    const series = await db.appointmentSeries.findUniqueOrThrow({ where: { id: data.seriesId } })
    expect(series).toMatchObject({ patientId: patient.id, therapistId: therapist.id, weeks: 4, amountKobo: 12_000_000, paymentReference: data.paymentReference })
    const weeks = await weeksOf(data.seriesId)
    expect(weeks.map((w) => [w.seriesIndex, w.status, w.amountKobo, w.slots.length, w.paymentReference])).toEqual(
      [1, 2, 3, 4].map((n) => [n, 'Pending', 3_000_000, 2, `${data.paymentReference}-W${n}`]),
    )
    expect(new Set(weeks.map((w) => w.holdExpiresAt?.toISOString()))).toEqual(new Set([data.holdExpiresAt]))
    expect(weeks[2]!.startsAt).toEqual(lagosHourToUtc(week(3), 10))
  })

  it('of 20 patients racing for overlapping series on one therapist, no week ever overlaps and every series is whole or absent', async () => {
    const therapist = await weeklyTherapist()
    const patients = await Promise.all(Array.from({ length: 20 }, () => createPatient(db)))
    const times = [
      { start: 10, end: 11 },
      { start: 10, end: 12 },
      { start: 11, end: 12 },
      { start: 11, end: 13 },
    ]
    const asks = patients.map((patient, i) => ({ patient, from: 1 + (i % 5), weeks: 2 + (i % 6), ...times[i % times.length]! }))
    const results = await Promise.allSettled(asks.map((ask) => holdWeeks(ask.patient.id, therapist.id, ask.weeks, ask)))

    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.data] : []))
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as AppError] : []))
    expect(won.length).toBeGreaterThan(0)
    expect(lost.length).toBeGreaterThan(0)
    for (const error of lost) {
      expect(error.status).toBe(409)
      // Refused by name: the clashing dates (or, when the winner was gone by then, the plain slot-taken text).
      if (error.message !== SLOT_TAKEN) expect(error.data).toMatchObject({ clashes: expect.arrayContaining([expect.objectContaining({ appointmentDate: expect.stringMatching(/^2031-/) })]) })
    }

    // Asked of PostgreSQL itself: no two active appointments of the therapist overlap in any week…
    const [overlaps] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "Appointment" a JOIN "Appointment" b
        ON a."therapistId" = b."therapistId" AND a.id < b.id AND a."startsAt" < b."endsAt" AND b."startsAt" < a."endsAt"
      WHERE a."therapistId" = ${therapist.id}::uuid AND a.status IN ('Pending', 'Paid') AND b.status IN ('Pending', 'Paid')`
    expect(overlaps!.n).toBe(0)
    // …and every series written is whole: all its weeks, each owning all its hours; a refused one left nothing.
    const series = await db.appointmentSeries.findMany({ where: { therapistId: therapist.id }, include: { appointments: { include: { slots: true } } } })
    expect(series.map((s) => s.id).sort()).toEqual(won.map((w) => w.seriesId).sort())
    for (const s of series) {
      expect(s.appointments).toHaveLength(s.weeks)
      for (const a of s.appointments) expect(a.slots).toHaveLength(a.durationHours)
    }
    expect(await db.appointment.count({ where: { therapistId: therapist.id } })).toBe(won.reduce((sum, w) => sum + w.occurrences.length, 0))
    expect(await db.appointmentSlot.count({ where: { therapistId: therapist.id } })).toBe(series.reduce((sum, s) => sum + s.appointments.reduce((h, a) => h + a.durationHours, 0), 0))
  })

  it('holds nothing when one week is taken, and names that date and the longest free run', async () => {
    const [therapist, patient, other] = await Promise.all([weeklyTherapist(), createPatient(db), createPatient(db)])
    await createAppointment(db, { patientId: other.id, therapistId: therapist.id, startsAt: lagosHourToUtc(week(3), 10), durationHours: 1 })
    const error = await failure(holdWeeks(patient.id, therapist.id, 6, { start: 9, end: 11 }))
    expect(error).toMatchObject({ code: 'CONFLICT', data: { clashes: [{ appointmentDate: week(3), reason: 'taken' }], longestRun: { appointmentDate: week(4), weeks: 3 } } })
    expect(error!.message).toContain('Apr 23, 2031 (already booked)')
    expect(error!.message).toContain('3 weeks from Apr 30, 2031')
    expect(await db.appointment.count({ where: { patientId: patient.id } })).toBe(0)
    expect(await db.appointmentSeries.count({ where: { patientId: patient.id } })).toBe(0)
    // The run offered can be held as it is.
    const { data } = await holdWeeks(patient.id, therapist.id, 3, { from: 4, start: 9, end: 11 })
    expect(data.occurrences.map((o) => o.appointmentDate)).toEqual([week(4), week(5), week(6)])
  })

  it('holds nothing when a week is not published, or not every hour of it, or is the patient’s own session elsewhere', async () => {
    const therapist = await weeklyTherapist({ skip: [5] })
    await createAvailability(db, { therapistId: therapist.id, date: week(2), hours: [9, 10] })
    const [patient, elsewhere] = await Promise.all([createPatient(db), createTherapist(db)])
    await createAppointment(db, { patientId: patient.id, therapistId: elsewhere.id, startsAt: lagosHourToUtc(week(7), 11), durationHours: 1 })
    const error = await failure(holdWeeks(patient.id, therapist.id, 8, { start: 10, end: 12 }))
    expect(error).toMatchObject({
      status: 409,
      data: {
        clashes: [
          { appointmentDate: week(2), reason: 'hours' },
          { appointmentDate: week(5), reason: 'date' },
          { appointmentDate: week(7), reason: 'own' },
        ],
        longestRun: { appointmentDate: week(3), weeks: 2 },
      },
    })
    expect(await db.appointmentSeries.count({ where: { patientId: patient.id } })).toBe(0)
    expect(await db.appointmentSlot.count({ where: { therapistId: therapist.id } })).toBe(0)
  })

  it('offers no run when no week is free, and refuses a week that has started', async () => {
    const [therapist, patient] = await Promise.all([weeklyTherapist({ weeks: 0 }), createPatient(db)])
    expect(await failure(holdWeeks(patient.id, therapist.id, 3))).toMatchObject({ status: 409, data: { longestRun: null } })
    const open = await weeklyTherapist()
    const late = new Date(lagosHourToUtc(FIRST, 10).getTime() + 10 * MINUTE)
    expect(await failure(holdWeeks(patient.id, open.id, 3, { now: late }))).toMatchObject({ data: { clashes: [{ appointmentDate: week(1), reason: 'started' }], longestRun: { appointmentDate: week(2), weeks: 2 } } })
  })

  it('counts a series as one checkout, returns the same series when asked again, and gives way whole to a later hold', async () => {
    const [therapist, patient] = await Promise.all([weeklyTherapist(), createPatient(db)])
    const first = await holdWeeks(patient.id, therapist.id, 8)
    expect((await holdWeeks(patient.id, therapist.id, 8)).data).toEqual(first.data)
    // Eight weeks held, and still room for MAX_ACTIVE_HOLDS - 1 more checkouts with other therapists.
    const others = await Promise.all(Array.from({ length: MAX_ACTIVE_HOLDS }, () => weeklyTherapist({ weeks: 1 })))
    for (const [i, other] of others.slice(0, MAX_ACTIVE_HOLDS - 1).entries()) await holdAppointment({ patientId: patient.id, therapistId: other.id, appointmentDate: FIRST, slot_start: 12 + i, slot_end: 13 + i, now: NOW })
    expect(await failure(holdAppointment({ patientId: patient.id, therapistId: others.at(-1)!.id, appointmentDate: FIRST, slot_start: 14, slot_end: 15, now: NOW }))).toMatchObject({ message: TOO_MANY_HOLDS })

    // One hour of the same therapist instead: the whole series gives way, not only its first week.
    await holdAppointment({ patientId: patient.id, therapistId: therapist.id, appointmentDate: week(3), slot_start: 12, slot_end: 13, now: NOW })
    const weeks = await weeksOf(first.data.seriesId)
    expect(weeks.map((w) => [w.status, w.slots.length])).toEqual(weeks.map(() => ['Cancelled', 0]))
  })

  it('is released whole when its hold runs out and another patient needs one of its weeks', async () => {
    const [therapist, patient, next] = await Promise.all([weeklyTherapist(), createPatient(db), createPatient(db)])
    const { data } = await holdWeeks(patient.id, therapist.id, 5)
    const later = new Date(NOW.getTime() + (HOLD_MINUTES + 1) * MINUTE)
    await holdAppointment({ patientId: next.id, therapistId: therapist.id, appointmentDate: week(3), slot_start: 10, slot_end: 11, now: later })
    const weeks = await weeksOf(data.seriesId)
    expect(weeks.map((w) => [w.status, w.slots.length])).toEqual(weeks.map(() => ['Expired', 0]))
  })
})

describe('the confirmation page of a weekly series', () => {
  const query = (therapistId: string, weeks: string | undefined, date = week(1)) => ({ therapistId, date, start: '10:00', end: '12:00', ...(weeks === undefined ? {} : { weeks }) })

  it('lists every date and prices every week, and names the weeks that clash with the run to take instead', async () => {
    const [therapist, patient, other] = await Promise.all([weeklyTherapist(), createPatient(db), createPatient(db)])
    expect(await describeBookingDraft({ query: query(therapist.id, '3'), viewerId: patient.id, now: NOW })).toMatchObject({
      ok: true,
      draft: { weeks: 3, dates: [week(1), week(2), week(3)], amountKobo: 3 * 3_000_000, sessionAmountKobo: 3_000_000, duration: 2 },
    })
    await createAppointment(db, { patientId: other.id, therapistId: therapist.id, startsAt: lagosHourToUtc(week(2), 11), durationHours: 1 })
    expect(await describeBookingDraft({ query: query(therapist.id, '5'), viewerId: patient.id, now: NOW })).toMatchObject({
      ok: false,
      therapistId: therapist.id,
      message: expect.stringContaining('Apr 16, 2031 (already booked)'),
      clash: { dates: [1, 2, 3, 4, 5].map(week), clashes: [{ appointmentDate: week(2), reason: 'taken' }], longestRun: { appointmentDate: week(3), weeks: 3 }, startHour: 10, endHour: 12 },
    })
    for (const weeks of ['0', '13', 'x', '']) expect(await describeBookingDraft({ query: query(therapist.id, weeks), viewerId: patient.id, now: NOW })).toMatchObject({ ok: false })
    // Without ?weeks= the draft is one session, as it always was.
    expect(await describeBookingDraft({ query: query(therapist.id, undefined), viewerId: patient.id, now: NOW })).toMatchObject({ ok: true, draft: { weeks: 1, amountKobo: 3_000_000 } })
  })
})

describe('paying for a weekly series', () => {
  it('confirms every week once, with one payment per week adding up to the one charge, however often and at once it is asked', async () => {
    const [therapist, patient] = await Promise.all([weeklyTherapist(), createPatient(db, { fullName: 'Kunle Bello' })])
    const { data } = await holdWeeks(patient.id, therapist.id, 4, { start: 10, end: 12 })
    await pay(patient.id, data.paymentReference)
    // The patient's return, a double click, a week's own reference and a closing window, all at once.
    const answers = await Promise.all([
      confirm(patient.id, data.paymentReference),
      confirm(patient.id, data.paymentReference),
      confirm(patient.id, `${data.paymentReference}-W3`),
      confirmPayment({ paymentReference: data.paymentReference, source: { kind: 'webhook' }, now: NOW }),
      cancelHold({ patientId: patient.id, paymentReference: data.paymentReference }),
    ])
    for (const answer of answers.slice(0, 4)) expect(answer).toMatchObject({ data: { seriesId: data.seriesId, status: 'Paid', occurrences: data.occurrences.map((o) => ({ ...o, status: 'Paid', videoLink: expect.stringMatching(/^https:\/\/meet\.jit\.si\//) })) } })
    expect(answers[4]).toMatchObject({ data: { status: 'Paid' } })

    const weeks = await weeksOf(data.seriesId)
    expect(weeks.map((w) => w.status)).toEqual(['Paid', 'Paid', 'Paid', 'Paid'])
    expect(new Set(weeks.map((w) => w.videoLink)).size).toBe(4)
    expect(weeks.every((w) => w.slots.length === 2 && w.policyFullRefundHours === 24 && w.holdExpiresAt === null)).toBe(true)
    const payments = weeks.flatMap((w) => w.payments)
    expect(payments).toHaveLength(4)
    expect(payments.map((p) => [p.status, p.amountKobo, p.seriesId, p.transactionReference])).toEqual(weeks.map(() => ['Paid', 3_000_000, data.seriesId, `SANDBOX|${data.paymentReference}`]))
    expect(payments.reduce((sum, p) => sum + p.amountKobo, 0)).toBe((await db.sandboxPayment.findUniqueOrThrow({ where: { paymentReference: data.paymentReference } })).amountKobo)
    expect(weeks.map((w) => w.payments[0]!.paymentReference)).toEqual(weeks.map((w) => w.paymentReference))

    // One email to each person for the whole series, with every week in one calendar file.
    const emails = await db.emailOutbox.findMany({ where: { text: { contains: data.paymentReference } } })
    expect(emails.map((e) => e.to).sort()).toEqual([patient.email, therapist.email].sort())
    for (const email of emails) {
      const [attachment] = email.attachments as { filename: string; content: string }[]
      expect(attachment!.filename).toBe('sessions.ics')
      const ics = Buffer.from(attachment!.content, 'base64').toString('utf8')
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(4)
      for (const w of weeks) expect(ics).toContain(`UID:${appointmentUid(w.id)}`)
      expect(ics).toContain('METHOD:REQUEST')
    }
    const patientEmail = emails.find((e) => e.to === patient.email)!
    expect(patientEmail.subject).toBe('Your 4 weekly sessions with Dr Bisi Adeyemi are confirmed')
    expect(patientEmail.text).toContain('every Wednesday, 10:00 AM - 12:00 PM (Lagos time), for 4 weeks')
    expect(patientEmail.text).toContain('Amount paid: ₦120,000 for 4 sessions (₦30,000 each), in one payment')
    for (const w of weeks) expect(patientEmail.text).toContain(w.videoLink!)
    // The first sessions with this therapist: a link to the intake of the first week, and only to the patient.
    expect(patientEmail.text).toContain(`/intake/${weeks[0]!.id}`)
    expect(emails.find((e) => e.to === therapist.email)!.text).not.toContain('/intake/')
  })

  it('confirms nothing when the provider reports another amount than exactly the series total', async () => {
    const [therapist, patient] = await Promise.all([weeklyTherapist(), createPatient(db)])
    const { data } = await holdWeeks(patient.id, therapist.id, 3)
    for (const amountKobo of [4_499_999, 4_500_100]) {
      await db.sandboxPayment.upsert({ where: { paymentReference: data.paymentReference }, create: { paymentReference: data.paymentReference, outcome: 'PAID', amountKobo, currency: 'NGN' }, update: { amountKobo } })
      expect(await failure(confirm(patient.id, data.paymentReference))).toMatchObject({ code: 'PAYMENT_REQUIRED' })
      const weeks = await weeksOf(data.seriesId)
      expect(weeks.map((w) => [w.status, w.payments.length, w.slots.length])).toEqual(weeks.map(() => ['Pending', 0, 1]))
    }
  })

  it('releases every week when the payment failed', async () => {
    const [therapist, patient, next] = await Promise.all([weeklyTherapist(), createPatient(db), createPatient(db)])
    const { data } = await holdWeeks(patient.id, therapist.id, 3)
    await recordSandboxOutcome({ patientId: patient.id, paymentReference: data.paymentReference, outcome: 'FAILED' })
    expect(await failure(confirm(patient.id, data.paymentReference))).toMatchObject({ code: 'PAYMENT_REQUIRED', message: PAYMENT_FAILED })
    const weeks = await weeksOf(data.seriesId)
    expect(weeks.map((w) => [w.status, w.slots.length])).toEqual(weeks.map(() => ['Cancelled', 0]))
    await expect(holdWeeks(next.id, therapist.id, 3)).resolves.toBeTruthy()
  })

  it('refunds the whole payment, week by week, when it came after the holds ran out and a week was taken meanwhile', async () => {
    const [therapist, late, prompt] = await Promise.all([weeklyTherapist(), createPatient(db), createPatient(db)])
    const { data } = await holdWeeks(late.id, therapist.id, 4)
    const later = new Date(NOW.getTime() + (HOLD_MINUTES + 5) * MINUTE)
    const { data: taken } = await holdAppointment({ patientId: prompt.id, therapistId: therapist.id, appointmentDate: week(4), slot_start: 10, slot_end: 11, now: later })
    await pay(prompt.id, taken.paymentReference)
    await confirm(prompt.id, taken.paymentReference, later)

    await pay(late.id, data.paymentReference)
    expect(await failure(confirm(late.id, data.paymentReference, later))).toMatchObject({ code: 'CONFLICT', message: LATE_SERIES_PAYMENT })
    expect(await failure(confirm(late.id, data.paymentReference, later))).toMatchObject({ code: 'CONFLICT', message: LATE_SERIES_PAYMENT })
    const weeks = await weeksOf(data.seriesId)
    // No week booked and no hour kept; every share back (the sandbox completes refunds at once).
    expect(weeks.map((w) => [w.status, w.slots.length, w.payments.map((p) => p.status), w.refunds.map((r) => [r.reason, r.status, r.amountKobo])])).toEqual(
      weeks.map(() => ['Expired', 0, ['Refunded'], [['LatePayment', 'Completed', 1_500_000]]]),
    )
    expect(await db.emailOutbox.count({ where: { to: late.email, subject: 'Your payment will be refunded' } })).toBe(1)
    // The therapist's other weeks are free again for anyone.
    await expect(holdWeeks(prompt.id, therapist.id, 3, { now: later })).resolves.toBeTruthy()
  })

  it('is confirmed whole when it came late but every week is still to be had', async () => {
    const [therapist, patient] = await Promise.all([weeklyTherapist(), createPatient(db)])
    const { data } = await holdWeeks(patient.id, therapist.id, 3)
    await db.appointment.updateMany({ where: { seriesId: data.seriesId }, data: { status: 'Expired' } })
    await db.appointmentSlot.deleteMany({ where: { appointment: { seriesId: data.seriesId } } })
    await pay(patient.id, data.paymentReference)
    await expect(confirm(patient.id, data.paymentReference, new Date(NOW.getTime() + 2 * HOLD_MINUTES * MINUTE))).resolves.toMatchObject({ data: { status: 'Paid' } })
    expect((await weeksOf(data.seriesId)).map((w) => [w.status, w.slots.length, w.payments.length])).toEqual([['Paid', 1, 1], ['Paid', 1, 1], ['Paid', 1, 1]])
  })
})

describe('cancelling weeks of a series', () => {
  it('cancels one week alone: only its hours are freed, at once, and only its share is refunded', async () => {
    const { therapist, patient, series } = await paidSeries(4)
    const second = series.occurrences[1]!
    const answer = await cancelByPatient({ patientId: patient.id, appointmentId: second._id, now: NOW })
    expect(answer.data.refund).toMatchObject({ amount: 15_000, status: 'Completed' })
    expect(answer.data.appointment.series).toEqual({ _id: series.seriesId, week: 2, weeks: 4 })
    const weeks = await weeksOf(series.seriesId)
    expect(weeks.map((w) => [w.status, w.slots.length, w.refunds.map((r) => r.amountKobo)])).toEqual([
      ['Paid', 1, []],
      ['Cancelled', 0, [1_500_000]],
      ['Paid', 1, []],
      ['Paid', 1, []],
    ])
    // Someone else can hold exactly that hour at once; the other weeks stay taken.
    const other = await createPatient(db)
    await expect(holdAppointment({ patientId: other.id, therapistId: therapist.id, appointmentDate: week(2), slot_start: 10, slot_end: 11, now: NOW })).resolves.toBeTruthy()
    expect(await failure(holdAppointment({ patientId: other.id, therapistId: therapist.id, appointmentDate: week(3), slot_start: 10, slot_end: 11, now: NOW }))).toMatchObject({ code: 'SLOT_TAKEN' })
  })

  it('reschedules one week alone: only that week moves, its hours are freed, the others stay where they are', async () => {
    const { therapist, patient, series } = await paidSeries(3)
    const moved = await rescheduleAppointment({ appointmentId: series.occurrences[1]!._id, patientId: patient.id, newAppointmentDate: week(2), newSlot_start: 13, newSlot_end: 14, now: NOW })
    expect(moved.data).toMatchObject({ appointmentDate: week(2), slot_start: '13:00', series: { _id: series.seriesId, week: 2, weeks: 3 } })
    const weeks = await weeksOf(series.seriesId)
    expect(weeks.map((w) => [w.status, w.startsAt.toISOString(), w.slots.map((slot) => slot.startsAt.toISOString())])).toEqual([
      ['Paid', lagosHourToUtc(week(1), 10).toISOString(), [lagosHourToUtc(week(1), 10).toISOString()]],
      ['Paid', lagosHourToUtc(week(2), 13).toISOString(), [lagosHourToUtc(week(2), 13).toISOString()]],
      ['Paid', lagosHourToUtc(week(3), 10).toISOString(), [lagosHourToUtc(week(3), 10).toISOString()]],
    ])
    const other = await createPatient(db)
    await expect(holdAppointment({ patientId: other.id, therapistId: therapist.id, appointmentDate: week(2), slot_start: 10, slot_end: 11, now: NOW })).resolves.toBeTruthy()
    expect(await failure(holdAppointment({ patientId: other.id, therapistId: therapist.id, appointmentDate: week(3), slot_start: 10, slot_end: 11, now: NOW }))).toMatchObject({ code: 'SLOT_TAKEN' })
  })

  it('cancels the rest at once: only weeks not started, each under its stored policy, never more than was paid', async () => {
    const { patient, series } = await paidSeries(5)
    // Week 3 was cancelled on its own already; the policy stored with the weeks is 24 h, then 50 %.
    await cancelByPatient({ patientId: patient.id, appointmentId: series.occurrences[2]!._id, now: NOW })
    await db.appointment.updateMany({ where: { seriesId: series.seriesId }, data: { policyLateRefundPercent: 50 } })
    // Week 1 is over, week 2 starts in 20 hours: late (50 %), weeks 4 and 5 far ahead: full.
    const now = new Date(lagosHourToUtc(week(2), 10).getTime() - 20 * 3_600_000)

    const quote = await quoteSeriesCancellation({ patientId: patient.id, seriesId: series.seriesId, now })
    expect(quote).toMatchObject({ weeks: 5, refundAmount: 7_500 + 15_000 + 15_000, needsRefundAccount: false, policy: { fullRefundHours: 24, lateRefundPercent: 50 } })
    expect(quote.remaining.map((w) => [w.week, w.appointmentDate, w.refundAmount])).toEqual([
      [2, week(2), 7_500],
      [4, week(4), 15_000],
      [5, week(5), 15_000],
    ])

    const answer = await cancelSeriesByPatient({ patientId: patient.id, seriesId: series.seriesId, reason: 'Moving abroad', now })
    expect(answer.data.refundAmount).toBe(37_500)
    expect(answer.data.cancelled.map((c) => [c.appointment.series?.week, c.appointment.status, c.refund?.amount])).toEqual([
      [2, 'Cancelled', 7_500],
      [4, 'Cancelled', 15_000],
      [5, 'Cancelled', 15_000],
    ])
    const weeks = await weeksOf(series.seriesId)
    expect(weeks.map((w) => [w.status, w.slots.length, w.refunds.map((r) => r.amountKobo)])).toEqual([
      ['Paid', 1, []],
      ['Cancelled', 0, [750_000]],
      ['Cancelled', 0, [1_500_000]],
      ['Cancelled', 0, [1_500_000]],
      ['Cancelled', 0, [1_500_000]],
    ])
    // In the books: every refund at most its week's payment, all of them at most the one charge.
    const [books] = await db.$queryRaw<{ paid: number; refunded: number; over: number }[]>`
      SELECT (SELECT sum(p."amountKobo")::int FROM "Payment" p WHERE p."seriesId" = ${series.seriesId}::uuid) AS paid,
             (SELECT sum(r."amountKobo")::int FROM "Refund" r JOIN "Payment" p ON p.id = r."paymentId" WHERE p."seriesId" = ${series.seriesId}::uuid) AS refunded,
             (SELECT count(*)::int FROM "Refund" r JOIN "Payment" p ON p.id = r."paymentId" WHERE p."seriesId" = ${series.seriesId}::uuid AND r."amountKobo" > p."amountKobo") AS over`
    expect(books).toEqual({ paid: 7_500_000, refunded: 5_250_000, over: 0 })

    expect(await failure(cancelSeriesByPatient({ patientId: patient.id, seriesId: series.seriesId, now }))).toMatchObject({ status: 409, message: NOTHING_LEFT_TO_CANCEL })
    const emails = await db.emailOutbox.findMany({ where: { to: patient.email, subject: { contains: 'remaining' } } })
    expect(emails).toHaveLength(1)
    expect(emails[0]!.subject).toBe('Your remaining 3 sessions with Dr Bisi Adeyemi are cancelled')
    const ics = Buffer.from((emails[0]!.attachments as { content: string }[])[0]!.content, 'base64').toString('utf8')
    expect(ics).toContain('METHOD:CANCEL')
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3)
    for (const w of weeks.filter((w) => w.seriesIndex !== 1 && w.seriesIndex !== 3)) expect(ics).toContain(`UID:${appointmentUid(w.id)}`)
  })

  it('of a series cancelled twice at once, one cancels and the other finds nothing left; a week cancelled meanwhile is refunded once', async () => {
    const { patient, series } = await paidSeries(3)
    const results = await Promise.allSettled([
      cancelSeriesByPatient({ patientId: patient.id, seriesId: series.seriesId, now: NOW }),
      cancelSeriesByPatient({ patientId: patient.id, seriesId: series.seriesId, now: NOW }),
      cancelByPatient({ patientId: patient.id, appointmentId: series.occurrences[1]!._id, now: NOW }),
    ])
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1)
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).status).toBe(409)
    const weeks = await weeksOf(series.seriesId)
    expect(weeks.map((w) => [w.status, w.refunds.length])).toEqual(weeks.map(() => ['Cancelled', 1]))
  })
})

describe('the weekly series API', () => {
  const signedIn = async (user: Parameters<typeof createSessionToken>[0]) => {
    session.token = await createSessionToken(user)
  }

  it('holds with weeks, answers the documented shapes, and keeps a single booking’s answer without weeks', async () => {
    const [therapist, patient] = await Promise.all([weeklyTherapist(), createPatient(db)])
    await signedIn(patient)
    const body = { therapistId: therapist.id, appointmentDate: week(1), slot_start: '09:00', slot_end: '10:00' }

    const single = await holdRoute(post('/api/v1/patient/hold-appointment', body), noParams)
    expect(single.status).toBe(201)
    expect((await single.json()).data).toEqual({ _id: expect.any(String), paymentReference: expect.any(String), amount: 15_000, currency: 'NGN', holdExpiresAt: expect.any(String) })
    expect((await holdRoute(post('/api/v1/patient/hold-appointment', { ...body, weeks: 1 }), noParams)).status).toBe(201)
    for (const weeks of [0, 13, 2.5, '4']) expect((await holdRoute(post('/api/v1/patient/hold-appointment', { ...body, weeks }), noParams)).status).toBe(400)

    const held = await holdRoute(post('/api/v1/patient/hold-appointment', { ...body, weeks: 4 }), noParams)
    expect(held.status).toBe(201)
    const { data } = await held.json()
    expect(data).toEqual({
      _id: data.occurrences[0]._id,
      paymentReference: expect.stringMatching(/^ALF-/),
      amount: 60_000,
      currency: 'NGN',
      holdExpiresAt: expect.any(String),
      seriesId: expect.any(String),
      occurrences: [1, 2, 3, 4].map((n) => ({ _id: expect.any(String), appointmentDate: week(n), slot_start: '09:00', slot_end: '10:00' })),
    })

    // Another patient asking for an overlapping series: 409 naming the clashing dates.
    const rival = await createPatient(db)
    await signedIn(rival)
    const clash = await holdRoute(post('/api/v1/patient/hold-appointment', { ...body, appointmentDate: week(3), weeks: 4 }), noParams)
    expect(clash.status).toBe(409)
    expect(await clash.json()).toEqual({
      message: expect.stringContaining('Apr 23, 2031 (already booked), Apr 30, 2031 (already booked)'),
      data: { clashes: [{ appointmentDate: week(3), reason: 'taken' }, { appointmentDate: week(4), reason: 'taken' }], longestRun: { appointmentDate: week(5), weeks: 2 } },
    })

    await signedIn(patient)
    expect((await sandboxRoute(post('/api/v1/payments/sandbox/complete', { paymentReference: data.paymentReference, outcome: 'PAID' }), noParams)).status).toBe(200)
    const paid = await confirmRoute(post('/api/v1/patient/confirm-payment', { paymentReference: data.paymentReference }), noParams)
    expect(paid.status).toBe(200)
    expect((await paid.json()).data).toMatchObject({ seriesId: data.seriesId, status: 'Paid', series: { _id: data.seriesId, week: 1, weeks: 4 }, occurrences: data.occurrences.map(() => expect.objectContaining({ status: 'Paid' })) })

    // The patient's list shows every week as its own appointment, each naming its place in the series.
    const mine = await (await myAppointmentsRoute(new NextRequest('http://localhost/api/v1/patient/my-appointments'), noParams)).json()
    expect(mine.data.filter((a: { series: unknown }) => a.series).map((a: { series: { week: number } }) => a.series.week)).toEqual([1, 2, 3, 4])
  })

  it('cancel-series: the quote and the cancellation for the owner, 404 for anyone else, 409 when nothing is left', async () => {
    const { patient, series } = await paidSeries(2)
    const stranger = await createPatient(db)
    await signedIn(stranger)
    expect((await seriesQuoteRoute(new NextRequest(`http://localhost/api/v1/patient/cancel-series/${series.seriesId}`), seriesParams(series.seriesId))).status).toBe(404)
    const refused = await cancelSeriesRoute(post(`/api/v1/patient/cancel-series/${series.seriesId}`, {}), seriesParams(series.seriesId))
    expect(refused.status).toBe(404)
    expect(await refused.json()).toEqual({ message: SERIES_NOT_FOUND })
    expect((await cancelSeriesRoute(post('/api/v1/patient/cancel-series/not-a-uuid', {}), seriesParams('not-a-uuid'))).status).toBe(404)
    expect((await weeksOf(series.seriesId)).map((w) => w.status)).toEqual(['Paid', 'Paid'])

    await signedIn(patient)
    const quote = await seriesQuoteRoute(new NextRequest(`http://localhost/api/v1/patient/cancel-series/${series.seriesId}`), seriesParams(series.seriesId))
    expect(quote.status).toBe(200)
    expect((await quote.json()).data).toMatchObject({ seriesId: series.seriesId, weeks: 2, refundAmount: expect.any(Number), remaining: [expect.objectContaining({ week: 1 }), expect.objectContaining({ week: 2 })] })
    const cancelled = await cancelSeriesRoute(post(`/api/v1/patient/cancel-series/${series.seriesId}`, { reason: 'Changed plans' }), seriesParams(series.seriesId))
    expect(cancelled.status).toBe(200)
    const body = await cancelled.json()
    expect(body.data.cancelled).toHaveLength(2)
    expect(body.data.cancelled[0]).toMatchObject({ appointment: { status: 'Cancelled', series: { week: 1 } }, refund: { amount: expect.any(Number), status: expect.any(String), reference: expect.stringMatching(/^RFD-/) } })
    expect((await cancelSeriesRoute(post(`/api/v1/patient/cancel-series/${series.seriesId}`, {}), seriesParams(series.seriesId))).status).toBe(409)
    expect((await seriesQuoteRoute(new NextRequest(`http://localhost/api/v1/patient/cancel-series/${series.seriesId}`), seriesParams(series.seriesId))).status).toBe(409)
  })
})
