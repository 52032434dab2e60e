// How the audit log reads an entry in words: what was done, to whom or to which
// post (by name, linked when it has a page), and what changed ("Title: Old → New"). Pure, so the
// page, the filter form and the unit tests share it. Stored values are returned as text, never HTML.

import { formatNaira } from '@/lib/money'
import { DOCUMENT_FIELDS, DOCUMENT_KIND_BY_FIELD, DOCUMENT_LABELS, type DocumentField } from '@/lib/validation/therapist-documents'

/** Every action the log records (lib/server/audit/record-audit.ts), as the filter offers it. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.block': 'Blocked a user',
  'user.unblock': 'Unblocked a user',
  'user.delete': 'Deleted a user',
  'therapist.verify': 'Verified a therapist',
  'therapist.block': 'Blocked a therapist',
  'therapist.unblock': 'Unblocked a therapist',
  'therapist.profile-change': 'Changed their therapist profile',
  'document.approve': 'Approved a document',
  'document.decline': 'Declined a document',
  'blog.create': 'Created a blog post',
  'blog.update': 'Edited a blog post',
  'blog.delete': 'Deleted a blog post',
  'comment.delete': 'Deleted a comment',
  'appointment.cancel': 'Cancelled an appointment',
  'absence.resolve': 'Resolved a report of an absent therapist',
  'payment-alert.handle': 'Marked a payment alert handled',
  'review.hide': 'Hid a review',
  'payout-account.set': 'Set their payout account',
  'payout-account.change': 'Changed their payout account',
  'payouts.run': 'Ran payouts',
  'data-request.record': 'Recorded a data request',
  'data-request.update': 'Updated a data request',
  'breach.record': 'Recorded a breach',
  'breach.update': 'Updated a breach',
}

/** "Blocked a user" for user.block; an action this list does not know yet is shown as stored. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action
}

/** What the page knows of an entry (lib/server/audit/list-audit-log.ts). */
export type AuditEntryFacts = {
  action: string
  targetType: string
  targetId: string | null
  details: unknown
  /** The person the action was about, with their current name ("Deleted user" once erased). */
  targetUser: { _id: string; fullName: string; isDeleted: boolean } | null
  /** The blog post the action was about (or a deleted comment was on), while it still exists. */
  targetPost: { _id: string; title: string } | null
}

export type AuditTarget = { label: string; href: string | null; isDeleted?: boolean }
export type AuditLine = { label: string; value: string; href?: string | null }
export type AuditDescription = {
  /** "Verified therapist", "Declined the CAC Document of". */
  verb: string
  /** Who or what, by name: "Dr. Ada Okafor", "Sleep and stress". Null when the entry names nothing. */
  target: AuditTarget | null
  /** What changed or was recorded, in words. */
  lines: AuditLine[]
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MAX_TEXT = 300

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
const record = (value: unknown): Record<string, Json> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, Json>) : {})
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)
const clip = (value: string) => (value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value)
const count = new Intl.NumberFormat('en-US')

/** The page a person opens on: therapists on theirs, everyone else on the account page. */
function personHref(entry: AuditEntryFacts, id: string): string {
  return entry.targetType === 'Therapist' || entry.targetType === 'TherapistDocument' ? `/admin/therapist/${id}` : `/admin/applicationUser/${id}`
}

function personTarget(entry: AuditEntryFacts, fallbackName: string | null): AuditTarget | null {
  if (entry.targetUser) return { label: entry.targetUser.fullName, href: personHref(entry, entry.targetUser._id), isDeleted: entry.targetUser.isDeleted }
  return fallbackName ? { label: fallbackName, href: null } : null
}

/** A post by its current title (linked to its edit page), or by the title the entry kept once it is gone. */
function postTarget(entry: AuditEntryFacts, details: Record<string, Json>): AuditTarget | null {
  if (entry.targetPost) return { label: entry.targetPost.title, href: `/admin/edit-blog-post/${entry.targetPost._id}` }
  const title = text(details.title)
  return title ? { label: `“${clip(title)}” (deleted)`, href: null } : null
}

const documentField = (kind: unknown): DocumentField | null => DOCUMENT_FIELDS.find((field) => DOCUMENT_KIND_BY_FIELD[field] === kind || field === kind) ?? null
const documentLabel = (kind: unknown) => {
  const field = documentField(kind)
  return field ? DOCUMENT_LABELS[field] : 'document'
}

// --- Values in words -------------------------------------------------------------------------------

/** Fields whose changes are recorded as { from, to }, with how their values read. Kobo show as naira. */
const FIELD_LABELS: Record<string, { label: string; isKobo?: boolean }> = {
  fee: { label: 'Fee', isKobo: true },
  feeKobo: { label: 'Fee', isKobo: true },
  amountKobo: { label: 'Amount', isKobo: true },
  title: { label: 'Title' },
  fullName: { label: 'Name' },
  email: { label: 'Email' },
  isBlocked: { label: 'Blocked' },
  isVerified: { label: 'Verified' },
}

