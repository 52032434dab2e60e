import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { db } from '@/lib/server/db'
import { ALERT_ALREADY_HANDLED, listPaymentAlerts, markPaymentAlertHandled } from '@/lib/server/payments/payment-alerts'
import { createAdmin, createAppointment, createManager, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'
import { successfulTransactionEvent } from '../support/fake-monnify'
import { DAY, DUE_NAIRA, eventOf, monnifySays, postWebhook, withFakeMonnify } from '../support/monnify-webhook'

// Payment alerts reach admins: stored with the appointment they concern, emailed to support, listed
// until an Admin marks them handled (once, audited). Through the webhook, real Postgres and the fake.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

const monnify = withFakeMonnify()

async function reversedPayment() {
  const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
  const appointment = await createAppointment(db, {
    patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc(DAY, 9), durationHours: 2, provider: 'Monnify',
    paymentReference: `ALF-${Date.now()}-${randomUUID().slice(0, 16)}`, transactionReference: `MNFY|87|${randomUUID()}`,
  })
  const payment = appointment.payments[0]!
  monnifySays(monnify.fake, payment.paymentReference, { paymentStatus: 'REVERSED', transactionReference: payment.transactionReference! })
  const body = successfulTransactionEvent({ paymentReference: payment.paymentReference, transactionReference: payment.transactionReference!, amountPaid: DUE_NAIRA, paymentStatus: 'REVERSED' })
  expect((await postWebhook(monnify.fake, body)).status).toBe(200)
  const event = (await eventOf(body))!
  return { appointment, payment, event }
}

describe('payment alerts', () => {
  it('names the appointment of a reversed payment and emails support once, without the patient’s name or email', async () => {
    const { appointment, payment, event } = await reversedPayment()
    expect(event).toMatchObject({ appointmentId: appointment.id, alertHandledAt: null })
    const emails = await db.emailOutbox.findMany({ where: { subject: 'Payment alert: SUCCESSFUL_TRANSACTION', text: { contains: payment.paymentReference } } })
    expect(emails).toHaveLength(1)
    expect(emails[0]!.text).toContain(`/admin/appointment/${appointment.id}`)
    const patient = await db.user.findUniqueOrThrow({ where: { id: appointment.patientId } })
    expect(emails[0]!.text).not.toContain(patient.email)
    expect(emails[0]!.text).not.toContain(patient.fullName)
  })

  it('are listed for admins and managers while open, and leave the list once an admin marks them handled', async () => {
    const [{ event }, admin, manager] = await Promise.all([reversedPayment(), createAdmin(db), createManager(db)])
    const before = await listPaymentAlerts(manager)
    expect(before.data.map((row) => row._id)).toContain(event.id)
    expect(before.open).toBeGreaterThanOrEqual(1)

    await expect(markPaymentAlertHandled({ admin: manager, alertId: event.id })).rejects.toMatchObject({ status: 403 })
    const handled = await markPaymentAlertHandled({ admin, alertId: event.id })
    expect(handled.data._id).toBe(event.id)
    expect((await listPaymentAlerts(admin)).data.map((row) => row._id)).not.toContain(event.id)
    const withHandled = await listPaymentAlerts(admin, { includeHandled: true })
    expect(withHandled.data.find((row) => row._id === event.id)).toMatchObject({ handledBy: admin.fullName, handledAt: expect.any(String) })
    expect(await db.auditLog.count({ where: { action: 'payment-alert.handle', targetId: event.id, actorId: admin.id } })).toBe(1)
  })

  it('are handled once: of two admins at the same moment, the second is told it already was', async () => {
    const [{ event }, first, second] = await Promise.all([reversedPayment(), createAdmin(db), createAdmin(db)])
    const results = await Promise.allSettled([markPaymentAlertHandled({ admin: first, alertId: event.id }), markPaymentAlertHandled({ admin: second, alertId: event.id })])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((result) => result.status === 'rejected')
    expect(refused?.reason).toMatchObject({ status: 409, message: ALERT_ALREADY_HANDLED })
    expect(await db.auditLog.count({ where: { action: 'payment-alert.handle', targetId: event.id } })).toBe(1)
  })

  it('are not found for an event without an alert or an unknown id', async () => {
    const admin = await createAdmin(db)
    await expect(markPaymentAlertHandled({ admin, alertId: randomUUID() })).rejects.toMatchObject({ status: 404 })
    await expect(markPaymentAlertHandled({ admin, alertId: 'not-a-uuid' })).rejects.toMatchObject({ status: 404 })
  })
})
