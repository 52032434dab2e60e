'use client'

import type { Ref } from 'react'
import { Star } from './stars'

const WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const

type Props = {
  name: string
  /** The chosen rating, 1 to 5, or undefined before one is chosen. */
  value: number | undefined
  onChange: (rating: number) => void
  onBlur?: () => void
  /** The first radio button, which the form focuses on an error. */
  inputRef?: Ref<HTMLInputElement>
  error?: string
  disabled?: boolean
}

/**
 * Five stars to choose from: real radio buttons (arrow keys move between them, a screen reader reads
 * "3 stars, Good"), each drawn as the stars up to it. The chosen rating is said in words beside them.
 * Controlled, so the form holds a number (a radio button's own value is text).
 */
export function StarRatingInput({ name, value, onChange, onBlur, inputRef, error, disabled }: Props) {
  const errorId = `${name}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-ink">Your rating</legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-lg p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              ref={star === 1 ? inputRef : undefined}
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onBlur={onBlur}
              className="sr-only"
            />
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
