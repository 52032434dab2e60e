'use client'

import type { ReactNode } from 'react'
import { cn } from '@/components/ui/cn'

export type Chip = { value: string; label: string; detail?: string | null; disabled?: boolean }

type Props = {
  /** Radio group name, unique on the page. */
  name: string
  legend: string
  chips: Chip[]
  value: string
  onChange: (value: string) => void
  /** Shown instead of the chips when there is nothing to choose yet ("Choose a date first"). */
  empty?: ReactNode
  columns?: 'dates' | 'times'
}

/**
 * One step of the booking widget: native radio buttons drawn as 44 px chips, so the keyboard (arrow
 * keys within the group), screen readers ("radio, 2 of 8, checked") and forms behave as usual.
 */
export function ChoiceChips({ name, legend, chips, value, onChange, empty, columns = 'times' }: Props) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2.5 text-sm font-semibold text-ink">{legend}</legend>
      {chips.length === 0 ? (
        <p className="rounded-xl border border-dashed border-sand-200 bg-white/60 px-4 py-3 text-sm text-ink-muted">{empty}</p>
      ) : (
        // A container: the columns follow the widget's own width (a narrow column beside the profile
        // card on tablets, the whole width on phones), not the window's.
        <div className="@container">
          <div
            className={cn(
              'grid gap-2',
              columns === 'dates' ? 'grid-cols-2 @xs:grid-cols-3 @md:grid-cols-4 @2xl:grid-cols-5' : 'grid-cols-2 @xs:grid-cols-3 @lg:grid-cols-4 @3xl:grid-cols-5',
            )}
          >
            {chips.map((chip) => (
              <label key={chip.value} className={cn('relative flex', chip.disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
                <input
                  type="radio"
                  name={name}
                  value={chip.value}
                  checked={chip.value === value}
                  disabled={chip.disabled}
                  onChange={() => onChange(chip.value)}
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    'flex min-h-11 w-full flex-col items-center justify-center rounded-xl border px-2 py-1.5 text-center leading-tight transition-colors',
                    'border-sand-200 bg-white text-ink hover:border-brand-500',
                    'peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white',
                    'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
                    'peer-disabled:border-sand-100 peer-disabled:bg-sand-100 peer-disabled:text-ink-muted peer-disabled:hover:border-sand-100',
                  )}
                >
                  <span className="text-sm font-semibold whitespace-nowrap">{chip.label}</span>
                  {chip.detail && <span className="mt-0.5 text-xs">{chip.detail}</span>}
                </span>
              </label>
            ))}
          </div>
        </div>
      )}
    </fieldset>
  )
}
