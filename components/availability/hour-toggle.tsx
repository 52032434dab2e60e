import { cn } from '@/components/ui/cn'
import { DAY_HOURS } from '@/lib/availability/planner'
import { formatHour12 } from '@/lib/time'

// One class list per state: cn() joins without merging, so two backgrounds must never meet.
const STATE_CLASSES = {
  off: 'border-sand-200 bg-white text-ink hover:border-brand-500 hover:bg-brand-50',
  on: 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800',
  lockedOff: 'cursor-not-allowed border-sand-200 bg-sand-100 text-ink-muted',
  lockedOn: 'cursor-not-allowed border-brand-200 bg-brand-100 text-brand-900',
} as const

type Props = {
  hour: number
  isSelected: boolean
  isDisabled: boolean
  /** A word under the time saying why it cannot change: Past or Booked. */
  note?: string
  onToggle: (hour: number) => void
}

/** One hourly slot: a toggle button; its pressed state is the choice. */
export function HourToggle({ hour, isSelected, isDisabled, note, onToggle }: Props) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      disabled={isDisabled}
      onClick={() => onToggle(hour)}
      data-hour={hour}
      className={cn(
        'flex min-h-11 flex-col items-center justify-center rounded-xl border px-1 py-1.5 text-sm font-semibold tabular-nums transition-colors',
        STATE_CLASSES[isDisabled ? (isSelected ? 'lockedOn' : 'lockedOff') : isSelected ? 'on' : 'off'],
      )}
    >
      <span className={cn(note === 'Past' && 'line-through decoration-1')}>{formatHour12(hour)}</span>
      {note && <span className="text-[0.6875rem] font-medium uppercase tracking-wide">{note}</span>}
    </button>
  )
}

/**
 * The 24 hourly toggles of one date (planner and editor), labelled by the date's heading; `lockedNote`
 * says why an hour cannot change (Past, Booked) and `isLocked` locks them all (a date already set,
 * a save under way).
 */
export function HourGrid({ labelledBy, className, chosen, isLocked, lockedNote, onToggle }: {
  labelledBy: string
  className: string
  chosen: readonly number[]
  isLocked: boolean
  lockedNote: (hour: number) => string | undefined
  onToggle: (hour: number) => void
}) {
  return (
    <div role="group" aria-labelledby={labelledBy} className={className}>
      {DAY_HOURS.map((hour) => {
        const note = lockedNote(hour)
        return <HourToggle key={hour} hour={hour} isSelected={chosen.includes(hour)} isDisabled={isLocked || note !== undefined} note={note} onToggle={onToggle} />
      })}
    </div>
  )
}
