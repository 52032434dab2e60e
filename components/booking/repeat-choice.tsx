'use client'

import { Field, Select } from '@/components/ui/field'
import { WEEK_CHOICES } from '@/lib/booking/series'

/** "Once", or "Every week for N weeks" (2 to 12): the widget's fourth step, a native labelled select. */
export function RepeatChoice({ id, weeks, onChange }: { id: string; weeks: number; onChange: (weeks: number) => void }) {
  return (
    <Field label="4. How often" htmlFor={id} hint="Every week: the same day and hours each week, paid in one payment.">
      <Select id={id} value={String(weeks)} onChange={(event) => onChange(Number(event.target.value))} aria-describedby={`${id}-hint`} data-testid="booking-weeks">
        {WEEK_CHOICES.map((n) => (
          <option key={n} value={n}>
            {n === 1 ? 'Once' : `Every week for ${n} weeks`}
          </option>
        ))}
      </Select>
    </Field>
  )
}
