import Link from 'next/link'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { appointmentStatusBadge, paymentStatusLabel } from '@/lib/admin/appointment-status'
import { ABANDONED_PAYMENT } from '@/lib/appointments/appointment-state'
import { formatHours, formatShortDate } from '@/lib/format'
import { formatNaira, nairaToKobo } from '@/lib/money'
import { NIGERIA_TIME_ZONE } from '@/lib/time'
import type { AdminAppointmentDetail, AdminAppointmentReschedule } from '@/lib/server/admin/appointments/view-admin-appointment'
import type { AdminPerson } from '@/lib/server/admin/appointments/admin-appointment-fields'
import { LINK } from './lists/admin-table'
import { lagosDateLabel, slotHourLabel, slotRangeLabel } from './lists/list-format'

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true, timeZone: NIGERIA_TIME_ZONE })
const naira = (amount: number) => formatNaira(nairaToKobo(amount))

/** Spec 2.8's appointment page: the people, the session, the money and the reschedule history. */
export function AppointmentDetail({ appointment }: { appointment: AdminAppointmentDetail }) {
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
            <Row term="Booking date">{WHEN.format(new Date(appointment.createdAt))}</Row>
            <Row term="Appointment date">{lagosDateLabel(appointment.appointmentDate)}</Row>
            <Row term="Start">{slotHourLabel(appointment.slot_start)}</Row>
            <Row term="End">{slotHourLabel(appointment.slot_end)}</Row>
            <Row term="Duration">{formatHours(appointment.duration)}</Row>
            <Row term="Status">
              {appointment.isAbandoned ? `${ABANDONED_PAYMENT} (the hold was ${appointment.status.toLowerCase()} before any payment arrived)` : appointment.status}
              {appointment.isComplete && `, marked complete${appointment.completedAt ? ` on ${formatShortDate(appointment.completedAt)}` : ''}`}
            </Row>
            {appointment.holdExpiresAt && <Row term="Hold runs out">{WHEN.format(new Date(appointment.holdExpiresAt))}</Row>}
            <Row term="Video link">
              {appointment.videoLink ? (
                <a href={appointment.videoLink} target="_blank" rel="noopener noreferrer" className={`${LINK} break-all`}>
                  {appointment.videoLink}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <span className="text-ink-muted">{appointment.isAbandoned ? 'None (never paid for)' : 'None (made when the payment is confirmed)'}</span>
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
                {payment.currency === 'NGN' ? '' : ` ${payment.currency}`} via {payment.provider}, {WHEN.format(new Date(payment.paidAt))}
                {appointment.payments.length > 1 && ` (${paymentStatusLabel(payment.status).toLowerCase()})`}
                {payment.paymentReference !== appointment.paymentReference && (
                  <span className="block font-mono break-all text-ink-muted">{payment.paymentReference}</span>
                )}
              </Row>
            ))}
          </DetailList>
        </DetailCard>

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

function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `detail-${title.toLowerCase().replace(/\s+/g, '-')}`
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-sans text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  )
}

function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[7.5rem_1fr] gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr] sm:gap-x-6">{children}</dl>
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-muted">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  )
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
      <span className="block text-ink-muted">Moved on {WHEN.format(new Date(change.createdAt))}</span>
      From {lagosDateLabel(change.from.appointmentDate)}, {slotRangeLabel(change.from.slot_start, change.from.slot_end)} to{' '}
      {lagosDateLabel(change.to.appointmentDate)}, {slotRangeLabel(change.to.slot_start, change.to.slot_end)}
    </p>
  )
}
