import 'server-only'

/** One JSON file of the export: its name in the ZIP and the value written there. */
export type ExportPart = { name: string; data: unknown }

/**
 * What each part holds, in the order README.txt lists them. A part not written for a role (a
 * therapist has no intake answers of their own) is left out of both the ZIP and its README.
 */
export const PART_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'profile.json': 'Your account: name, email, phone, date of birth, address, role, and when it was created and last used.',
  'consents.json': 'Every consent you gave (such as the use of your health information), the version of the text you accepted, and when it was given, withdrawn or replaced.',
  'notification-preferences.json': 'How you chose to receive session reminders (email, SMS, WhatsApp) and what calendar invites are called.',
  'sign-ins.json': 'Your sign-ins still on record: when each started, when it ends or ended, and what was recorded about the device.',
  'comments.json': 'The comments you left on blog posts.',
  'appointments.json': 'Your sessions and bookings paid for: times, session mode, amount, state, cancellations, moves, and for each its payments and refunds.',
  'refunds.json': 'Every refund of a payment of yours: amount, reason, state and dates. Where the money was sent is left out, because the account a payment came from may belong to someone else.',
  'reviews.json': 'The reviews you wrote of your sessions and the therapist\'s replies.',
  'messages.json': 'Your secure message threads, every message opened for you. The other person is named by first name and initial only.',
  'intake.json': 'Your intake answers for each of your therapists, with their questions.',
  'waitlists.json': 'The waitlists you joined: which therapist, which day, and when you were last told of a free hour.',
  'therapist-profile.json': 'Your therapist profile: bio, fee, specialties, experience, languages, session modes, faith approach, intake questions and verification.',
  'therapist-appointments.json': 'The sessions patients booked with you. Each patient is named by first name and initial only.',
  'reviews-received.json': 'The reviews patients wrote of your sessions, your replies, and any hiding by Alafia. Each patient is named by first name and initial only.',
  'session-notes.json': 'Which of your sessions you kept private notes on, and when you wrote them. The notes themselves are not in this download: they are health information about your patients (read them in the app). Each patient is named by first name and initial only.',
  'documents.json': 'The documents you uploaded for verification (kind, file type and size, review state and dates). The files themselves are not in this download: open them from your profile.',
  'availability.json': 'The hours you published for each day.',
  'time-off.json': 'Your time off: the days and your own reason.',
  'earnings.json': 'Your earnings statement for every month with money: each session\'s amount paid, commission, refunds, net and what was paid out, and the totals.',
  'payouts.json': 'Your payout account and every payout made to you: amount, state, bank, account and references.',
}
