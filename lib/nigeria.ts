// The 36 states and the Federal Capital Territory.
export const NIGERIAN_STATES = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta',
  'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'FCT', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi',
  'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers',
  'Sokoto', 'Taraba', 'Yobe', 'Zamfara',
] as const

export type NigerianState = (typeof NIGERIAN_STATES)[number]

/**
 * Nigerian mobile numbers in the ways people write them: 0803 123 4567, 803 123 4567, +234 803 123 4567,
 * 234-803-123-4567, (0803) 123 4567, 00234 803 123 4567, even +234 (0) 803 123 4567. The ten digits
 * after the country code start 70, 71, 80, 81, 90 or 91 (the mobile ranges).
 */
const NIGERIAN_PHONE = /^(?:(?:\+|00)?234)?0?([789][01]\d{8})$/
const SEPARATORS = /[\s\-.()]/g

/**
 * The number in E.164 (+234XXXXXXXXXX), or null when it is not a Nigerian mobile number: the one
 * reading of a phone number, used for the profile's field and for SMS and WhatsApp messages.
 */
export function normaliseNigerianPhone(input: string): string | null {
  const digits = input.replace(SEPARATORS, '')
  const match = NIGERIAN_PHONE.exec(digits)
  return match ? `+234${match[1]}` : null
}
