'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'
import { Star } from './stars'

const WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const

type Props = {
  /** The form's registration of `rating` (valueAsNumber). */
  registration: UseFormRegisterReturn<'rating'>
  value: number | undefined
  error?: string
  disabled?: boolean
}

/**
 * Five stars to choose from: real radio buttons (arrow keys move between them, a screen reader reads
 * "3 stars, Good"), each drawn as the stars up to it. The chosen rating is said in words beside them.
 */
export function StarRatingInput({ registration, value, error, disabled }: Props) {
  const errorId = `${registration.name}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-ink">Your rating</legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-lg p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input type="radio" value={star} className="sr-only" {...registration} />
            <Star filled={value !== undefined && star <= value} className="size-8" />
            <span className="sr-only">
              {star} {star === 1 ? 'star' : 'stars'}, {WORDS[star - 1]}
            </span>
          </label>
        ))}
        <span className="ml-2 text-sm text-ink-muted" aria-hidden="true">
          {value ? WORDS[value - 1] : 'Choose 1 to 5 stars'}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
