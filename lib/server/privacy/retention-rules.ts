import 'server-only'

/*
 * How long Alafia keeps what it keeps only for a while: one rule per kind of row, applied every day by
 * lib/server/privacy/apply-retention.ts (GET /api/cron/retention). docs/privacy.md's retention table
 * mirrors this list (tests/unit/retention-rules.test.ts checks that it names every rule and that every
 * rule's table is in prisma/schema.prisma).
 *
 * Never here: the books (paid appointments, payments, refunds, the ledger, payouts), the audit log,
 * and health data (messages, intake answers, session notes), which go only when a person is erased
 * (lib/server/admin/users/erasure-plan.ts).
 *
 * `where` is static SQL about the row `t` (no input ever reaches it): the rule's extra condition, the
 * same one `condition` says in words.
 */

export type RetentionEffect = 'deleted' | 'payload cleared'

export type RetentionRule = {
  /** The name the cron route's answer counts under, and docs/privacy.md's table names. */
  id: string
  /** The Prisma model (and the table of the same name). */
  model: string
  /** The row's moment its age counts from. */
  column: string
  /** A row is past its time once `column` is more than this many days ago. */
  days: number
  /** What the rows are, for the privacy notice (/privacy): "Sign-in attempts". */
  label: string
  /** When the age starts, for the notice: "after the attempt". */
  after: string
  /** The extra condition, in words (docs/privacy.md). */
  condition: string
  where: string
  effect: RetentionEffect
  /** Why it is kept that long and no longer. */
  why: string
}

/** Nothing that points at an appointment the books or health data need: a hold nobody paid for, and nothing else. */
const NEVER_PAID_HOLD = `
  t."status" IN ('Pending', 'Expired', 'Cancelled') AND t."transactionReference" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."appointmentId" = t."id" OR (t."seriesId" IS NOT NULL AND p."seriesId" = t."seriesId"))
  AND NOT EXISTS (SELECT 1 FROM "Refund" r WHERE r."appointmentId" = t."id")
  AND NOT EXISTS (SELECT 1 FROM "LedgerEntry" l WHERE l."appointmentId" = t."id")
  AND NOT EXISTS (SELECT 1 FROM "ProviderEvent" e WHERE e."appointmentId" = t."id")
  AND NOT EXISTS (SELECT 1 FROM "AbsenceReport" a WHERE a."appointmentId" = t."id")
  AND NOT EXISTS (SELECT 1 FROM "MoveProposal" m WHERE m."appointmentId" = t."id")
  AND NOT EXISTS (SELECT 1 FROM "Intake" i WHERE i."appointmentId" = t."id")
  AND NOT EXISTS (SELECT 1 FROM "SessionNote" n WHERE n."appointmentId" = t."id")
  AND NOT EXISTS (SELECT 1 FROM "Review" v WHERE v."appointmentId" = t."id")`

/** Delivered (sent, or kept in the outbox table because no provider is configured) or failed for good. */
const DONE_MESSAGE = `(t."status" <> 'Queued' OR t."provider" = 'outbox')`