/** "feeKobo" → "Fee kobo", "paidUpcomingAppointments" → "Paid upcoming appointments". */
function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.-]+/g, ' ').trim().toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function showValue(value: Json | undefined, isKobo = false): string {
  if (value === null || value === undefined || value === '') return 'none'
  if (typeof value === 'number') return isKobo ? formatNaira(value) : count.format(value)
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (typeof value === 'string') return clip(value)
  if (Array.isArray(value)) return clip(value.map((item) => showValue(item)).join(', '))
  return clip(
    Object.entries(value)
      .map(([key, item]) => `${humanise(key)}: ${showValue(item)}`)
      .join(', '),
  )
}

const isChange = (value: Json | undefined): value is { from: Json; to: Json } => Boolean(value && typeof value === 'object' && !Array.isArray(value) && 'from' in value && 'to' in value)

/** "Fee: ₦15,000 → ₦20,000" for each { from, to } in `changes` (the shape any new audited edit records). */
function changeLines(changes: Json | undefined): AuditLine[] {
  return Object.entries(record(changes)).flatMap(([field, change]) => {
    if (!isChange(change)) return []
    const known = FIELD_LABELS[field]
    return [{ label: known?.label ?? humanise(field), value: `${showValue(change.from, known?.isKobo)} → ${showValue(change.to, known?.isKobo)}` }]
  })
}

/** Any other stored fact as "Label: value", money in naira; keys the sentence already used are left out. */
function otherLines(details: Record<string, Json>, used: readonly string[]): AuditLine[] {
  return Object.entries(details)
    .filter(([key]) => !used.includes(key) && key !== 'changes')
    .map(([key, value]) => {
      const known = FIELD_LABELS[key]
      return { label: known?.label ?? humanise(key), value: showValue(value, known?.isKobo ?? /Kobo$/.test(key)) }
    })
}

/**
 * "Certificate approved, Certificate declined, CAC Document approved, Logo missing" from
 * therapist.verify's document states: a list of states per kind (one per certificate), or a single
 * state in entries written while each kind held one document.
 */
function documentStates(documents: Json | undefined): string {
  const states = record(documents)
  return DOCUMENT_FIELDS.flatMap((field) => {
    const value = states[field]
    const list = (Array.isArray(value) ? value : [value]).filter((state): state is string => typeof state === 'string')
    return list.length === 0 ? [`${DOCUMENT_LABELS[field]} missing`] : list.map((state) => `${DOCUMENT_LABELS[field]} ${state.toLowerCase()}`)
  }).join(', ')
}

// --- The sentence ----------------------------------------------------------------------------------

/**
 * An entry in words: "Blocked user Chioma Eze", "Declined the CAC Document of Dr. Ada Okafor" with
 * "Reason: Blurred", "Edited blog post Sleep and exams" with "Title: Sleep → Sleep and exams".
 */
