import 'server-only'
import { z } from 'zod'
import { PAYMENT_NOT_FOUND, type bookAppointmentSchema } from '@/lib/validation/booking'
import { db } from '../db'
import { AppError } from '../errors'
import { confirmPayment } from './confirm-payment'
import { lagosInstant } from '@/lib/time'

export const BOOKING_DOES_NOT_MATCH = 'The booking details do not match the held time.'

/**
 * POST patient/book-appointment with its documented payload (docs/api.md). The original app created the appointment
 * here from what the browser said; now the time is held first, so this only confirms that hold:
 * the payload must describe the patient's own held reference, and the provider must say it is paid
 * (confirmPayment). It never creates an appointment.
 */
export async function bookHeldAppointment({ patientId, input }: { patientId: string; input: z.output<typeof bookAppointmentSchema> }) {
  const hold = await db.appointment.findFirst({
    where: { paymentReference: input.paymentReference, patientId },
    select: { therapistId: true, startsAt: true, endsAt: true },
  })
  if (!hold) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND)
  const matches =
    hold.therapistId === input.therapistId &&
    +hold.startsAt === +lagosInstant(input.appointmentDate, input.slot_start) &&
    +hold.endsAt === +lagosInstant(input.appointmentDate, input.slot_end)
  if (!matches) throw new AppError('VALIDATION', BOOKING_DOES_NOT_MATCH)
  return confirmPayment({ paymentReference: input.paymentReference, source: { kind: 'patient', patientId } })
}
