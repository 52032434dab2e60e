import { formatDateKeyLong, weekdayName } from './calendar'
import { MAX_WEEKS_AHEAD, plannerWeek } from './planner'

// The planner's weeks-ahead view: every day from this week's Monday to the end of the last week the
// planner reaches, as one small cell each. Pure: the server counts the hours, the page draws them.

/** What a day holds, in the order it is shown: gone, away, with sessions, open, nothing. */
export type GlanceState = 'passed' | 'off' | 'booked' | 'open' | 'empty'

export type DayGlance = {
  date: string
  state: GlanceState
  /** Hours patients can still book (lib/availability/free-hours.ts). */
  openHours: number
  /** Hours that patients hold or have booked. */
  bookedHours: number
}

type Counts = { date: string; today: string; isDayOff: boolean; openHours: number; bookedHours: number }

export function dayGlance({ date, today, isDayOff, openHours, bookedHours }: Counts): DayGlance {
  const state: GlanceState = date < today ? 'passed' : isDayOff ? 'off' : bookedHours > 0 ? 'booked' : openHours > 0 ? 'open' : 'empty'
  return { date, state, openHours, bookedHours }
}

const hoursText = (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`

/** "Tuesday, December 29, 2026: 3 open hours, 1 hour booked", for a screen reader and the cell's title. */
export function describeGlance(glance: DayGlance): string {
  const what =
    glance.state === 'passed'
      ? 'passed'
      : glance.state === 'off'
        ? 'time off'
        : glance.state === 'empty'
          ? 'no hours'
          : [glance.openHours > 0 && `${hoursText(glance.openHours)} open`, glance.bookedHours > 0 && `${hoursText(glance.bookedHours)} booked`].filter(Boolean).join(', ')
  return `${weekdayName(glance.date)}, ${formatDateKeyLong(glance.date)}: ${what}`
}

/** The few characters inside a cell: Off, the open hours (5h), or a dash. */
export function glanceMark(glance: DayGlance): string {
  if (glance.state === 'passed') return ''
  if (glance.state === 'off') return 'Off'
  if (glance.state === 'empty') return '–'
  return `${glance.openHours + glance.bookedHours}h`
}

export type GlanceWeek = { offset: number; monday: string; days: DayGlance[] }

/** The glances in rows of a week, this week first, as far as the planner goes; a missing day reads empty. */
export function glanceWeeks(glances: readonly DayGlance[], today: string): GlanceWeek[] {
  const byDate = new Map(glances.map((glance) => [glance.date, glance]))
  return Array.from({ length: MAX_WEEKS_AHEAD + 1 }, (_, offset) => {
    const week = plannerWeek(offset, today)
    return {
      offset,
      monday: week.monday,
      days: week.dates.map((date) => byDate.get(date) ?? dayGlance({ date, today, isDayOff: false, openHours: 0, bookedHours: 0 })),
    }
  })
}

/** The first and the last date the view covers. */
export function glanceRange(today: string): { from: string; to: string } {
  return { from: plannerWeek(0, today).monday, to: plannerWeek(MAX_WEEKS_AHEAD, today).sunday }
}