export function describeAuditEntry(entry: AuditEntryFacts): AuditDescription {
  const details = record(entry.details)
  const lines = (used: readonly string[], first: AuditLine[] = []) => [...first, ...changeLines(details.changes), ...otherLines(details, used)]
  switch (entry.action) {
    case 'user.block':
    case 'user.unblock':
    case 'therapist.block':
    case 'therapist.unblock': {
      const [kind, change] = entry.action.split('.') as [string, string]
      return { verb: `${change === 'block' ? 'Blocked' : 'Unblocked'} ${kind}`, target: personTarget(entry, null), lines: lines(['role']) }
    }
    case 'user.delete':
      return {
        verb: `Deleted the ${entry.targetType === 'Therapist' ? 'therapist' : 'user'} account of`,
        target: personTarget(entry, null),
        lines: lines(['role', 'paidUpcomingAppointments'], [
          ...(typeof details.paidUpcomingAppointments === 'number' ? [{ label: 'Paid sessions still to come', value: count.format(details.paidUpcomingAppointments) }] : []),
        ]),
      }
    case 'therapist.verify':
      return { verb: 'Verified therapist', target: personTarget(entry, null), lines: lines(['documents'], details.documents ? [{ label: 'Documents', value: documentStates(details.documents) }] : []) }
    case 'document.approve':
    case 'document.decline':
      return {
        verb: `${entry.action === 'document.approve' ? 'Approved' : 'Declined'} the ${documentLabel(details.kind)} of`,
        target: personTarget(entry, null),
        lines: lines(['therapistId', 'kind']),
      }
    case 'blog.create':
    case 'blog.update':
    case 'blog.delete': {
      const verb = { 'blog.create': 'Created', 'blog.update': 'Edited', 'blog.delete': 'Deleted' }[entry.action]
      const titleChange = text(details.previousTitle) && text(details.title) ? [{ label: 'Title', value: `${clip(String(details.previousTitle))} → ${clip(String(details.title))}` }] : []
      const image = details.imageReplaced === true ? [{ label: 'Image', value: 'replaced' }] : []
      const comments = typeof details.comments === 'number' ? [{ label: 'Comments deleted with it', value: count.format(details.comments) }] : []
      return { verb: `${verb} blog post`, target: postTarget(entry, details), lines: lines(['title', 'previousTitle', 'imageReplaced', 'comments'], [...titleChange, ...image, ...comments]) }
    }
    case 'comment.delete': {
      const post = entry.targetPost ? [{ label: 'On', value: entry.targetPost.title, href: `/admin/edit-blog-post/${entry.targetPost._id}` }] : []
      const comment = text(details.text) ? [{ label: 'Comment', value: clip(String(details.text)) }] : []
      return { verb: 'Deleted a comment by', target: personTarget(entry, text(details.authorName)), lines: lines(['postId', 'authorId', 'authorName', 'text'], [...post, ...comment]) }
    }
    case 'appointment.cancel':
    case 'absence.resolve': {
      // The patient's appointment, what went back and why, with a link to the appointment.
      const isCancel = entry.action === 'appointment.cancel'
      const appointmentId = isCancel ? entry.targetId : text(details.appointmentId)
      const decision = isCancel ? [] : [{ label: 'Decision', value: details.decision === 'refund' ? 'Full refund' : 'No refund' }]
      // A cancellation says what went back, nothing included; a report closed without a refund says so once.
      const refund = typeof details.refundKobo === 'number' && (isCancel || details.refundKobo > 0) ? [{ label: 'Refund', value: formatNaira(details.refundKobo) }] : []
      const why = text(details.reason ?? details.note) ? [{ label: isCancel ? 'Reason' : 'Note to the patient', value: clip(String(details.reason ?? details.note)) }] : []
      const link = appointmentId && UUID.test(appointmentId) ? [{ label: 'Appointment', value: 'Open the appointment', href: `/admin/appointment/${appointmentId}` }] : []
      return {
        verb: isCancel ? 'Cancelled the appointment of' : 'Decided the absent-therapist report of',
        target: personTarget(entry, null),
        lines: lines(['by', 'decision', 'refundKobo', 'reason', 'note', 'appointmentId'], [...decision, ...refund, ...why, ...link]),
      }
    }
    case 'payment-alert.handle': {
      const appointmentId = text(details.appointmentId)
      const event = text(details.eventType) ? [{ label: 'Notification', value: clip(String(details.eventType)) }] : []
      const link = appointmentId && UUID.test(appointmentId) ? [{ label: 'Appointment', value: 'Open the appointment', href: `/admin/appointment/${appointmentId}` }] : []
      return { verb: 'Marked a payment alert handled', target: null, lines: lines(['eventType', 'appointmentId'], [...event, ...link]) }
    }
    case 'review.hide': {
      // The review's author is the target; the reason and the rating are what a later reader needs.
      const rating = typeof details.rating === 'number' ? [{ label: 'Rating', value: `${details.rating} of 5` }] : []
      const reason = text(details.reason) ? [{ label: 'Reason', value: clip(String(details.reason)) }] : []
      const link = text(details.appointmentId) && UUID.test(String(details.appointmentId)) ? [{ label: 'Appointment', value: 'Open the appointment', href: `/admin/appointment/${details.appointmentId}` }] : []
      return { verb: 'Hid a review by', target: personTarget(entry, null), lines: lines(['therapistId', 'appointmentId', 'rating', 'reason'], [...rating, ...reason, ...link]) }
    }
    case 'payouts.run': {
      // How many transfers and how much: the transfers themselves (and their bank details) are on /admin/payouts.
      const counted = (key: string, label: string) => (typeof details[key] === 'number' ? [{ label, value: count.format(details[key]) }] : [])
      const total = typeof details.totalKobo === 'number' ? [{ label: 'Total', value: formatNaira(details.totalKobo) }] : []
      return {
        verb: 'Ran payouts',
        target: null,
        lines: lines(['transfers', 'paid', 'failed', 'waiting', 'totalKobo', 'skipped'], [
          ...counted('transfers', 'Transfers'),
          ...total,
          ...counted('paid', 'Paid'),
          ...counted('failed', 'Failed'),
          ...counted('waiting', 'Waiting for the bank'),
          ...counted('skipped', 'Therapists not paid'),
          { label: 'Payouts', value: 'Open the payouts', href: '/admin/payouts' },
        ]),
      }
    }
    default:
      return { verb: auditActionLabel(entry.action), target: personTarget(entry, null) ?? postTarget(entry, details), lines: lines([]) }
  }
}

/** The blog post ids an entry may name (its target, or the post a deleted comment was on), for one lookup per page. */
export function auditPostIds(entry: Pick<AuditEntryFacts, 'targetType' | 'targetId' | 'details'>): string[] {
  const id = entry.targetType === 'BlogPost' ? entry.targetId : entry.targetType === 'Comment' ? text(record(entry.details).postId) : null
  return id && UUID.test(id) ? [id] : []
}
