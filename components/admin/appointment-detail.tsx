import Link from 'next/link'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { appointmentStatusBadge, paymentStatusLabel } from '@/lib/admin/appointment-status'
import { ABANDONED_PAYMENT } from '@/lib/appointments/appointment-state'
import { weekOfSeries } from '@/lib/booking/series'
import { formatHours, formatShortDate } from '@/lib/format'
import { formatNaira, nairaToKobo } from '@/lib/money'
import { formatLagosDateTime } from '@/lib/time'
import type { AdminAppointmentDetail, AdminAppointmentReschedule } from '@/lib/server/admin/appointments/view-admin-appointment'
import type { AdminPerson } from '@/lib/server/admin/appointments/admin-appointment-fields'
import { AftercareNotes, AttendanceCard, CancellationCard, RefundsCard } from './appointment/aftercare-cards'
import { DetailCard, DetailList, LINK, Row } from './appointment/detail-card'
import { lagosDateLabel, slotHourLabel, slotRangeLabel } from './lists/list-format'

const naira = (amount: number) => formatNaira(nairaToKobo(amount))

/**
 * The admin's appointment page: the people, the session, the money and the reschedule history, and
 * what happened after payment. `actions` are the Admin's buttons (none for a Manager).
 */
export function AppointmentDetail({ appointment, actions }: { appointment: AdminAppointmentDetail; actions?: ReactNode }) {
  const badge = appointmentStatusBadge(appointment)
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Appointment</h1>
        <Badge tone={badge.tone} className="text-sm">
          {badge.label}
        </Badge>
      </div>
      <p className="mt-2 text-ink-muted">
        {lagosDateLabel(appointment.appointmentDate)}, {slotRangeLabel(appointment.slot_start, appointment.slot_end)} (Lagos time)
      </p>
      {actions && <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
      <AftercareNotes appointment={appointment} />

      {appointment.needsRefund && (
        <div role="note" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-5">
          <p className="font-semibold">A payment for this appointment is being refunded.</p>
          <p className="mt-1 text-sm">
            The money arrived after the patient&apos;s hold had run out and the time was taken, so it goes back on its own. Follow it on{' '}
            <Link href="/admin/refunds" className="font-semibold underline underline-offset-4">
              Refunds
            </Link>
            .
          </p>
        </div>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <DetailCard title="People">
          <DetailList>
            <Row term="Therapist">
              <Person person={appointment.therapistId} href={`/admin/therapist/${appointment.therapistId._id}`} />
            </Row>
            <Row term="Client">
              <Person person={appointment.userId} href={`/admin/applicationUser/${appointment.userId._id}`} />
            </Row>
          </DetailList>
        </DetailCard>

        <DetailCard title="Session">
          <DetailList>
            <Row term="Booking date">{formatLagosDateTime(appointment.createdAt)}</Row>
            <Row term="Appointment date">{lagosDateLabel(appointment.appointmentDate)}</Row>
            <Row term="Start">{slotHourLabel(appointment.slot_start)}</Row>
            <Row term="End">{slotHourLabel(appointment.slot_end)}</Row>
            <Row term="Duration">{formatHours(appointment.duration)}</Row>
            {appointment.series && (
              <Row term="Weekly series">
                {weekOfSeries(appointment.series.week, appointment.series.weeks)}, paid under <span className="font-mono break-all">{appointment.series.paymentReference}</span>
              </Row>
            )}
            <Row term="Status">
              {appointment.isAbandoned ? `${ABANDONED_PAYMENT} (the hold was ${appointment.status.toLowerCase()} before any payment arrived)` : appointment.status}
              {appointment.isComplete && `, marked complete${appointment.completedAt ? ` on ${formatShortDate(appointment.completedAt)}` : ''}`}
            </Row>
            {appointment.holdExpiresAt && <Row term="Hold runs out">{formatLagosDateTime(appointment.holdExpiresAt)}</Row>}
            <Row term="Video link">
              {appointment.videoLink ? (
                <a href={appointment.videoLink} target="_blank" rel="noopener noreferrer" className={`${LINK} break-all`}>
                  {appointment.videoLink}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <span className="text-ink-muted">{noVideoLink(appointment)}</span>
              )}
            </Row>
          </DetailList>
        </DetailCard>

        <DetailCard title="Payment">
          <DetailList>
            <Row term="Payment status">{paymentStatusLabel(appointment.paymentStatus)}</Row>
            <Row term="Amount">{naira(appointment.amount)}</Row>
            <Row term="Payment reference">
              <span className="font-mono break-all">{appointment.paymentReference}</span>
            </Row>
            <Row term="Transaction reference">
              <span className="font-mono break-all">{appointment.transactionReference ?? '—'}</span>
            </Row>
            {appointment.payments.map((payment) => (
              <Row key={payment._id} term="Received">
                {naira(payment.amount)}
                {payment.currency === 'NGN' ? '' : ` ${payment.currency}`} via {payment.provider}, {formatLagosDateTime(payment.paidAt)}
                {appointment.payments.length > 1 && ` (${paymentStatusLabel(payment.status).toLowerCase()})`}
                {payment.paymentReference !== appointment.paymentReference && (
                  <span className="block font-mono break-all text-ink-muted">{payment.paymentReference}</span>
                )}
              </Row>
            ))}
          </DetailList>
        </DetailCard>

        <CancellationCard appointment={appointment} />
        <RefundsCard refunds={appointment.refunds} />
        <AttendanceCard appointment={appointment} />

        <DetailCard title="Reschedule history">
          {appointment.reschedules.length === 0 ? (
            <p className="text-ink-muted">Never rescheduled.</p>
          ) : (
            <ol className="space-y-3">
              {appointment.reschedules.map((change) => (
                <li key={change._id}>
                  <RescheduleLine change={change} />
                </li>
              ))}
            </ol>
          )}
        </DetailCard>
      </div>
    </>
  )
}

/** Why there is no link to show: never paid, not paid yet, hidden from a Manager (decision 005), or no session any more. */
function noVideoLink(appointment: AdminAppointmentDetail): string {
  if (appointment.isAbandoned) return 'None (never paid for)'
  if (appointment.status === 'Pending') return 'None (made when the payment is confirmed)'
  if (appointment.status === 'Paid') return 'Hidden (only admins see session links)'
  return 'None (the session does not take place)'
}

function Person({ person, href }: { person: AdminPerson; href: string }) {
  if (person.isDeleted) return <span className="text-ink-muted italic">{person.fullName}</span>
  return (
    <>
      <Link href={href} className={LINK}>
        {person.fullName}
      </Link>
      {person.email && <span className="block break-all text-ink-muted">{person.email}</span>}
    </>
  )
}

function RescheduleLine({ change }: { change: AdminAppointmentReschedule }) {
  return (
    <p>
      <span className="block text-ink-muted">Moved on {formatLagosDateTime(change.createdAt)}</span>
      From {lagosDateLabel(change.from.appointmentDate)}, {slotRangeLabel(change.from.slot_start, change.from.slot_end)} to{' '}
      {lagosDateLabel(change.to.appointmentDate)}, {slotRangeLabel(change.to.slot_start, change.to.slot_end)}
    </p>
  )
}
