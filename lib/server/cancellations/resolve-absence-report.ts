import 'server-only'
import { formatNaira } from '@/lib/money'
import { describeLagosTime } from '@/lib/time'
import { isUuid } from '@/lib/validation/directory'
import { logError } from '@/lib/server/log'
import { letter } from '../booking/appointment-email-details'
import { recordAudit } from '../audit/record-audit'
import { db } from '../db'
import { sendEmail } from '../email/send-email'
import { AppError } from '../errors'
import { recordRefund } from '../refunds/record-refund'
import { refundGateway } from '../refunds/refund-gateway'
import { processPendingRefundsOf } from '../refunds/process-pending-refunds'

export const REPORT_NOT_FOUND = 'Report not found.'
export const REPORT_RESOLVED = 'This report has already been decided.'

/**
 * An admin decides a patient's report that the therapist did not come (/admin/disputes): a full
 * refund (the session counts as cancelled by Alafia, its payment refunded once through the refund
 * path) or none. One decision per report, under a row lock: a second answers 409. Recorded in the
 * audit log; the patient is told either way.
 */
export async function resolveAbsenceReport({ admin, reportId, decision, note, now = new Date() }: { admin: { id: string; role: string }; reportId: string; decision: 'refund' | 'none'; note?: string; now?: Date }): Promise<{ message: string; data: { _id: string; status: 'Refunded' | 'Dismissed' } }> {
  if (admin.role !== 'Admin') throw new AppError('FORBIDDEN', 'You are not allowed to do this.')
  if (!isUuid(reportId)) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
  const gateway = await refundGateway()
  const result = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "AbsenceReport" WHERE id = ${reportId}::uuid FOR UPDATE`
    const report = await tx.absenceReport.findUnique({
      where: { id: reportId },
      select: { id: true, status: true, appointment: { select: { id: true, patientId: true, status: true, payments: { where: { status: 'Paid' }, select: { id: true, amountKobo: true }, take: 1 } } } },
    })
    if (!report) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND)
    if (report.status !== 'Open') throw new AppError('CONFLICT', REPORT_RESOLVED)
    const status = decision === 'refund' ? ('Refunded' as const) : ('Dismissed' as const)
    await tx.absenceReport.update({ where: { id: report.id }, data: { status, resolvedById: admin.id, resolvedAt: now } })
    const payment = report.appointment.payments[0]
    let refundKobo = 0
    if (decision === 'refund' && payment) {
      refundKobo = payment.amountKobo
      await recordRefund(tx, { paymentId: payment.id, amountKobo: refundKobo, reason: 'TherapistAbsent', note: note || null, gateway })
      // The session did not happen: it is cancelled by Alafia, not counted as held.
      await tx.appointment.updateMany({ where: { id: report.appointment.id, status: 'Paid' }, data: { status: 'Cancelled', cancelledAt: now, cancelledBy: 'Admin', cancelReason: 'The therapist did not attend' } })
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'absence.resolve',
      targetType: 'AbsenceReport',
      targetId: report.id,
      targetUserId: report.appointment.patientId,
      details: { decision, refundKobo, note: note || null, appointmentId: report.appointment.id },
    })
    return { appointmentId: report.appointment.id, status, refundKobo }
  })
  await processPendingRefundsOf(result.appointmentId)
  await tellPatient(result.appointmentId, result.refundKobo, note)
  return { message: result.status === 'Refunded' ? 'Refund started. The patient has been told.' : 'Report closed without a refund. The patient has been told.', data: { _id: reportId, status: result.status } }
}

async function tellPatient(appointmentId: string, refundKobo: number, note: string | undefined) {
  try {
    const appointment = await db.appointment.findUnique({ where: { id: appointmentId }, select: { startsAt: true, endsAt: true, patient: { select: { fullName: true, email: true, erasedAt: true } } } })
    if (!appointment || appointment.patient.erasedAt) return
    const { patient } = appointment
    await sendEmail({
      to: patient.email,
      subject: 'About the session you reported',
      text: letter(`Hello ${patient.fullName},`, [
        `We have looked into your report about the session on ${describeLagosTime(appointment.startsAt, appointment.endsAt)}.`,
        refundKobo > 0 ? `We are refunding the full ${formatNaira(refundKobo)}; we will email you when it has been sent.` : 'We have decided that no refund is due for it.',
        ...(note ? ['', note] : []),
      ]),
    })
  } catch (error) {
    logError(`[absence] report decided for ${appointmentId} but the patient could not be emailed`, error)
  }
}
