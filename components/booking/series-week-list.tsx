import { formatDateKeyShort, weekdayName } from '@/lib/availability/calendar'
import { cn } from '@/components/ui/cn'

/** "Wed, Apr 9, 2031": a week of a series in a list. */
export function seriesDateLabel(date: string): string {
  return `${weekdayName(date).slice(0, 3)}, ${formatDateKeyShort(date)}`
}

/**
 * Every date of a weekly series, numbered (the widget, the confirmation page, the clash and the
 * result pages). `marked` dates read as not free beside their date, in words, never by colour alone.
 */
export function SeriesWeekList({ dates, marked = {}, className, testId = 'series-dates' }: { dates: readonly string[]; marked?: Record<string, string>; className?: string; testId?: string }) {
  return (
    <ol className={cn('grid gap-1 text-sm sm:grid-cols-2', className)} data-testid={testId}>
      {dates.map((date, i) => (
        <li key={date} className={cn('flex items-baseline gap-2', marked[date] ? 'font-semibold text-red-800' : 'text-ink')}>
          <span className="w-16 shrink-0 text-xs font-medium text-ink-muted">Week {i + 1}</span>
          <span>
            {seriesDateLabel(date)}
            {marked[date] ? <span className="font-normal"> ({marked[date]})</span> : null}
          </span>
        </li>
      ))}
    </ol>
  )
}
