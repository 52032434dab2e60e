import { DATA_REQUEST_KINDS, DATA_REQUEST_STATES } from '@/lib/validation/privacy-registers'
import { z } from '@/lib/validation/zod'
import { id, isoDateTime, messageAndData } from './common'
import { pageNumbers } from './admin-people'

/*
 * The answers of the admin's blog, outbox, text message and contact message lists, and of the privacy
 * registers (lib/server/admin/blog, lib/server/email, lib/server/text-messages, lib/server/contact,
 * lib/server/privacy).
 */

// --- Blog ---------------------------------------------------------------------------------------------

/** A row of GET admin/get-blog-posts (no content). */
export const adminBlogPostRow = z
  .object({
    _id: id,
    title: z.string(),
    createdAt: isoDateTime,
    views: z.number().int(),
    commentCount: z.number().int(),
    blogImage: z.object({ url: z.string() }).nullable(),
  })
  .meta({ id: 'AdminBlogPostRow' })

/** One post with its whole content. */
export const adminBlogPostDetail = adminBlogPostRow.extend({ content: z.string(), updatedAt: isoDateTime }).meta({ id: 'AdminBlogPostDetail' })

export const adminBlogPostPage = z.object({ data: z.array(adminBlogPostRow), search: z.string(), ...pageNumbers })

// --- Outbox, text messages, contact messages ------------------------------------------------------------

const DELIVERY_STATUSES = ['Queued', 'Sent', 'Failed'] as const

export const outboxEmail = z
  .object({
    _id: id,
    to: z.string(),
    subject: z.string(),
    text: z.string().meta({ description: 'The plain text; a token in a link reads [hidden], and a Manager sees session links hidden.' }),
    createdAt: isoDateTime,
    status: z.enum(DELIVERY_STATUSES),
    provider: z.string().meta({ description: "'outbox' (kept here, no provider) or 'resend'." }),
    sentAt: isoDateTime.nullable(),
    attachments: z.array(z.string()).meta({ description: 'The attached files’ names only.' }),
  })
  .meta({ id: 'OutboxEmail' })

export const outboxPage = z.object({ data: z.array(outboxEmail), ...pageNumbers, search: z.string() })

export const textMessage = z
  .object({
    _id: id,
    to: z.string().meta({ description: 'E.164.', example: '+2348031234567' }),
    channel: z.enum(['SMS', 'WhatsApp']),
    text: z.string(),
    purpose: z.string().meta({ example: 'reminder' }),
    status: z.enum(DELIVERY_STATUSES),
    provider: z.string().meta({ description: "'outbox' (kept here, no provider) or 'termii'." }),
    providerMessageId: z.string().nullable(),
    error: z.string().nullable(),
    createdAt: isoDateTime,
    sentAt: isoDateTime.nullable(),
  })
  .meta({ id: 'AdminTextMessage' })

export const textMessagePage = z.object({ data: z.array(textMessage), ...pageNumbers, search: z.string() })

export const contactMessage = z
  .object({ _id: id, id, fullName: z.string(), email: z.string(), message: z.string(), createdAt: isoDateTime })
  .meta({ id: 'ContactMessage' })

export const contactMessagePage = z.object({ data: z.array(contactMessage), ...pageNumbers })

/** GET admin/contact-messages?page=N: read leniently (anything that is not a page number reads as 1). */
export const contactMessagesQuery = z.object({ page: z.string().optional().meta({ description: 'The page, from 1; anything else reads as 1; past the end, the last page.', example: '2' }) })

/** GET admin/payment-alerts?handled=1. */
export const paymentAlertsQuery = z.object({ handled: z.string().optional().meta({ description: '`1` adds the latest handled alerts after the open ones; any other value is ignored.', example: '1' }) })

// --- Privacy registers ------------------------------------------------------------------------------------

export const breach = z
  .object({
    _id: id,
    foundAt: isoDateTime,
    summary: z.string(),
    dataAffected: z.string(),
    peopleAffected: z.number().int(),
    notifyBy: isoDateTime.meta({ description: 'foundAt + 72 hours: when the Commission must have been told.' }),
    commissionNotifiedAt: isoDateTime.nullable(),
    peopleToldAt: isoDateTime.nullable(),
    state: z.enum(['Open', 'Closed']),
    recordedBy: z.string().nullable(),
  })
  .meta({ id: 'Breach' })

export const breachAnswer = messageAndData(breach)

export const dataRequest = z
  .object({
    _id: id,
    kind: z.enum(DATA_REQUEST_KINDS),
    channel: z.enum(['Email', 'Letter', 'SelfService']),
    userId: id.nullable(),
    userName: z.string().nullable().meta({ description: 'The linked account’s current name ("Deleted user" once erased).' }),
    contact: z.string().nullable(),
    details: z.string().nullable(),
    receivedAt: isoDateTime,
    dueAt: isoDateTime,
    state: z.enum(DATA_REQUEST_STATES),
    outcome: z.string().nullable(),
    closedAt: isoDateTime.nullable(),
    handledBy: z.string().nullable(),
  })
  .meta({ id: 'DataRequest' })

export const dataRequestAnswer = messageAndData(dataRequest)

