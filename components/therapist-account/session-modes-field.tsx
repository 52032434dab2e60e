import type { UseFormRegisterReturn } from 'react-hook-form'
import { SESSION_MODE_DETAILS, SESSION_MODE_LABELS, SESSION_MODES, sessionModeName } from '@/lib/session-modes'

/** "How you meet patients": video, audio only and phone as checkboxes, at least one (the schema checks). */
export function SessionModesField({ registration, error, idPrefix }: { registration: UseFormRegisterReturn; error?: string; idPrefix: string }) {
  const errorId = `${idPrefix}-sessionModes-error`
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">
        How you meet patients<span aria-hidden="true" className="text-red-700"> *</span>
      </legend>
      <p className="text-xs text-ink-muted">Patients choose one of these when they book. Audio only and phone help people on a weak connection.</p>
      {SESSION_MODES.map((mode) => (
        <label key={mode} className="flex items-start gap-3 rounded-xl border border-sand-200 bg-white px-3 py-2 text-sm">
          <input type="checkbox" value={sessionModeName(mode)} className="mt-0.5 size-5 shrink-0 accent-brand-700" {...registration} />
          <span>
            <span className="font-semibold text-ink">{SESSION_MODE_LABELS[mode]}</span>
            <span className="block text-ink-muted">{mode === 'Phone' ? 'You call the patient at the session time; their number shows on the appointment from 15 minutes before the start until the end.' : SESSION_MODE_DETAILS[mode].replace('your camera', 'cameras')}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
