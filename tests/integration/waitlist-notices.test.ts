import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as neutralLink } from '@/app/w/[therapistId]/route'
import { blockTherapist } from '@/lib/server/admin/therapists/block-therapist'
import { rescheduleAppointment } from '@/lib/server/appointments/reschedule-appointment'
import { repeatAvailability } from '@/lib/server/availability/repeat-availability'
import { setAvailability } from '@/lib/server/availability/set-availability'
import { updateAvailability } from '@/lib/server/availability/update-availability'
import { cancelHold } from '@/lib/server/booking/cancel-hold'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { cancelByPatient, cancelByTherapist } from '@/lib/server/cancellations/cancel-appointment'
import { cancelSeriesByPatient } from '@/lib/server/cancellations/cancel-series'
import { confirmPayment } from '@/lib/server/booking/confirm-payment'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { recordSandboxOutcome } from '@/lib/server/payments/sandbox'
import { siteUrl } from '@/lib/server/seo/site-url'
import { drainWaitlist } from '@/lib/server/waitlist/drain-waitlist'
import { joinWaitlist } from '@/lib/server/waitlist/join-waitlist'
import { processOpening } from '@/lib/server/waitlist/process-opening'
import { recordFreedHours } from '@/lib/server/waitlist/record-freed-hours'
import { waitlistNotice } from '@/lib/server/waitlist/waitlist-notice'
import { lagosDateKey, lagosInstant } from '@/lib/time'
import { createAdmin, createAppointment, createAvailability, createPatient, createTherapist } from '../fixtures/factories'

// A freed hour tells everyone waiting for it, once. Every path that frees hours is driven through its
// real use case against the real database; the host's after-response work (Next's after()) is kept
// here and run when the test says: as a host does after answering, never (an instance that stopped),
// or after something else happened first. Emails land in the outbox (no RESEND_API_KEY).
const after = vi.hoisted(() => vi.fn())
const failNextNotice = vi.hoisted(() => ({ yes: false }))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {}, after }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))
// The outbox failing for one message (a database hiccup): that patient must still be told later.
vi.mock('@/lib/server/notifications/notify-person', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/server/notifications/notify-person')>()
  return {
    ...actual,
    notifyPerson: async (notice: Parameters<typeof actual.notifyPerson>[0]) => {
      if (failNextNotice.yes) {
        failNextNotice.yes = false
        throw new Error('the outbox could not be written')
      }
      return actual.notifyPerson(notice)
    },
  }
})

const deferred: (() => Promise<unknown>)[] = []
const savedKey = process.env.RESEND_API_KEY
beforeEach(() => {
  deferred.length = 0
  after.mockImplementation((task: () => Promise<unknown>) => void deferred.push(task))
  failNextNotice.yes = false
  delete process.env.RESEND_API_KEY
  resetConfigForTests()
})
afterEach(() => {
  if (savedKey !== undefined) process.env.RESEND_API_KEY = savedKey
  resetConfigForTests()
})

/** The host runs the work it was given after the response. */
async function respond() {
  for (const task of deferred.splice(0)) await task()
}
/** The instance stopped before it could. */
const stopBeforeAfterWork = () => void deferred.splice(0)

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000
const lagosDate = (days: number) => lagosDateKey(new Date(Date.now() + days * DAY_MS))

/**
 * A therapist open 09:00–13:00 on DAY with a paid 10:00 session of one patient, and four patients
 * waiting since an hour ago: for DAY, for any time, for the next day, and one whose any-time wait ran
 * out (made 31 days ago).
 */
