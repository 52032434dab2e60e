import { describe, expect, it, vi } from 'vitest'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { confirmPayment } from '@/lib/server/booking/confirm-payment'
import { sendBookingConfirmedEmails, sendLatePaymentEmails } from '@/lib/server/booking/send-booking-emails'
import { config } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { recordSandboxOutcome } from '@/lib/server/payments/sandbox'
import { siteUrl } from '@/lib/server/seo/site-url'
import { createAppointment, createAvailability, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'

// confirmPayment expires the therapist's cached open hours, which needs Next's cache: recorded instead.
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

// Wednesday 9 April 2031, 10:00–12:00 in Lagos (09:00–11:00 UTC).
const DAY = '2031-04-09'
const LAGOS_TIME = 'Wednesday, April 9, 2031, 10:00 AM - 12:00 PM (Lagos time)'

type Attachment = { filename: string; contentType: string; content: string }

/** Every outbox row addressed to `to`, oldest first. */
const mailTo = (to: string) => db.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } })

/** The one attachment of a row, decoded, with the calendar's folded lines joined again. */
function invite(row: { attachments: unknown }) {
  const attachments = row.attachments as Attachment[]
  expect(attachments).toHaveLength(1)
  const [file] = attachments
  expect(file).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST' })
  const text = Buffer.from(file!.content, 'base64').toString('utf8')
  return { text, lines: text.replace(/\r\n /g, '').split('\r\n') }
}

async function paidAppointment() {
  const [therapist, patient] = await Promise.all([
    createTherapist(db, { fullName: 'Ngozi Umeh', feeKobo: 2_500_000 }),
    createPatient(db, { fullName: 'Kunle Bello, Jr.' }),
  ])
  const appointment = await createAppointment(db, {
    patientId: patient.id,
    therapistId: therapist.id,
    startsAt: lagosHourToUtc(DAY, 10),
    durationHours: 2,
    videoLink: 'https://meet.jit.si/Alafia-0123456789abcdef01234567',
  })
  return { therapist, patient, appointment }
}