export const RETENTION_RULES = [
  {
    id: 'lapsed-holds',
    label: 'Times held for a booking that was never paid',
    after: 'after the hold ran out',
    model: 'Appointment',
    column: 'holdExpiresAt',
    days: 30,
    condition: 'a hold that was never paid (pending, expired or released; no payment, refund, ledger entry, provider event, report, proposal, intake, note or review points at it)',
    where: NEVER_PAID_HOLD,
    effect: 'deleted',
    why: 'A time held for checkout that was never paid is no session and no money: a month is enough to answer "what happened to my booking?". Its hour rows and reminders go with it.',
  },
  {
    id: 'lapsed-series',
    label: 'Weekly series that were never paid',
    after: 'after they were held',
    model: 'AppointmentSeries',
    column: 'createdAt',
    days: 30,
    condition: 'a weekly series none of whose weeks is left (the rule above removed them) and that was never paid',
    where: `NOT EXISTS (SELECT 1 FROM "Appointment" a WHERE a."seriesId" = t."id") AND NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."seriesId" = t."id")`,
    effect: 'deleted',
    why: 'The shell of a weekly series whose weeks were unpaid holds: nothing the books need.',
  },
  {
    id: 'login-attempts',
    label: 'Sign-in attempts (email and internet address)',
    after: 'after the attempt',
    model: 'LoginAttempt',
    column: 'createdAt',
    days: 30,
    condition: 'every attempt',
    where: 'TRUE',
    effect: 'deleted',
    why: 'Used to slow down password guessing (a window of minutes) and to look into an attack on an account: a month covers both.',
  },
  {
    id: 'rate-limit-events',
    label: 'Records that slow down repeated requests',
    after: 'after the request',
    model: 'RateLimitEvent',
    column: 'createdAt',
    days: 30,
    condition: 'every event',
    where: 'TRUE',
    effect: 'deleted',
    why: 'Counts requests within a window of at most a day; the throttle itself prunes most of them sooner.',
  },
  {
    id: 'ended-sessions',
    label: 'Sign-ins to your account',
    after: 'after the sign-in ended',
    model: 'UserSession',
    column: 'expiresAt',
    days: 30,
    condition: 'every sign-in (ended, signed out or not)',
    where: 'TRUE',
    effect: 'deleted',
    why: 'A sign-in past its end can never be used again; it stays a month so a person can see where they were signed in.',
  },
  {
    id: 'password-reset-links',
    label: 'Password reset links',
    after: 'after the link expired',
    model: 'PasswordResetToken',
    column: 'expiresAt',
    days: 1,
    condition: 'every link, used or not',
    where: 'TRUE',
    effect: 'deleted',
    why: 'A reset link works for an hour at most; only a hash of it is stored.',
  },
  {
    id: 'emails',
    label: 'Emails we sent you',
    after: 'after they were sent',
    model: 'EmailOutbox',
    column: 'createdAt',
    days: 90,
    condition: 'sent, failed, or kept in the outbox because no email provider is set',
    where: DONE_MESSAGE,
    effect: 'deleted',
    why: 'Kept so support can see what a person was told; three months covers questions about a booking, its reminders and its refund.',
  },
  {
    id: 'text-messages',
    label: 'SMS and WhatsApp messages we sent you',
    after: 'after they were sent',
    model: 'TextMessage',
    column: 'createdAt',
    days: 90,
    condition: 'sent, failed, or kept in the outbox because no SMS provider is set',
    where: DONE_MESSAGE,
    effect: 'deleted',
    why: 'As for emails: three months for support questions.',
  },
  {
    id: 'provider-event-payloads',
    label: 'The payment provider’s notices about a payment (name and email in them)',
    after: 'after they were handled (the payment itself is kept)',
    model: 'ProviderEvent',
    column: 'processedAt',
    days: 180,
    condition: 'handled, with no alert an admin has yet to handle; the event row stays (its type, times, the hash that stops a replay, the appointment)',
    where: `(t."alert" IS NULL OR t."alertHandledAt" IS NOT NULL) AND t."payload" <> '{}'::jsonb`,
    effect: 'payload cleared',
    why: "Monnify's notification carries the payer's name and email. Once handled, the payment row holds the facts the books need; six months covers a provider's dispute window.",
  },
  {
    id: 'blog-view-days',
    label: 'Blog view records (a daily code, not your name)',
    after: 'after the day',
    model: 'BlogPostView',
    column: 'day',
    days: 2,
    condition: 'every day row (the post keeps its view count)',
    where: 'TRUE',
    effect: 'deleted',
    why: 'A day row only stops a refresh counting as a second view that day; the count itself lives on the post.',
  },
  {
    id: 'contact-messages',
    label: 'Messages sent through the contact form',
    after: 'after they were sent',
    model: 'ContactMessage',
    column: 'createdAt',
    days: 365,
    condition: 'every message',
    where: 'TRUE',
    effect: 'deleted',
    why: 'Answered by email within days; a year covers a follow-up.',
  },
  {
    id: 'past-availability',
    label: 'Therapists’ published hours',
    after: 'after the day',
    model: 'Availability',
    column: 'date',
    days: 365,
    condition: 'a day of published hours',
    where: 'TRUE',
    effect: 'deleted',
    why: 'Only future hours can be booked; sessions keep their own times.',
  },
  {
    id: 'past-time-off',
    label: 'Therapists’ time off',
    after: 'after it ended',
    model: 'TimeOff',
    column: 'to',
    days: 365,
    condition: 'a time off that ended (its days go with it)',
    where: 'TRUE',
    effect: 'deleted',
    why: "A therapist's days away, and why in their own words: nothing is decided by them once they are over.",
  },
  {
    id: 'closed-data-requests',
    label: 'Records of data requests (access, correction, erasure, objection) once answered',
    after: 'after the request was completed or refused',
    model: 'DataRequest',
    column: 'closedAt',
    days: 730,
    condition: 'a request completed or refused (open ones stay until they are answered)',
    where: `t."closedAt" IS NOT NULL`,
    effect: 'deleted',
    why: 'The register proves each request was answered, and how, within the 30 days the law allows; two years covers a complaint to the Commission about it.',
  },
] as const satisfies readonly RetentionRule[]

export type RetentionRuleId = (typeof RETENTION_RULES)[number]['id']
