/**
 * The platform's consent to the processing of a patient's health information, in one place: its
 * text, its version and what withdrawing it means (docs/decisions/028). Nigeria's data protection
 * law treats health information as sensitive: it may be processed only with the person's explicit
 * consent, so a patient accepts this text before their first session and again whenever its
 * version changes. Change the version whenever the text changes in substance: every patient is then
 * asked again before they next book.
 */

import { MARKETING_EMAILS_CONSENT_KIND, MARKETING_EMAILS_CONSENT_VERSION } from './marketing-emails-consent'

/** The API's name of this consent (`kind` in /api/v1/user/consents). */
export const HEALTH_DATA_CONSENT_KIND = 'health-data'
/** Every consent a person can give: this one and marketing emails (lib/consent/marketing-emails-consent.ts). */
export const CONSENT_KINDS = [HEALTH_DATA_CONSENT_KIND, MARKETING_EMAILS_CONSENT_KIND] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

/** The version of the text in force (a date: the day this text took effect). */
export const HEALTH_DATA_CONSENT_VERSION = '2026-12-01'

/** Each consent's text version in force: the one a person gives now. */
export const CURRENT_CONSENT_VERSIONS: Record<ConsentKind, string> = {
  [HEALTH_DATA_CONSENT_KIND]: HEALTH_DATA_CONSENT_VERSION,
  [MARKETING_EMAILS_CONSENT_KIND]: MARKETING_EMAILS_CONSENT_VERSION,
}

export const HEALTH_DATA_CONSENT_TITLE = 'Consent to the use of your health information'

/** What the patient reads before they accept, one paragraph each. */
export const HEALTH_DATA_CONSENT_TEXT: readonly string[] = [
  'To give you therapy, Alafia and the therapist you book need to handle information about your health: what brings you to therapy, your answers to the intake questions, the messages you exchange with your therapist and the notes your therapist keeps about your sessions.',
  'This information is used only to provide your sessions. It is encrypted before it is stored. Only you and the therapist you booked can read your intake answers and messages; only your therapist can read their session notes. Alafia staff cannot read them.',
  'We never sell this information or use it for advertising. We share it with nobody else unless the law requires it or someone is in immediate danger.',
  'You can withdraw this consent at any time from your profile. Withdrawing does not undo anything done before it.',
]

export const HEALTH_DATA_CONSENT_AGREE = 'I agree to Alafia and my therapist using my health information as described above.'

/** What withdrawing means, shown before the patient confirms it and kept in step with withdraw-consent.ts. */
export const HEALTH_DATA_WITHDRAWAL_EFFECTS: readonly string[] = [
  'Your therapists can no longer open your intake answers.',
  'Sessions you have already booked stay booked: you can still attend them, or cancel them from My Appointments under the usual cancellation policy.',
  'You will be asked to give your consent again before you book another session.',
  'Your past consents stay listed on your profile, with the date you withdrew.',
]

/** The consent step's and the hold's refusal when a patient has not accepted the current text. */
export const CONSENT_REQUIRED = 'Please read and accept the consent to the use of your health information before you book a session.'
export const CONSENT_GIVEN = 'Thank you. Your consent has been recorded.'
export const CONSENT_WITHDRAWN = 'Your consent has been withdrawn.'
export const NOTHING_TO_WITHDRAW = 'You have no consent of that kind to withdraw.'
export const VERSION_NOT_CURRENT = 'That is not the current version of this consent. Please read the current text and accept it.'
export const UNKNOWN_CONSENT_KIND = 'kind must be "health-data" or "marketing-emails"'
