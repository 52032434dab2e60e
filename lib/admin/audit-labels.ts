// How the audit log page reads an entry (issue 7): a label per action and a link to its target.
// Pure, so the page and the unit tests share it.

const ACTION_LABELS: Record<string, string> = {
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
}

/** "Blocked a user" for user.block; an action this list does not know yet is shown as stored. */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action
}

type DetailValue = string | number | boolean | null | DetailValue[] | { [key: string]: DetailValue }
type AuditTargetEntry = { action: string; targetType: string; targetId: string | null; details: unknown }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const detail = (details: unknown, key: string): unknown => (details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>)[key] : undefined)

/**
 * Where the target can be looked at in the admin area, or null: a deleted post or comment has no
 * page left; a document opens on its therapist's page when the entry names the therapist.
 */
export function auditTargetHref(entry: AuditTargetEntry): string | null {
  const id = entry.targetId && UUID.test(entry.targetId) ? entry.targetId : null
  switch (entry.targetType) {
    case 'User':
      return id && `/admin/applicationUser/${id}`
    case 'Therapist':
      return id && `/admin/therapist/${id}`
    case 'TherapistDocument': {
      const therapistId = detail(entry.details, 'therapistId')
      return typeof therapistId === 'string' && UUID.test(therapistId) ? `/admin/therapist/${therapistId}` : null
    }
    case 'BlogPost':
      return id && entry.action !== 'blog.delete' ? `/admin/edit-blog-post/${id}` : null
    default:
      return null
  }
}

/** The target as words: "User", "Blog post", "Therapist document". */
export function auditTargetLabel(targetType: string): string {
  return { User: 'User', Therapist: 'Therapist', TherapistDocument: 'Therapist document', BlogPost: 'Blog post', Comment: 'Comment' }[targetType] ?? targetType
}

/**
 * The details as "key: value" lines of plain text (never HTML). Nested values are written as JSON;
 * long values are cut at 300 characters so one entry cannot flood the page.
 */
export function auditDetailLines(details: unknown): { key: string; value: string }[] {
  if (details === null || details === undefined) return []
  if (typeof details !== 'object' || Array.isArray(details)) return [{ key: 'details', value: clip(show(details as DetailValue)) }]
  return Object.entries(details as Record<string, DetailValue>).map(([key, value]) => ({ key, value: clip(show(value)) }))
}

const show = (value: DetailValue): string => (typeof value === 'string' ? value : JSON.stringify(value))
const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text)
