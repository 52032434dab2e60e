// Messages of the availability rules that code on the therapist's public page needs (the planner's
// window, the waitlist form), kept apart from availability.ts so that page does not load zod.

export const NO_SLOT_SELECTED = 'Please select at least one slot for the selected day.'
export const TOO_FAR_AHEAD = 'Choose a date within the next 90 days.'
