import type { UseFormRegisterReturn } from 'react-hook-form'
import { describedBy, Field, Select } from '@/components/ui/field'
import { NIGERIAN_STATES } from '@/lib/nigeria'

/** The gender choices (Male, Female), after an empty prompt; for a <Select>. */
export function GenderOptions() {
  return (
    <>
      <option value="">Select gender</option>
      <option value="Male">Male</option>
      <option value="Female">Female</option>
    </>
  )
}

/** The 36 states and the FCT, after an empty prompt; for a <Select>. */
export function StateOptions() {
  return (
    <>
      <option value="">Select state</option>
      {NIGERIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </>
  )
}

const CHOICES = { gender: { label: 'Gender', Options: GenderOptions }, state: { label: 'State', Options: StateOptions } }

/** The Gender or State select of the profile forms, with its label and error. */
export function ChoiceField({ kind, id, error, required, registration }: { kind: keyof typeof CHOICES; id: string; error?: string; required?: boolean; registration: UseFormRegisterReturn }) {
  const { label, Options } = CHOICES[kind]
  return (
    <Field label={label} htmlFor={id} error={error} required={required}>
      <Select id={id} {...describedBy(id, error)} {...registration}>
        <Options />
      </Select>
    </Field>
  )
}
