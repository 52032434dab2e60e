import { CALENDAR_TITLE_STYLES } from '@/lib/calendar/event-title'
import { ROLES } from '@/lib/roles'
import { z } from '@/lib/validation/zod'
import { id, isoDateTime, nairaAmount } from './common'

/* Answers about the caller's own account: who is signed in, where, their notice settings, banks, erasure. */

export const sessionAccount = z.object({
  data: z
    .object({ _id: id, fullName: z.string(), role: z.enum(ROLES) })
    .nullable()
    .meta({ description: 'The signed-in person, or null for a visitor.' }),
})

export const signIn = z.object({
  _id: id,
  signedInAt: isoDateTime,
  device: z.string().meta({ description: 'Browser and system, read from the user agent.' }),
  address: z.string().nullable().meta({ description: 'The network address, partly masked.' }),
  isActive: z.boolean().meta({ description: 'The sign-in still works.' }),
  isCurrent: z.boolean().meta({ description: 'The sign-in this request was made with.' }),
})

export const notificationPreferences = z.object({
  email: z.boolean(),
  sms: z.boolean().meta({ description: 'On only while the profile has a Nigerian mobile number.' }),
  whatsapp: z.boolean().meta({ description: 'On only while the profile has a Nigerian mobile number.' }),
  calendarTitle: z.enum(CALENDAR_TITLE_STYLES),
  phone: z.string().nullable().meta({ description: "The profile's number in E.164 (+234…), or null when it has none that works." }),
})

export const bank = z.object({ name: z.string(), code: z.string() })

export const accountErased = z.object({
  message: z.string(),
  data: z.object({
    cancelledSessions: z.number().int().meta({ description: 'Paid sessions still to come, cancelled with a full refund.' }),
    refundedAmount: nairaAmount.meta({ description: 'Naira going back, all sessions together.' }),
  }),
})

/** `{ message, data: null }`: sign-outs. */
export const messageAndNull = z.object({ message: z.string(), data: z.null() })
