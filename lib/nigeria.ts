// The 36 states and the Federal Capital Territory.
export const NIGERIAN_STATES = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta',
  'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'FCT', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi',
  'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers',
  'Sokoto', 'Taraba', 'Yobe', 'Zamfara',
] as const

export type NigerianState = (typeof NIGERIAN_STATES)[number]

/** Nigerian mobile numbers: 0803 123 4567 or +234 803 123 4567 (spaces and dashes allowed). */
const NIGERIAN_PHONE = /^(?:\+?234|0)([789][01]\d{8})$/

/** The number in +234 form, or null when it is not a Nigerian mobile number. */
export function normaliseNigerianPhone(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '')
  const match = NIGERIAN_PHONE.exec(digits)
  return match ? `+234${match[1]}` : null
}
