import { statusTone, timeSlotLabel } from '@/components/appointments/appointment-display'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/components/ui/cn'
import { formatNaira, nairaToKobo } from '@/lib/money'
import type { PatientAppointment } from '@/lib/server/appointments/appointment-dto'
import { drTitle } from '@/lib/validation/slot-hour'
import { seriesDateLabel } from './series-week-list'

/**
 * A paid weekly series on /payment-successful (decision 023): every week with its date, time and
 * status, the total of the one payment, and where each week's own video link is.
 */
export function BookedSeries({ weeks, className }: { weeks: PatientAppointment[]; className?: string }) {
  const first = weeks[0]!
  const totalKobo = weeks.reduce((sum, week) => sum + nairaToKobo(week.amount), 0)
  return (
    <section aria-labelledby="booked-series-heading" className={cn('rounded-2xl border border-sand-200 bg-white p-5 text-left shadow-sm sm:p-6', className)} data-testid="booked-series">
      <h2 id="booked-series-heading" className="text-lg font-semibold">
        Your {weeks.length} weekly sessions with {drTitle(first.therapistId.fullName)}
      </h2>
      <ol className="mt-3 divide-y divide-sand-100 text-sm">
        {weeks.map((week, i) => (
          <li key={week._id} className="flex flex-wrap items-center justify-between gap-2 py-2.5" data-testid="booked-series-week">
            <span>
              <span className="font-semibold text-ink">Week {i + 1}: </span>
              {seriesDateLabel(week.appointmentDate)}, {timeSlotLabel(week.slot_start, week.slot_end)}
            </span>
            <Badge tone={statusTone(week.status)}>{week.status}</Badge>
          </li>
        ))}
      </ol>
      <p className="mt-3 flex items-baseline justify-between gap-4 rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900">
        <span>Paid in one payment</span>
        <span className="text-lg" data-testid="booked-series-total">
          {formatNaira(totalKobo)}
        </span>
      </p>
      <p className="mt-3 text-sm text-ink-muted">Each session has its own video link: it is on your profile and in your email.</p>
    </section>
  )
}
