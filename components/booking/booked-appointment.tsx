import { statusTone } from '@/components/appointments/appointment-display'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/components/ui/cn'
import { formatHours } from '@/lib/format'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import { drTitle, parseSlotHour } from '@/lib/validation/slot-hour'
import { hourRangeLabel, longDateLabel } from './booking-labels'
import { LocalTimeRange } from './local-time-range'
import { SummaryRows } from './summary-rows'

/**
 * A booked appointment on /payment-successful and /confirm-appointment: therapist, when, how long,
 * the amount, its status and payment reference, and the video session link once it is paid.
 */
export function BookedAppointment({ appointment, className }: { appointment: PatientAppointment; className?: string }) {
  const start = parseSlotHour(appointment.slot_start) ?? 0
  const end = parseSlotHour(appointment.slot_end, { isEnd: true }) ?? start + appointment.duration
  return (
    <section aria-labelledby="booked-appointment-heading" className={cn('rounded-2xl border border-sand-200 bg-white p-5 text-left shadow-sm sm:p-6', className)}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="booked-appointment-heading" className="text-lg font-semibold">
          Your appointment
        </h2>
        <Badge tone={statusTone(appointment.status)}>{appointment.status}</Badge>
      </div>
      <div className="mt-2">
        <SummaryRows
          rows={[
            { term: 'Therapist', value: drTitle(appointment.therapistId.fullName), testId: 'booked-therapist' },
            { term: 'Date', value: longDateLabel(appointment.appointmentDate), testId: 'booked-date' },
            {
              term: 'Time',
              value: (
                <>
                  {hourRangeLabel(start, end)}
                  <span className="block text-xs font-normal text-ink-muted">Nigerian time (WAT)</span>
                  <LocalTimeRange date={appointment.appointmentDate} startHour={start} endHour={end} />
                </>
              ),
              testId: 'booked-time',
            },
            { term: 'Duration', value: formatHours(appointment.duration), testId: 'booked-duration' },
            { term: 'Amount', value: formatNaira(nairaToKobo(appointment.amount)), testId: 'booked-amount' },
            { term: 'Payment reference', value: <span className="font-mono text-xs break-all">{appointment.paymentReference}</span>, testId: 'booked-reference' },
          ]}
        />
      </div>
      {appointment.videoLink && (
        <div className="mt-3 rounded-xl bg-brand-50 p-4">
          <p className="text-sm font-semibold text-brand-900">Video session</p>
          <p className="mt-1 text-sm text-ink-muted">Join from your phone or computer at the time of your session.</p>
          <a
            href={appointment.videoLink}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold break-all text-brand-800 underline underline-offset-4 hover:text-brand-900"
            data-testid="booked-video-link"
          >
            {appointment.videoLink}
          </a>
        </div>
      )}
    </section>
  )
}
