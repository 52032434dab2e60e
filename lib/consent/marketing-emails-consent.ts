/**
 * Marketing emails (news and offers from Alafia): off until the person turns them on in the privacy
 * centre, and off again whenever they turn them off. Each choice is a Consent row of this kind, so
 * when it was given and when it was withdrawn is kept, as for the health-data consent (decision 042).
 * Nothing sends marketing email yet: a future sender must ask `hasMarketingEmailsConsent` first.
 */

/** The API's name of this consent (`kind` in /api/v1/user/consents). */
export const MARKETING_EMAILS_CONSENT_KIND = 'marketing-emails'

/** The version of the text in force (the day it took effect); change it when the text changes in substance. */
export const MARKETING_EMAILS_CONSENT_VERSION = '2026-12-30'

export const MARKETING_EMAILS_TITLE = 'Marketing emails'

/** What a person agrees to when they turn marketing emails on. */
export const MARKETING_EMAILS_TEXT =
  'News about Alafia and occasional offers, by email. Never about your sessions or your health, and never shared with anyone else. Off unless you turn it on; turn it off here at any time.'

export const MARKETING_EMAILS_ON = 'Marketing emails are on.'
export const MARKETING_EMAILS_OFF = 'Marketing emails are off.'
