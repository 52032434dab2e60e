import 'server-only'
import { normaliseNigerianPhone } from '@/lib/nigeria'
import { chooseChannels, DEFAULT_CHANNELS, type ChannelChoices, type NoticePurpose } from '@/lib/notifications/channels'
import { isDiscreet } from '@/lib/notifications/discreet-text'
import { logError } from '@/lib/server/log'
import { db } from '../db'
import { sendEmail, type EmailAttachment } from '../email/send-email'
import { sendTextMessage } from '../text-messages/send-text-message'

/*
 * The one way the app tells a person something outside the site, and the one place that picks the
 * channels (decision 025): email, SMS and WhatsApp as the person chose them in their notification
 * settings (lib/notifications/channels.ts has the rule). Callers say what happened once, in two forms:
 * the email (subject and text) and a short, discreet text for a phone that others may read (never a
 * specialty, a diagnosis, a title such as Dr or the word therapy). An erased person is told nothing.
 */

export type { NoticePurpose }

export type Notice = {
  userId: string
  purpose: NoticePurpose
  subject: string
  /** The email's plain text. */
  emailText: string
  /** One or two sentences for SMS and WhatsApp: "Your Alafia session is at 3:00 PM today." */
  shortText: string
  attachments?: EmailAttachment[]
}

/** The channels a notice was queued on. */
export type NoticeDelivery = ChannelChoices

const NOWHERE: NoticeDelivery = { email: false, sms: false, whatsapp: false }

/**
 * A notice stopped by a database failure after some of its channels were queued: those are in
 * `queued`, so a caller that retries knows it would send them twice.
 */
export class NoticeInterrupted extends Error {
  constructor(
    readonly queued: (keyof NoticeDelivery)[],
    readonly cause: unknown,
  ) {
    super(`the notice was queued on ${queued.join(', ')} only`)
    this.name = 'NoticeInterrupted'
  }
}

/**
 * Tells one person on each channel they use. Throws only when the database fails (a provider's
 * failure is kept in its outbox): the error itself when nothing was queued yet, NoticeInterrupted
 * when some channels were.
 */
export async function notifyPerson(notice: Notice): Promise<NoticeDelivery> {
  const person = await db.user.findUnique({
    where: { id: notice.userId },
    select: { email: true, erasedAt: true, phoneNumber: true, notificationPreference: { select: { email: true, sms: true, whatsapp: true } } },
  })
  if (!person || person.erasedAt) return NOWHERE
  const phone = person.phoneNumber ? normaliseNigerianPhone(person.phoneNumber) : null
  const channels = chooseChannels({ purpose: notice.purpose, choices: person.notificationPreference ?? DEFAULT_CHANNELS, phone })
  if ((channels.sms || channels.whatsapp) && !isDiscreet(notice.shortText)) {
    // A caller's mistake must not reach a lock screen: the notice goes by email instead.
    logError(`[notify] the short text of a ${notice.purpose} notice is not discreet: not sent by SMS or WhatsApp`)
    Object.assign(channels, { email: true, sms: false, whatsapp: false })
  }

  const queued: (keyof NoticeDelivery)[] = []
  try {
    if (channels.email) {
      await sendEmail({ to: person.email, subject: notice.subject, text: notice.emailText, attachments: notice.attachments })
      queued.push('email')
    }
    for (const channel of ['sms', 'whatsapp'] as const) {
      if (!channels[channel] || !phone) continue
      await sendTextMessage({ userId: notice.userId, to: phone, channel: channel === 'sms' ? 'SMS' : 'WhatsApp', text: notice.shortText, purpose: notice.purpose })
      queued.push(channel)
    }
  } catch (error) {
    if (queued.length === 0) throw error
    throw new NoticeInterrupted(queued, error)
  }
  return { email: queued.includes('email'), sms: queued.includes('sms'), whatsapp: queued.includes('whatsapp') }
}
