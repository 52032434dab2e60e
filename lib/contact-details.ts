// How people reach Alafia (the footer, the contact page). Shown on static pages, so they are
// constants here; where contact-form messages are delivered is the SUPPORT_EMAIL setting instead
// (lib/server/config.ts), which defaults to the same address.

export type PhoneNumber = { href: `tel:${string}`; label: string; purpose: string }

/** The customer-service line, also in the footer. */
export const SUPPORT_PHONE: PhoneNumber = { href: 'tel:+2348001234567', label: '+234 800 123 4567', purpose: 'Customer service' }
/** The contact page shows two phone numbers. */
export const BOOKINGS_PHONE: PhoneNumber = { href: 'tel:+2349135550142', label: '+234 913 555 0142', purpose: 'Bookings and payments' }
export const SUPPORT_PHONES: readonly PhoneNumber[] = [SUPPORT_PHONE, BOOKINGS_PHONE]

/** The customer-service e-mail address shown to visitors. */
export const SUPPORT_EMAIL = 'support@alafia.ng'

/** A postal address in Lagos. */
export const POSTAL_ADDRESS = {
  lines: ['Alafia Health Ltd.', '14 Admiralty Way, Lekki Phase 1', 'Lagos 106104', 'Nigeria'],
} as const

export const OFFICE_HOURS = 'Monday to Friday, 9:00 AM to 5:00 PM (West Africa Time)'