async function scene() {
  const day = lagosDate(5)
  const nextDay = lagosDate(6)
  const therapist = await createTherapist(db, { fullName: 'Ngozi Umeh', specialties: ['Grief Counseling'] })
  const availability = await createAvailability(db, { therapistId: therapist.id, date: day, hours: [9, 10, 11, 12] })
  const [booker, onDay, anyTime, onNextDay, ranOut, latecomer] = await Promise.all([
    createPatient(db, { fullName: 'Kunle Bello' }),
    createPatient(db, { fullName: 'Ada Waiting' }),
    createPatient(db, { fullName: 'Bayo Anytime' }),
    createPatient(db, { fullName: 'Chidi Nextday' }),
    createPatient(db, { fullName: 'Dayo Expired' }),
    createPatient(db, { fullName: 'Efe Holder' }),
  ])
  const session = await createAppointment(db, { patientId: booker.id, therapistId: therapist.id, startsAt: lagosInstant(day, 10) })
  const joinedAt = new Date(Date.now() - HOUR_MS)
  await joinWaitlist({ patientId: onDay.id, therapistId: therapist.id, date: day, now: joinedAt })
  await joinWaitlist({ patientId: anyTime.id, therapistId: therapist.id, now: joinedAt })
  await joinWaitlist({ patientId: onNextDay.id, therapistId: therapist.id, date: nextDay, now: joinedAt })
  await joinWaitlist({ patientId: ranOut.id, therapistId: therapist.id, now: new Date(Date.now() - 31 * DAY_MS) })
  return { day, nextDay, therapist, availability, booker, session, onDay, anyTime, onNextDay, ranOut, latecomer, waiting: [onDay, anyTime, onNextDay, ranOut] }
}

/** The waitlist emails in a patient's outbox. */
const told = (patient: { email: string }) =>
  db.emailOutbox.findMany({ where: { to: patient.email, subject: { startsWith: 'An hour with' } }, select: { subject: true, text: true }, orderBy: { createdAt: 'asc' } })

/** How many waitlist emails each patient got, in order. */
const toldCounts = async (patients: { email: string }[]) => Promise.all(patients.map(async (patient) => (await told(patient)).length))