describe('booking confirmed emails', () => {
  it('sends the patient and the therapist the details in Lagos time with a calendar invite each', async () => {
    const { therapist, patient, appointment } = await paidAppointment()
    // The therapist chose the descriptive calendar title; the patient kept the discreet default.
    await db.notificationPreference.create({ data: { userId: therapist.id, calendarTitle: 'Descriptive' } })

    await sendBookingConfirmedEmails(appointment.id)

    const [toPatient, ...moreToPatient] = await mailTo(patient.email)
    const [toTherapist, ...moreToTherapist] = await mailTo(therapist.email)
    expect(moreToPatient).toEqual([])
    expect(moreToTherapist).toEqual([])

    expect(toPatient!.subject).toBe('Your appointment with Dr Ngozi Umeh is confirmed')
    expect(toPatient!.html).toBeNull()
    for (const line of [
      'Hello Kunle Bello, Jr.,',
      'Therapist: Dr Ngozi Umeh',
      `When: ${LAGOS_TIME}`,
      'Duration: 2 hours',
      'Amount paid: ₦50,000',
      `Payment reference: ${appointment.paymentReference}`,
      'Video session: https://meet.jit.si/Alafia-0123456789abcdef01234567',
      `See your appointments on your profile: ${siteUrl('/patient-profile')}`,
    ])
      expect(toPatient!.text.split('\n')).toContain(line)

    expect(toTherapist!.subject).toBe('New appointment booked with Kunle Bello, Jr.')
    for (const line of ['Hello Dr Ngozi Umeh,', 'Patient: Kunle Bello, Jr.', `When: ${LAGOS_TIME}`, 'Duration: 2 hours', 'Amount paid: ₦50,000', `See your schedule: ${siteUrl('/therapist-dashboard/therapistAppointment')}`])
      expect(toTherapist!.text.split('\n')).toContain(line)

    const forPatient = invite(toPatient!)
    expect(forPatient.text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(forPatient.lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'TZID:Africa/Lagos',
        `UID:${appointment.id}@alafia.ng`,
        'DTSTART;TZID=Africa/Lagos:20310409T100000',
        'DTEND;TZID=Africa/Lagos:20310409T120000',
        'SUMMARY:Alafia session',
        'LOCATION:https://meet.jit.si/Alafia-0123456789abcdef01234567',
        'URL:https://meet.jit.si/Alafia-0123456789abcdef01234567',
        `ORGANIZER;CN="Alafia":mailto:${config().SUPPORT_EMAIL}`,
        `ATTENDEE;CN="Kunle Bello, Jr.";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${patient.email}`,
      ]),
    )
    expect(forPatient.lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('https://meet.jit.si/Alafia-0123456789abcdef01234567')
    // Discreet by default: nothing in the patient's invite says therapy or names the therapist.
    expect(forPatient.text).not.toMatch(/therap|counsel|Ngozi|Umeh/i)

    // Same event (same UID), but each invite names only its own recipient.
    const forTherapist = invite(toTherapist!)
    expect(forTherapist.lines).toContain(`UID:${appointment.id}@alafia.ng`)
    expect(forTherapist.lines).toContain('SUMMARY:Therapy session with Kunle Bello\\, Jr.')
    expect(forTherapist.text).toContain(`mailto:${therapist.email}`)
    expect(forTherapist.text).not.toContain(patient.email)
    expect(forPatient.text).not.toContain(therapist.email)
  })

  it("states the booking's stored cancellation policy and its full-refund deadline to the patient only", async () => {
    const { therapist, patient, appointment } = await paidAppointment()
    await db.appointment.update({ where: { id: appointment.id }, data: { policyFullRefundHours: 48, policyLateRefundPercent: 25 } })

    await sendBookingConfirmedEmails(appointment.id)

    const [toPatient] = await mailTo(patient.email)
    const lines = toPatient!.text.split('\n')
    expect(lines).toContain('Cancellation policy: Cancel at least 48 hours before the start for a full refund; later, 25% back; after the start, nothing.')
    expect(lines).toContain('Cancel by Monday, April 7, 2031, 10:00 AM (Lagos time) for a full refund.')
    const [toTherapist] = await mailTo(therapist.email)
    expect(toTherapist!.text).not.toContain('Cancellation policy')
  })

  it('sends nothing for an appointment that is not paid', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    const hold = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 15), status: 'Pending' })

    await sendBookingConfirmedEmails(hold.id)

    expect(await mailTo(patient.email)).toEqual([])
    expect(await mailTo(therapist.email)).toEqual([])
  })

  it('does not write to an erased account', async () => {
    const { therapist, patient, appointment } = await paidAppointment()
    await db.user.update({ where: { id: patient.id }, data: { erasedAt: new Date() } })

    await sendBookingConfirmedEmails(appointment.id)

    expect(await mailTo(patient.email)).toEqual([])
    expect(await mailTo(therapist.email)).toHaveLength(1)
  })

  it('goes out once when a sandbox payment is confirmed through the real confirmation path, even when confirmed twice', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db, { fullName: 'Dr. Femi Ade', feeKobo: 1_500_000 }), createPatient(db, { fullName: 'Amaka Obi' })])
    await createAvailability(db, { therapistId: therapist.id, date: DAY, hours: [14, 15, 16] })
    const now = new Date('2031-04-07T07:30:00Z')
    const { data: hold } = await holdAppointment({ patientId: patient.id, therapistId: therapist.id, appointmentDate: DAY, slot_start: 14, slot_end: 15, now })
    await recordSandboxOutcome({ patientId: patient.id, paymentReference: hold.paymentReference, outcome: 'PAID' })

    const source = { kind: 'patient', patientId: patient.id } as const
    await Promise.all([confirmPayment({ paymentReference: hold.paymentReference, source, now }), confirmPayment({ paymentReference: hold.paymentReference, source, now })])

    const stored = await db.appointment.findUniqueOrThrow({ where: { id: hold._id }, select: { videoLink: true } })
    const [toPatient, ...more] = await mailTo(patient.email)
    expect(more).toEqual([])
    expect(await mailTo(therapist.email)).toHaveLength(1)
    expect(toPatient!.subject).toBe('Your appointment with Dr. Femi Ade is confirmed')
    expect(toPatient!.text).toContain('When: Wednesday, April 9, 2031, 02:00 PM - 03:00 PM (Lagos time)')
    expect(toPatient!.text).toContain('Amount paid: ₦15,000')
    expect(toPatient!.text).toContain(`Video session: ${stored.videoLink}`)
    expect(invite(toPatient!).lines).toContain(`URL:${stored.videoLink}`)
  })
})

describe('late payment emails', () => {
  it('tells the patient the full refund is on its way, and asks no one to do it by hand', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db, { fullName: 'Ngozi Umeh' }), createPatient(db, { fullName: 'Kunle Bello' })])
    const lost = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 10), durationHours: 2, status: 'Expired', amountKobo: 4_000_000 })
    await db.payment.create({
      data: {
        appointmentId: lost.id, provider: 'Monnify', paymentReference: lost.paymentReference, transactionReference: `MNFY|LATE|${lost.id}`,
        amountKobo: 4_000_000, status: 'RefundRequired', paidAt: new Date(),
      },
    })

    await sendLatePaymentEmails(lost.id)

    const [toPatient, ...more] = await mailTo(patient.email)
    expect(more).toEqual([])
    expect(toPatient!.subject).toBe('Your payment will be refunded')
    expect(toPatient!.text).toContain(`We received your payment of ₦40,000 for a session with Dr Ngozi Umeh on ${LAGOS_TIME}.`)
    expect(toPatient!.text).toContain('someone else has booked that time')
    expect(toPatient!.text).toContain('The full amount is on its way back to you')
    expect(toPatient!.text).toContain(`Payment reference: ${lost.paymentReference}`)
    expect(toPatient!.attachments).toBeNull()
    expect(await mailTo(therapist.email)).toEqual([])
    // The refund is automatic: support is not asked to make it.
    expect(await db.emailOutbox.count({ where: { to: config().SUPPORT_EMAIL, subject: `Refund needed: ${lost.paymentReference}` } })).toBe(0)
  })

  it('sends nothing when no payment awaits a refund', async () => {
    const { patient, appointment } = await paidAppointment()
    await sendLatePaymentEmails(appointment.id)
    expect(await mailTo(patient.email)).toEqual([])
    expect(await db.emailOutbox.count({ where: { subject: `Refund needed: ${appointment.paymentReference}` } })).toBe(0)
  })
})
