'use client'

import { SESSION_MODE_DETAILS, SESSION_MODE_LABELS, type SessionMode } from '@/lib/session-modes'
import { ChoiceChips } from './choice-chips'

/**
 * The widget's fifth step, how the session takes place, among the modes the therapist offers; with
 * only one offered, a sentence saying which instead of a choice.
 */
export function SessionModeChoice({ name, offered, value, onChange }: { name: string; offered: readonly SessionMode[]; value: SessionMode; onChange: (mode: SessionMode) => void }) {
  if (offered.length <= 1) {
    return (
      <p className="text-sm text-ink-muted" data-testid="booking-mode">
        Sessions with this therapist: <span className="font-semibold text-ink">{SESSION_MODE_LABELS[value]}</span>. {SESSION_MODE_DETAILS[value]}
      </p>
    )
  }
  return (
    <div data-testid="booking-mode">
      <ChoiceChips
        name={name}
        legend="5. How you meet"
        chips={offered.map((mode) => ({ value: mode, label: SESSION_MODE_LABELS[mode] }))}
        value={value}
        onChange={(mode) => onChange(mode as SessionMode)}
      />
      <p className="mt-2 text-xs text-ink-muted">{SESSION_MODE_DETAILS[value]}</p>
    </div>
  )
}