describe('a cancellation tells the waitlist', () => {
  it('tells each patient waiting for that date or any time once, after the response, and nobody else', async () => {
    const { day, therapist, booker, session, onDay, anyTime, waiting } = await scene()
    await cancelByPatient({ patientId: booker.id, appointmentId: session.id })
    // Nothing before the response: the patient who cancels is not kept waiting.
    expect(await toldCounts(waiting)).toEqual([0, 0, 0, 0])
    await respond()
    expect(await toldCounts(waiting)).toEqual([1, 1, 0, 0])

    const [email] = await told(onDay)
    expect(email!.subject).toBe('An hour with Dr Ngozi Umeh is free')
    expect(email!.text).toContain(`${new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))}: 10:00 AM – 11:00 AM`)
    expect(email!.text).toContain(siteUrl(`/one-therapist/${therapist.id}`))
    expect((await told(anyTime))[0]!.text).toContain('You are on this waitlist for any time, until')
    const notices = await db.waitlistNotice.findMany({ where: { entry: { is: { therapistId: therapist.id } } }, select: { startsAt: true, sentAt: true } })
    expect(notices).toHaveLength(2)
    expect(notices.every((notice) => notice.startsAt.getTime() === lagosInstant(day, 10).getTime() && notice.sentAt !== null)).toBe(true)
    expect(await db.waitlistEntry.count({ where: { therapistId: therapist.id, lastNotifiedAt: { not: null } } })).toBe(2)
  })

  it('tells them once however often the freeing is handled, and when another path reports the same hour', async () => {
    const { day, therapist, booker, session, waiting } = await scene()
    await cancelByPatient({ patientId: booker.id, appointmentId: session.id })
    // Another path reports the same hour before anything was sent (as the cron does for a hold that ran out there).
    await db.$transaction((tx) => recordFreedHours(tx, { therapistId: therapist.id, hours: [lagosInstant(day, 10)] }))
    await Promise.all([respond(), drainWaitlist(), drainWaitlist()])
    await drainWaitlist()
    expect(await toldCounts(waiting)).toEqual([1, 1, 0, 0])
    // And again after everyone was told.
    await db.$transaction((tx) => recordFreedHours(tx, { therapistId: therapist.id, hours: [lagosInstant(day, 10)] }))
    await drainWaitlist()
    expect(await toldCounts(waiting)).toEqual([1, 1, 0, 0])
    expect(await db.waitlistOpening.count({ where: { therapistId: therapist.id, processedAt: null } })).toBe(0)
  })

  it('loses nothing when the instance stops before its after-response work, or an email cannot be queued: the cron tells them', async () => {
    const { therapist, booker, session, waiting } = await scene()
    await cancelByTherapist({ therapistId: therapist.id, appointmentId: session.id, reason: 'Unwell' })
    stopBeforeAfterWork()
    expect(await toldCounts(waiting)).toEqual([0, 0, 0, 0])
    failNextNotice.yes = true
    await drainWaitlist()
    expect(await db.waitlistOpening.count({ where: { therapistId: therapist.id, processedAt: null } })).toBe(0)
    expect((await toldCounts(waiting)).reduce((a, b) => a + b)).toBe(1)
    await drainWaitlist()
    expect(await toldCounts(waiting)).toEqual([1, 1, 0, 0])
    expect(await toldCounts([booker])).toEqual([0])
  })

  it('tells no one about an hour held again before the notice; a later freeing of it tells them after all', async () => {
    const { day, therapist, booker, session, latecomer, waiting } = await scene()
    await cancelByPatient({ patientId: booker.id, appointmentId: session.id })
    // Taken again before the after-response work ran: handling the freeing makes no notice at all.
    const hold = await holdAppointment({ patientId: latecomer.id, therapistId: therapist.id, appointmentDate: day, slot_start: 10, slot_end: 11 })
    const opening = await db.waitlistOpening.findFirstOrThrow({ where: { therapistId: therapist.id }, select: { id: true } })
    expect(await processOpening(opening.id, new Date())).toBe(true)
    expect(await db.waitlistNotice.count({ where: { entry: { is: { therapistId: therapist.id } } } })).toBe(0)
    await respond()
    await drainWaitlist()
    expect(await toldCounts(waiting)).toEqual([0, 0, 0, 0])
    expect(await db.waitlistNotice.count({ where: { entry: { is: { therapistId: therapist.id } } } })).toBe(0)

    // The checkout is closed: the hour frees again, and this time the waitlist hears.
    await recordSandboxOutcome({ patientId: latecomer.id, paymentReference: hold.data.paymentReference, outcome: 'CANCELLED' })
    await cancelHold({ patientId: latecomer.id, paymentReference: hold.data.paymentReference })
    await respond()
    expect(await toldCounts(waiting)).toEqual([1, 1, 0, 0])
  })

  it('drops a notice made but not sent when its hour is taken meanwhile', async () => {
    const { day, therapist, booker, session, latecomer, waiting } = await scene()
    await cancelByPatient({ patientId: booker.id, appointmentId: session.id })
    const opening = await db.waitlistOpening.findFirstOrThrow({ where: { therapistId: therapist.id }, select: { id: true } })
    expect(await processOpening(opening.id, new Date())).toBe(true)
    expect(await db.waitlistNotice.count({ where: { entry: { is: { therapistId: therapist.id } }, sentAt: null } })).toBe(2)
    await holdAppointment({ patientId: latecomer.id, therapistId: therapist.id, appointmentDate: day, slot_start: 10, slot_end: 11 })
    await respond()
    expect(await toldCounts(waiting)).toEqual([0, 0, 0, 0])
    expect(await db.waitlistNotice.count({ where: { entry: { is: { therapistId: therapist.id } } } })).toBe(0)
  })

  it('tells nobody when the therapist is no longer listed, nor a patient who joined after the hour was freed', async () => {
    const blocked = await scene()
    await blockTherapist({ actor: { id: (await createAdmin(db)).id, role: 'Admin' }, therapistId: blocked.therapist.id })
    await cancelByPatient({ patientId: blocked.booker.id, appointmentId: blocked.session.id })
    await respond()
    expect(await toldCounts(blocked.waiting)).toEqual([0, 0, 0, 0])

    const late = await scene()
    await cancelByPatient({ patientId: late.booker.id, appointmentId: late.session.id })
    stopBeforeAfterWork()
    await joinWaitlist({ patientId: late.latecomer.id, therapistId: late.therapist.id, date: late.day })
    await drainWaitlist()
    expect(await toldCounts([...late.waiting, late.latecomer])).toEqual([1, 1, 0, 0, 0])
  })
})

