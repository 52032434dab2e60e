import 'server-only'
import { ALREADY_REPORTED, REPORT_TOO_EARLY, REPORTED_ABSENT } from '@/lib/validation/cancellation'
import { isUuid } from '@/lib/validation/directory'
import { APPOINTMENT_NOT_FOUND } from '@/lib/validation/reschedule'
import { config } from '../config'
import { db } from '../db'
import { sendEmail } from '../email/send-email'
import { siteUrl } from '../seo/site-url'
import { logError } from '@/lib/server/log'
import { AppError, isUniqueViolation } from '../errors'
import { assertWithinAbsenceWindow } from './absence-window'

/**
 * The patient reports that the therapist did not come to one of their paid sessions (POST
 * patient/report-absent-therapist/{id}): a report for the admins' queue (/admin/disputes), one per
 * session. Allowed from the start until 48 hours after the end. Support is told a report is waiting.
 */
export async function reportAbsentTherapist({ patientId, appointmentId, note, now = new Date() }: { patientId: string; appointmentId: string; note?: string; now?: Date }): Promise<{ message: string; data: { _id: string; status: 'Open' } }> {
  const row = isUuid(appointmentId)
    ? await db.appointment.findFirst({ where: { id: appointmentId, patientId, status: 'Paid' }, select: { id: true, startsAt: true, endsAt: true } })
    : null
  if (!row) throw new AppError('NOT_FOUND', APPOINTMENT_NOT_FOUND)
  assertWithinAbsenceWindow({ ...row, now, tooEarly: REPORT_TOO_EARLY })
  let report
  try {
    report = await db.absenceReport.create({ data: { appointmentId: row.id, note: note || null }, select: { id: true } })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_REPORTED)
    throw error
  }
  await sendEmail({
    to: config().SUPPORT_EMAIL,
    subject: 'A patient reports that their therapist did not come',
    text: ['A report is waiting for a decision (full refund or none).', '', `Open the queue: ${siteUrl('/admin/disputes')}`].join('\n'),
  }).catch((error: unknown) => logError('[absence] the report is saved but support could not be emailed', error))
  return { message: REPORTED_ABSENT, data: { _id: report.id, status: 'Open' } }
}
