import { NIGERIAN_STATES } from '@/lib/nigeria'

/** The gender choices of spec 3, after an empty prompt; for a <Select>. */
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
