import Link from 'next/link'
import { cn } from '@/components/ui/cn'
import { formatDateKeyShort, weekdayName } from '@/lib/availability/calendar'
import { describeGlance, glanceMark, glanceWeeks, type DayGlance, type GlanceState } from '@/lib/availability/weeks-ahead'

const CELL: Record<GlanceState, string> = {
  passed: 'bg-sand-100 text-ink-muted',
  off: 'bg-amber-100 text-amber-950 ring-1 ring-inset ring-amber-300',
  booked: 'bg-brand-700 text-white',
  open: 'bg-brand-100 text-brand-900',
  empty: 'bg-white text-ink-muted ring-1 ring-inset ring-sand-200',
}

const LEGEND: { state: GlanceState; label: string }[] = [
  { state: 'open', label: 'Open hours' },
  { state: 'booked', label: 'Has sessions' },
  { state: 'off', label: 'Time off' },
  { state: 'empty', label: 'No hours' },
]

type Props = {
  glances: readonly DayGlance[]
  today: string
  /** The planner: a week's row jumps to that week. Elsewhere the rows are plain text. */
  onPickWeek?: (offset: number) => void
  /** The link to the time-off page under the view (the planner shows it; the time-off page does not). */
  showTimeOffLink?: boolean
}

/**
 * The weeks ahead at a glance (the planner and the time-off page): one row per week from this one to
 * the last the planner reaches, one cell per day saying whether it has open hours, sessions or is time
 * off. A table, so a screen reader reads each cell with its week and weekday; every cell also carries
 * its full description.
 */
export function WeeksAhead({ glances, today, onPickWeek, showTimeOffLink = false }: Props) {
  const weeks = glanceWeeks(glances, today)
  return (
    <section aria-labelledby="weeks-ahead-heading" className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5" data-testid="weeks-ahead">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="weeks-ahead-heading" className="text-lg font-semibold">
          The weeks ahead
        </h2>
        {showTimeOffLink && (
          <Link href="/therapist-dashboard/time-off" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
            Manage time off
          </Link>
        )}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted" aria-label="Key">
        {LEGEND.map(({ state, label }) => (
          <li key={state} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('inline-block size-3 rounded', CELL[state])} />
            {label}
          </li>
        ))}
      </ul>
      <table className="mt-3 w-full table-fixed border-separate border-spacing-1 text-center text-xs tabular-nums">
        <caption className="sr-only">Open hours, sessions and time off for each day of the weeks ahead</caption>
        <thead>
          <tr>
            <th scope="col" className="w-16 text-left font-semibold text-ink-muted sm:w-20">
              Week of
            </th>
            {weeks[0]!.days.map((day) => (
              <th key={day.date} scope="col" className="font-semibold text-ink-muted">
                <abbr title={weekdayName(day.date)} className="no-underline">
                  {weekdayName(day.date).slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.monday}>
              <th scope="row" className="text-left font-semibold text-ink">
                {onPickWeek ? (
                  <button
                    type="button"
                    onClick={() => onPickWeek(week.offset)}
                    className="min-h-8 rounded-lg px-1 text-left text-brand-800 underline-offset-2 hover:underline"
                    aria-label={`Show the week of ${formatDateKeyShort(week.monday)} in the planner`}
                  >
                    {shortMonday(week.monday)}
                  </button>
                ) : (
                  shortMonday(week.monday)
                )}
              </th>
              {week.days.map((day) => (
                <td
                  key={day.date}
                  data-date={day.date}
                  data-state={day.state}
                  title={describeGlance(day)}
                  className={cn('h-8 rounded-md font-semibold', CELL[day.state], day.date === today && 'outline-2 outline-offset-1 outline-ink')}
                >
                  <span aria-hidden="true">{glanceMark(day)}</span>
                  <span className="sr-only">{describeGlance(day)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** "Dec 21": the week's Monday, short, without the year. */
function shortMonday(monday: string): string {
  return formatDateKeyShort(monday).replace(/, \d{4}$/, '')
}
