import 'server-only'
import { z } from 'zod'
import type { bookAppointmentSchema } from '@/lib/validation/booking'
import { db } from '../db'
import { AppError } from '../errors'
import { confirmPayment } from './confirm-payment'
import { requireCheckout } from './find-checkout'
import { lagosInstant } from '@/lib/time'

export const BOOKING_DOES_NOT_MATCH = 'The booking details do not match the held time.'

/**
 * POST patient/book-appointment with its documented payload (docs/api.md). The original app created the appointment
 * here from what the browser said; now the time is held first, so this only confirms that hold:
 * the payload must describe the patient's own held reference, and the provider must say it is paid
 * (confirmPayment). It never creates an appointment. For a weekly series the payload describes its
 * first week.
 */
export async function bookHeldAppointment({ patientId, input }: { patientId: string; input: z.output<typeof bookAppointmentSchema> }) {
  const checkout = await requireCheckout(input.paymentReference, patientId)
  const hold = checkout.kind === 'single' ? await heldTime(checkout.appointmentId) : checkout.weeks[0]!
  const matches =
    checkout.therapistId === input.therapistId &&
    +hold.startsAt === +lagosInstant(input.appointmentDate, input.slot_start) &&
    +hold.endsAt === +lagosInstant(input.appointmentDate, input.slot_end)
  if (!matches) throw new AppError('VALIDATION', BOOKING_DOES_NOT_MATCH)
  return confirmPayment({ paymentReference: input.paymentReference, source: { kind: 'patient', patientId } })
}

function heldTime(appointmentId: string) {
  return db.appointment.findUniqueOrThrow({ where: { id: appointmentId }, select: { startsAt: true, endsAt: true } })
}