describe('every other way hours free up tells the waitlist', () => {
  it('a hold that ran out: the cron finds it and tells them once', async () => {
    const { day, therapist, latecomer, onDay, waiting } = await scene()
    // Held 25 minutes ago for 20 minutes, never paid: nothing freed it but the clock.
    const hold = await holdAppointment({ patientId: latecomer.id, therapistId: therapist.id, appointmentDate: day, slot_start: 11, slot_end: 12, now: new Date(Date.now() - 25 * 60_000) })
    // What the hold leaves for after its answer (its therapist's free hours) tells nobody.
    await respond()
    expect(await toldCounts(waiting)).toEqual([0, 0, 0, 0])
    // The figures the cron answers count every therapist's (other test files share the database),
    // so this one's own opening and emails are what is checked.
    const ranOutOpenings = () => db.waitlistOpening.count({ where: { therapistId: therapist.id, sourceKey: `hold-ran-out:${hold.data._id}` } })
    expect(await ranOutOpenings()).toBe(0)
    expect((await drainWaitlist()).lapsedHolds).toBeGreaterThanOrEqual(1)
    expect(await ranOutOpenings()).toBe(1)
    expect(await toldCounts(waiting)).toEqual([1, 1, 0, 0])
    expect((await told(onDay))[0]!.text).toContain('11:00 AM – 12:00 PM')
    await drainWaitlist()
    expect(await ranOutOpenings()).toBe(1)
    expect(await toldCounts(waiting)).toEqual([1, 1, 0, 0])
  })

  it('a hold that ran out is found however many other holds ran out that day, recorded or of therapists nobody waits for', async () => {
    const { day, therapist, latecomer, waiting } = await scene()
    // More lapsed holds than the cron takes in one run, all of a therapist nobody waits for.
    const unwaited = await createTherapist(db)
    const now = Date.now()
    const hour = Math.ceil(now / HOUR_MS) * HOUR_MS
    await db.appointment.createMany({
      data: Array.from({ length: 501 }, (_, i) => ({
        patientId: latecomer.id,
        therapistId: unwaited.id,
        startsAt: new Date(hour + (48 + i) * HOUR_MS),
        endsAt: new Date(hour + (49 + i) * HOUR_MS),
        durationHours: 1,
        amountKobo: 2_000_000,
        status: 'Expired' as const,
        holdExpiresAt: new Date(now - 60 * 60_000 + i),
        paymentReference: `LAPSED-${randomUUID()}`,
      })),
    })
    const hold = await holdAppointment({ patientId: latecomer.id, therapistId: therapist.id, appointmentDate: day, slot_start: 11, slot_end: 12, now: new Date(now - 25 * 60_000) })
    await drainWaitlist()
    expect(await db.waitlistOpening.count({ where: { sourceKey: `hold-ran-out:${hold.data._id}` } })).toBe(1)
    expect(await toldCounts(waiting)).toEqual([1, 1, 0, 0])
  })

  it('a hold given up for another time with the same therapist', async () => {
    const { day, therapist, latecomer, onDay, waiting } = await scene()
    await holdAppointment({ patientId: latecomer.id, therapistId: therapist.id, appointmentDate: day, slot_start: 11, slot_end: 12 })
    await holdAppointment({ patientId: latecomer.id, therapistId: therapist.id, appointmentDate: day, slot_start: 12, slot_end: 13 })
    await respond()
    expect(await toldCounts(waiting)).toEqual([1, 1, 0, 0])
    // Only 11:00 is free: 12:00 is the new hold's.
    expect((await told(onDay))[0]!.text).toContain(': 11:00 AM – 12:00 PM\n')
  })

  it("a reschedule's old hours", async () => {
    const { day, booker, session, onDay, waiting } = await scene()
    await rescheduleAppointment({ appointmentId: session.id, patientId: booker.id, newAppointmentDate: day, newSlot_start: 12, newSlot_end: 13 })
    await respond()
    expect(await toldCounts(waiting)).toEqual([1, 1, 0, 0])
    expect((await told(onDay))[0]!.text).toContain(': 10:00 AM – 11:00 AM\n')
  })

  it('newly published hours: an hour added to a date, and a new date', async () => {
    const { day, nextDay, therapist, availability, onDay, onNextDay, anyTime, waiting } = await scene()
    await updateAvailability({ therapistId: therapist.id, availabilityId: availability.id, availableSlots: [9, 10, 11, 12, 15] })
    await respond()
    expect(await toldCounts(waiting)).toEqual([1, 1, 0, 0])
    expect((await told(onDay))[0]!.text).toContain(': 03:00 PM – 04:00 PM\n')

    await setAvailability({ therapistId: therapist.id, availableDate: nextDay, availableSlots: [14, 15] })
    await respond()
    expect(await toldCounts(waiting)).toEqual([1, 2, 1, 0])
    expect((await told(onNextDay))[0]!.text).toContain(': 02:00 PM – 04:00 PM\n')
    expect((await told(anyTime))[1]!.text).not.toContain(day)
  })
})

