import type { UseFormRegisterReturn } from 'react-hook-form'

type Props = { legend: string; name: string; choices: readonly { value: string; label: string }[]; error?: string; registration: UseFormRegisterReturn; required?: boolean }

/** Plain radio choices in a fieldset: large enough to tap, named by their legend. */
export function ChoiceGroup({ legend, name, choices, error, registration, required }: Props) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">
        {legend}
        {required && <span aria-hidden="true" className="text-red-700"> *</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sand-200 bg-white px-4 text-base has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input type="radio" value={choice.value} className="size-4 accent-brand-700" {...registration} />
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
