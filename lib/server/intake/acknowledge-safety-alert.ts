import 'server-only'
import { ALERT_ACKNOWLEDGED } from '@/lib/validation/intake'
import { db } from '../db'
import { findTherapistIntakeAppointment } from './intake-appointment'

/**
 * The booked therapist acknowledges the safety alerts of their patient's intake, from the
 * appointment. Only that therapist can; acknowledging again changes nothing (the first time stays).
 */
export async function acknowledgeSafetyAlert({ therapistId, appointmentId, now = new Date() }: { therapistId: string; appointmentId: string; now?: Date }): Promise<{ message: string }> {
  const appointment = await findTherapistIntakeAppointment({ therapistId, appointmentId })
  await db.safetyAlert.updateMany({
    where: { acknowledgedAt: null, intake: { is: { patientId: appointment.patientId, therapistId } } },
    data: { acknowledgedAt: now },
  })
  return { message: ALERT_ACKNOWLEDGED }
}
