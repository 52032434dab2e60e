import type { UseFormRegisterReturn } from 'react-hook-form'
import { describedBy, Field, Select } from '@/components/ui/field'
import { FAITH_APPROACHES, FAITH_LABELS } from '@/lib/faith'
import { LANGUAGE_LABELS, LANGUAGES } from '@/lib/languages'

/** "Languages you hold sessions in": the seven as checkboxes, at least one (the schema checks). */
export function LanguagesField({ registration, error, idPrefix }: { registration: UseFormRegisterReturn; error?: string; idPrefix: string }) {
  const errorId = `${idPrefix}-languages-error`
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">
        Languages you hold sessions in<span aria-hidden="true" className="text-red-700"> *</span>
      </legend>
      <p className="text-xs text-ink-muted">Patients can look for a therapist who speaks their language.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {LANGUAGES.map((language) => (
          <label key={language} className="flex min-h-11 items-center gap-3 rounded-xl border border-sand-200 bg-white px-3 py-2 text-sm font-semibold text-ink">
            <input type="checkbox" value={language} className="size-5 shrink-0 accent-brand-700" {...registration} />
            {LANGUAGE_LABELS[language]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** An optional faith-based approach: "None stated" (the default) or one of the three. */
export function FaithField({ registration, error, idPrefix }: { registration: UseFormRegisterReturn; error?: string; idPrefix: string }) {
  const id = `${idPrefix}-faith`
  return (
    <Field label="Faith-based approach (optional)" htmlFor={id} error={error} hint="Only if you offer counselling that draws on a faith. Patients can look for it.">
      {/* The hint explains the choice; the error replaces it when there is one. */}
      <Select id={id} {...describedBy(id, error)} aria-describedby={error ? `${id}-error` : `${id}-hint`} {...registration}>
        <option value="">None stated</option>
        {FAITH_APPROACHES.map((faith) => (
          <option key={faith} value={faith}>
            {FAITH_LABELS[faith]}
          </option>
        ))}
      </Select>
    </Field>
  )
}
