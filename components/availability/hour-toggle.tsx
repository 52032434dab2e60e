import { cn } from '@/components/ui/cn'
import { formatHour12 } from '@/lib/format'

type Props = {
  hour: number
  isSelected: boolean
  isDisabled: boolean
  /** A word under the time saying why it cannot change: Past (spec 4) or Booked. */
  note?: string
  onToggle: (hour: number) => void
}

/** One hourly slot (spec 9): a toggle button; its pressed state is the choice. */
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
        isSelected ? 'border-brand-700 bg-brand-700 text-white' : 'border-sand-200 bg-white text-ink hover:border-brand-500 hover:bg-brand-50',
        isDisabled && !isSelected && 'cursor-not-allowed border-sand-200 bg-sand-100 text-ink-muted hover:border-sand-200 hover:bg-sand-100',
        isDisabled && isSelected && 'cursor-not-allowed border-brand-300 bg-brand-300 text-brand-900 hover:bg-brand-300',
      )}
    >
      <span className={cn(note === 'Past' && 'line-through decoration-1')}>{formatHour12(hour)}</span>
      {note && <span className="text-[0.6875rem] font-medium uppercase tracking-wide">{note}</span>}
    </button>
  )
}
