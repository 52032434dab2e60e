'use client'

import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, Select, describedBy } from '@/components/ui/field'
import { SPECIALTIES } from '@/lib/specialties'
import { SPECIALTY_SLOTS, type SpecialtySlot } from '@/lib/validation/therapist'

type Props = {
  /** The slots' current values, in slot order (useWatch on SPECIALTY_SLOTS). */
  chosen: readonly (string | null | undefined)[]
  /** react-hook-form's register for a slot. */
  fieldProps: (slot: SpecialtySlot) => UseFormRegisterReturn
  errorFor: (slot: SpecialtySlot) => string | undefined
  /** Prefix for element ids: Next keeps recently visited pages mounted, and ids must stay unique. */
  idPrefix: string
}

const LABELS: Record<SpecialtySlot, string> = {
  specialtyOne: 'Main Specialty',
  specialtyTwo: 'Specialty 2',
  specialtyThree: 'Specialty 3',
  specialtyFour: 'Specialty 4',
  specialtyFive: 'Specialty 5',
}

/**
 * The main specialty and up to four more from the 15 specialties: a specialty chosen in one slot is
 * hidden from the others, so no repeat can be picked (the server refuses repeats anyway).
 */
export function SpecialtyFields({ chosen, fieldProps, errorFor, idPrefix }: Props) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-ink">Specialties</legend>
      <p className="text-sm text-ink-muted">Choose your main specialty and up to four more. Each can be chosen once.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {SPECIALTY_SLOTS.map((slot, index) => {
          const takenElsewhere = new Set(chosen.filter((value, other) => other !== index && value))
          const id = `${idPrefix}-${slot}`
          const error = errorFor(slot)
          return (
            <Field key={slot} label={LABELS[slot]} htmlFor={id} error={error} required={index === 0} className={index === 0 ? 'sm:col-span-2' : undefined}>
              <Select id={id} {...describedBy(id, error)} {...fieldProps(slot)}>
                <option value="">{index === 0 ? 'Select main specialty' : 'None'}</option>
                {SPECIALTIES.filter((specialty) => !takenElsewhere.has(specialty)).map((specialty) => (
                  <option key={specialty} value={specialty}>
                    {specialty}
                  </option>
                ))}
              </Select>
            </Field>
          )
        })}
      </div>
    </fieldset>
  )
}
