import { ButtonLink } from '@/components/ui/button'
import { CLASH_REASONS, runOfferLabel, type Clash, type FreeRun } from '@/lib/booking/series'
import { confirmationPath } from '@/lib/booking/slot-choices'
import { SeriesWeekList } from './series-week-list'

type Props = { therapistId: string; dates: string[]; clashes: Clash[]; longestRun: FreeRun | null; startHour: number; endHour: number }

/**
 * A weekly series whose weeks are not all free (decision 023): every week with the clashing ones
 * named, and a button to take the longest run of free weeks instead (the same weekday and hours), or
 * to choose another time.
 */
export function SeriesDraftClash({ therapistId, dates, clashes, longestRun, startHour, endHour }: Props) {
  const marked = Object.fromEntries(clashes.map((clash) => [clash.appointmentDate, CLASH_REASONS[clash.reason]]))
  return (
    <div className="mt-6 space-y-4 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm" data-testid="series-clash">
      <p role="alert" className="font-semibold text-ink">
        Not every week of this series is free, so nothing can be held as it is.
      </p>
      <SeriesWeekList dates={dates} marked={marked} />
      <div className="flex flex-col gap-3 sm:flex-row">
        {longestRun ? <ButtonLink href={confirmationPath({ therapistId, date: longestRun.appointmentDate, start: startHour, end: endHour, weeks: longestRun.weeks })}>{runOfferLabel(longestRun)}</ButtonLink> : null}
        <ButtonLink href={`/one-therapist/${therapistId}#booking`} variant={longestRun ? 'secondary' : 'primary'}>
          Choose another time
        </ButtonLink>
      </div>
    </div>
  )
}
