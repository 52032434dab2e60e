// Which ways a notice reaches a person: one pure rule, used by notifyPerson
// (lib/server/notifications/notify-person.ts) and shown on the settings card.

/** What a notice is about. Reminders and waitlist offers follow the person's email choice too. */
// A safety alert tells a therapist that an intake needs their prompt attention (always by email).
// A review request asks a patient, after a session, to rate it (optional by email too, like a reminder).
// A payout-account notice tells a therapist their payout bank account was set or changed (always by
// email: it is how a takeover is noticed).
export const NOTICE_PURPOSES = ['reminder', 'waitlist', 'booking', 'schedule-change', 'message', 'safety-alert', 'review-request', 'payout-account'] as const
export type NoticePurpose = (typeof NOTICE_PURPOSES)[number]

export type ChannelChoices = { email: boolean; sms: boolean; whatsapp: boolean }

/** Until a person chooses: email only (SMS and WhatsApp need their consent and a number). */
export const DEFAULT_CHANNELS: ChannelChoices = { email: true, sms: false, whatsapp: false }

/**
 * Notices a person may switch email off for. A booking confirmation and a change of schedule always
 * email too: they carry the receipt and the calendar invite, which no text message can replace.
 */
const EMAIL_IS_OPTIONAL: readonly NoticePurpose[] = ['reminder', 'waitlist', 'review-request']

/**
 * The channels one notice goes out on. SMS and WhatsApp follow the person's choice for every notice,
 * but only with a mobile number to send to (`phone`, E.164, or null): a choice made while they had
 * one does nothing once it is gone.
 */
export function chooseChannels({ purpose, choices, phone }: { purpose: NoticePurpose; choices: ChannelChoices; phone: string | null }): ChannelChoices {
  return {
    email: choices.email || !EMAIL_IS_OPTIONAL.includes(purpose),
    sms: choices.sms && phone !== null,
    whatsapp: choices.whatsapp && phone !== null,
  }
}
