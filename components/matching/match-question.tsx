import { cn } from '@/components/ui/cn'

type Choice = { value: string; label: string }
type Props = {
  name: string
  legend: string
  hint?: string
  choices: readonly Choice[]
  /** The answer given last time (kept after the form is sent), or the suggested one. */
  defaultValue?: string
  error?: string
  /** One choice per line (long labels), instead of chips that wrap. */
  stacked?: boolean
}

/**
 * One question of the questionnaire: a fieldset named by its legend, plain radios large enough to
 * tap. Required in the browser too, so a missing answer is caught before anything is sent.
 */
export function MatchQuestion({ name, legend, hint, choices, defaultValue, error, stacked = false }: Props) {
  const describedBy = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <fieldset className="space-y-3" aria-describedby={describedBy}>
      <legend className="text-lg font-semibold text-ink">{legend}</legend>
      {hint && (
        <p id={`${name}-hint`} className="-mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div className={cn('gap-2', stacked ? 'grid sm:grid-cols-2' : 'flex flex-wrap')}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-sand-200 bg-white px-4 py-2 text-base leading-snug has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input type="radio" name={name} value={choice.value} defaultChecked={choice.value === defaultValue} required className="size-4 shrink-0 accent-brand-700" />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