describe('weekly hours and weekly sessions tell the waitlist', () => {
  const weekLater = (date: string) => lagosDateKey(new Date(lagosInstant(date, 12).getTime() + 7 * DAY_MS))

  it('hours repeated weekly: each new date is an opening for those waiting for it', async () => {
    const { nextDay, therapist, onNextDay, anyTime, waiting } = await scene()
    await repeatAvailability({ therapistId: therapist.id, availableDate: nextDay, availableSlots: [14], repeatWeeks: 2 })
    await respond()
    expect(await toldCounts(waiting)).toEqual([0, 1, 1, 0])
    expect((await told(onNextDay))[0]!.text).toContain(': 02:00 PM – 03:00 PM\n')
    // Any time hears of both weeks' new hour in its one message.
    expect((await told(anyTime))[0]!.text.match(/: 02:00 PM – 03:00 PM/g)).toHaveLength(2)
  })

  it('the rest of a weekly series cancelled at once frees every remaining week for those waiting', async () => {
    const { day, therapist, latecomer, onDay, anyTime, waiting } = await scene()
    await createAvailability(db, { therapistId: therapist.id, date: weekLater(day), hours: [11] })
    const { data } = await holdAppointment({ patientId: latecomer.id, therapistId: therapist.id, appointmentDate: day, slot_start: 11, slot_end: 12, weeks: 2 })
    await recordSandboxOutcome({ patientId: latecomer.id, paymentReference: data.paymentReference, outcome: 'PAID' })
    await confirmPayment({ paymentReference: data.paymentReference, source: { kind: 'patient', patientId: latecomer.id } })
    await respond()
    expect(await toldCounts(waiting)).toEqual([0, 0, 0, 0])

    await cancelSeriesByPatient({ patientId: latecomer.id, seriesId: (data as { seriesId: string }).seriesId })
    await respond()
    expect(await toldCounts(waiting)).toEqual([1, 1, 0, 0])
    expect((await told(onDay))[0]!.text).toContain(': 11:00 AM – 12:00 PM\n')
    // Any time hears of both weeks' hours in its one message.
    expect((await told(anyTime))[0]!.text.match(/: 11:00 AM – 12:00 PM/g)).toHaveLength(2)
  })
})

describe('what a waiting patient is told', () => {
  it("the text's neutral link leads to the therapist's booking section, and anything but an id to the directory", async () => {
    const therapistId = crypto.randomUUID()
    const open = (id: string) => neutralLink(new NextRequest(`http://localhost/w/${id}`), { params: Promise.resolve({ therapistId: id }) })
    const answer = await open(therapistId)
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toBe(`/one-therapist/${therapistId}#booking`)
    for (const id of ['not-an-id', '..%2F..%2Fadmin', '%2F%2Fevil.example']) expect((await open(id)).headers.get('location')).toBe('/therapists')
  })

  it('the short text for a phone says only that an hour is free, with the link to the page', async () => {
    const therapistId = crypto.randomUUID()
    const notice = waitlistNotice({ patient: { id: 'p', fullName: 'Ada' }, therapist: { id: therapistId, fullName: 'Ngozi Umeh' }, hours: [lagosInstant('2031-04-09', 10)], date: '2031-04-09', expiresAt: lagosInstant('2031-04-09', 24) })
    expect(notice).toMatchObject({ userId: 'p', purpose: 'waitlist', shortText: `An hour you were waiting for on Alafia is free: ${siteUrl(`/w/${therapistId}`)}` })
    expect(notice.shortText).not.toMatch(/therap|Ngozi|Grief|counsel/i)
    expect(notice.emailText).toContain(siteUrl(`/one-therapist/${therapistId}`))
    expect(notice.emailText).toContain('Wednesday, April 9, 2031: 10:00 AM – 11:00 AM')
    expect(notice.emailText).toContain('You are on this waitlist for Wednesday, April 9, 2031.')
  })
})
