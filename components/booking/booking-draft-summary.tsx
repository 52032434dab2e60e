import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { describeRepeat } from '@/lib/booking/series'
import { formatHours } from '@/lib/format'
import { formatNaira } from '@/lib/money'
import { SESSION_MODE_DETAILS, SESSION_MODE_LABELS } from '@/lib/session-modes'
import type { BookingDraft } from '@/lib/server/booking/describe-booking-draft'
import { drTitle } from '@/lib/validation/slot-hour'
import { hourRangeLabel, longDateLabel } from './booking-labels'
import { LocalTimeRange } from './local-time-range'
import { SeriesWeekList } from './series-week-list'
import { SummaryRows } from './summary-rows'

/**
 * The booking summary of /appointment-confirmation: who, when, how long, how (video, audio or phone), how much. A
 * weekly series (decision 023) lists every date, and its amount is the total for every week.
 */
export function BookingDraftSummary({ draft }: { draft: BookingDraft }) {
  const isSeries = draft.weeks > 1
  return (
    <section aria-labelledby="booking-summary-heading" className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="booking-summary-heading" className="sr-only">
        Booking summary
      </h2>
      <div className="flex items-center gap-4">
        <ImageWithFallback
          src={draft.therapist.photoUrl}
          alt={`Photo of ${draft.therapist.fullName}`}
          width={72}
          height={72}
          decoding="async"
          className="size-16 shrink-0 rounded-full bg-brand-50 object-cover sm:size-18"
        />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Your session with</p>
          <p className="truncate text-lg font-semibold text-ink sm:text-xl" data-testid="summary-therapist">
            {drTitle(draft.therapist.fullName)}
          </p>
        </div>
      </div>
      <div className="mt-4 border-t border-sand-100">
        <SummaryRows
          rows={[
            isSeries
              ? { term: 'Repeats', value: describeRepeat(draft.appointmentDate, draft.weeks), testId: 'summary-repeat' }
              : { term: 'Date', value: longDateLabel(draft.appointmentDate), testId: 'summary-date' },
            {
              term: 'Time',
              value: (
                <>
                  {hourRangeLabel(draft.startHour, draft.endHour)}
                  <span className="block text-xs font-normal text-ink-muted">Nigerian time (WAT)</span>
                  <LocalTimeRange date={draft.appointmentDate} startHour={draft.startHour} endHour={draft.endHour} />
                </>
              ),
              testId: 'summary-time',
            },
            { term: 'Duration', value: isSeries ? `${formatHours(draft.duration)} each` : formatHours(draft.duration), testId: 'summary-duration' },
            {
              term: 'Session',
              value: (
                <>
                  {SESSION_MODE_LABELS[draft.sessionMode]}
                  <span className="block text-xs font-normal text-ink-muted">{SESSION_MODE_DETAILS[draft.sessionMode]}</span>
                </>
              ),
              testId: 'summary-mode',
            },
          ]}
        />
      </div>
      {isSeries ? (
        <div className="border-t border-sand-100 py-3">
          <p className="mb-2 text-sm text-ink-muted">Dates</p>
          <SeriesWeekList dates={draft.dates} />
        </div>
      ) : null}
      <div className="mt-2 flex items-baseline justify-between gap-4 rounded-xl bg-brand-50 px-4 py-3">
        <span className="text-sm font-semibold text-brand-900">
          {isSeries ? 'Total' : 'Amount'}
          {isSeries ? <span className="block text-xs font-medium">{draft.weeks} sessions × {formatNaira(draft.sessionAmountKobo)}, one payment</span> : null}
        </span>
        <span className="text-2xl font-semibold text-brand-900" data-testid="summary-amount">
          {formatNaira(draft.amountKobo)}
        </span>
      </div>
    </section>
  )
}
