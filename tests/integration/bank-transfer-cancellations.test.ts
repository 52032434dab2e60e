import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { cancelByPatient } from '@/lib/server/cancellations/cancel-appointment'
import { quotePatientCancellation } from '@/lib/server/cancellations/quote-patient-cancellation'
import { db } from '@/lib/server/db'
import { HOUR_MS } from '@/lib/time'
import { REFUND_ACCOUNT_REQUIRED } from '@/lib/validation/cancellation'
import { createAppointment, createPatient, createTherapist } from '../fixtures/factories'
import { withFakeMonnify } from '../support/monnify-webhook'

// A session paid by bank transfer through Monnify can only be refunded to an account the patient
// names; one is asked for exactly when something goes back (real Postgres, the local fake of Monnify).
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

withFakeMonnify()

/** A ₦40,000 session paid by bank transfer, starting `hoursAhead` from now, under 24 h / 0 %. */
async function paidByTransfer(hoursAhead: number) {
  const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
  const startsAt = new Date(Math.ceil((Date.now() + hoursAhead * HOUR_MS) / HOUR_MS) * HOUR_MS)
  const appointment = await createAppointment(db, {
    patientId: patient.id, therapistId: therapist.id, startsAt, durationHours: 2, provider: 'Monnify',
    paymentReference: `ALF-${Date.now()}-${randomUUID().slice(0, 16)}`, transactionReference: `MNFY|87|${randomUUID()}`,
  })
  await db.appointment.update({ where: { id: appointment.id }, data: { policyFullRefundHours: 24, policyLateRefundPercent: 0 } })
  await db.payment.update({ where: { id: appointment.payments[0]!.id }, data: { paymentMethod: 'ACCOUNT_TRANSFER' } })
  return { patient, appointment }
}

describe('cancelling a session paid by bank transfer', () => {
  it('asks for an account when a refund is due, and refuses without one', async () => {
    const { patient, appointment } = await paidByTransfer(72)
    const quote = await quotePatientCancellation({ patientId: patient.id, appointmentId: appointment.id })
    expect(quote).toMatchObject({ refundAmount: 40_000, needsRefundAccount: true })
    await expect(cancelByPatient({ patientId: patient.id, appointmentId: appointment.id })).rejects.toMatchObject({ status: 400, message: REFUND_ACCOUNT_REQUIRED })
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).status).toBe('Paid')
  })

  it('asks for none when nothing goes back (a late cancellation under a 0 % policy)', async () => {
    const { patient, appointment } = await paidByTransfer(3)
    const quote = await quotePatientCancellation({ patientId: patient.id, appointmentId: appointment.id })
    expect(quote).toMatchObject({ refundAmount: 0, needsRefundAccount: false })
    const answer = await cancelByPatient({ patientId: patient.id, appointmentId: appointment.id })
    expect(answer.data.refund).toBeNull()
    expect(answer.data.appointment.status).toBe('Cancelled')
  })
})
