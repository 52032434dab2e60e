import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { ABSENCE_REPORT_BADGES, REFUND_REASON_LABELS, REFUND_STATUS_BADGES } from '@/lib/admin/refund-status'
import { describePolicy } from '@/lib/appointments/cancellation-policy'
import { formatNaira, nairaToKobo } from '@/lib/money'
import { formatLagosDateTime } from '@/lib/time'
import type { AdminAppointmentDetail } from '@/lib/server/admin/appointments/view-admin-appointment'
import type { AdminAppointmentRefund } from '@/lib/server/admin/appointments/admin-appointment-aftercare'
import { DetailCard, DetailList, LINK, Row } from './detail-card'

// What happened after the booking was paid, on the admin appointment page: notes that need
// someone's eye, the cancellation with its policy, the refunds, and who was absent.

const naira = (amount: number) => formatNaira(nairaToKobo(amount))
const BY = { Patient: 'The patient', Therapist: 'The therapist', Admin: 'An admin' } as const

/** A reversed payment and a report still to decide, above the cards. */
export function AftercareNotes({ appointment }: { appointment: AdminAppointmentDetail }) {
  const report = appointment.absenceReport
  return (
    <>
      {appointment.paymentReversedAt && (
        <div role="note" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-5">
          <p className="font-semibold">Payment reversed</p>
          <p className="mt-1 text-sm">
            The payment provider reported this payment reversed on {formatLagosDateTime(appointment.paymentReversedAt)}: the money may not have
            stayed with Alafia. Check it with the provider before refunding anything.
          </p>
        </div>
      )}
      {report?.status === 'Open' && (
        <div role="note" className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:p-5">
          <p className="font-semibold">The patient reports that the therapist did not come.</p>
          <p className="mt-1 text-sm">
            The report waits for a decision on{' '}
            <Link href="/admin/disputes" className="font-semibold underline underline-offset-4">
              Disputes
            </Link>
            .
          </p>
        </div>
      )}
    </>
  )
}

export function CancellationCard({ appointment }: { appointment: AdminAppointmentDetail }) {
  const { cancellation, policy } = appointment
  return (
    <DetailCard title="Cancellation">
      <DetailList>
        {cancellation ? (
          <>
            <Row term="Cancelled">{cancellation.cancelledAt ? formatLagosDateTime(cancellation.cancelledAt) : 'Yes'}</Row>
            <Row term="Cancelled by">
              {cancellation.admin ? (
                cancellation.admin.isDeleted ? (
                  <span className="text-ink-muted italic">{cancellation.admin.fullName}</span>
                ) : (
                  <>
                    <Link href={`/admin/applicationUser/${cancellation.admin._id}`} className={LINK}>
                      {cancellation.admin.fullName}
                    </Link>{' '}
                    (admin)
                  </>
                )
              ) : (
                BY[cancellation.by]
              )}
            </Row>
            <Row term="Reason">
              {cancellation.reason ? <span className="whitespace-pre-line break-words">{cancellation.reason}</span> : <span className="text-ink-muted">None given</span>}
            </Row>
          </>
        ) : (
          <Row term="Cancelled">No</Row>
        )}
        <Row term="Policy">
          {policy ? describePolicy(policy) : <span className="text-ink-muted">None stored (it is stored when a booking is paid)</span>}
        </Row>
      </DetailList>
    </DetailCard>
  )
}

export function RefundsCard({ refunds }: { refunds: AdminAppointmentRefund[] }) {
  return (
    <DetailCard title="Refund">
      {refunds.length === 0 ? (
        <p className="text-ink-muted">No refund.</p>
      ) : (
        <ul className="space-y-4">
          {refunds.map((refund) => (
            <li key={refund._id}>
              <DetailList>
                <Row term="Amount">{naira(refund.amount)}</Row>
                <Row term="Status">
                  <Badge tone={REFUND_STATUS_BADGES[refund.status].tone}>{REFUND_STATUS_BADGES[refund.status].label}</Badge>
                </Row>
                <Row term="Reference">
                  <Link href={`/admin/refunds?search=${encodeURIComponent(refund.reference)}`} className={`${LINK} font-mono break-all`}>
                    {refund.reference}
                  </Link>
                </Row>
                <Row term="Why">{REFUND_REASON_LABELS[refund.reason]}</Row>
                <Row term="Requested">{formatLagosDateTime(refund.requestedAt)}</Row>
                {refund.completedAt && <Row term="Completed">{formatLagosDateTime(refund.completedAt)}</Row>}
                {refund.status === 'Failed' && (
                  <Row term="Provider said">
                    <span className="text-red-800">{refund.lastError ?? 'No reason was given.'}</span>
                  </Row>
                )}
              </DetailList>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  )
}

export function AttendanceCard({ appointment }: { appointment: AdminAppointmentDetail }) {
  const report = appointment.absenceReport
  if (!report && !appointment.patientNoShowAt) {
    return (
      <DetailCard title="Attendance">
        <p className="text-ink-muted">Nobody was reported absent.</p>
      </DetailCard>
    )
  }
  const badge = report ? ABSENCE_REPORT_BADGES[report.status] : null
  return (
    <DetailCard title="Attendance">
      <DetailList>
        {appointment.patientNoShowAt && <Row term="Patient marked absent">By the therapist, {formatLagosDateTime(appointment.patientNoShowAt)}</Row>}
        {report && badge && (
          <>
            <Row term="Therapist reported absent">By the patient, {formatLagosDateTime(report.createdAt)}</Row>
            <Row term="Patient's note">
              {report.note ? <span className="whitespace-pre-line break-words">{report.note}</span> : <span className="text-ink-muted">None</span>}
            </Row>
            <Row term="Report">
              <Badge tone={badge.tone}>{badge.label}</Badge>
              {report.resolvedAt && (
                <span className="mt-1 block text-ink-muted">
                  Decided {formatLagosDateTime(report.resolvedAt)}
                  {report.resolvedBy ? ` by ${report.resolvedBy.fullName}` : ''}
                </span>
              )}
            </Row>
          </>
        )}
      </DetailList>
    </DetailCard>
  )
}
