import { z } from '@/lib/validation/zod'
import { id, nairaAmount } from './common'

/* What each scheduled job reports (app/api/cron/*) and what Monnify's webhook takes. */

const count = (description: string) => z.number().int().meta({ description })

export const remindersRun = z.object({
  sent: count('Reminders sent in this run (one per session and kind).'),
  reviewRequests: count('Review requests sent in this run.'),
})

export const refundsRun = z.object({
  events: z.object({
    processed: count('Provider notifications finished (or given up with an alert).'),
    retried: count('Notifications left for the next run.'),
  }),
  refunds: z.object({ sent: count('Refunds sent to the provider.'), asked: count('Refunds without news asked about.') }),
})

export const waitlistRun = z.object({
  lapsedHolds: count('Unpaid holds that ran out, recorded as openings.'),
  openings: count('Openings handled.'),
  told: count('Patients told of a freed hour.'),
  expired: count('Waits deleted because they ended.'),
})

export const freeHoursRun = z.object({ refreshed: count('Therapists whose next free hours were worked out again (up to 500 a run).') })

export const retentionRun = z.object({
  removed: z
    .record(z.string(), z.number().int())
    .meta({ description: 'Rows each retention rule removed (or, for provider-event-payloads, emptied), one key per rule in the order they ran.', example: { 'lapsed-holds': 0, 'login-attempts': 12 } }),
})

export const payoutsRun = z.object({
  run: z
    .object({
      runId: id,
      isNew: z.boolean().meta({ description: "False when an earlier call made the day's run already (it pays nobody again)." }),
      transfers: count('Transfers of the run.'),
      amount: nairaAmount.meta({ description: 'Naira, all transfers together.' }),
    })
    .nullable()
    .meta({ description: "The day's payout run on a payout day (the 15th and the last day of the month, Lagos); null on other days." }),
  drain: z.object({ asked: count('Transfers without an answer asked about.'), resent: count('Transfers sent again.') }),
})

/** A Monnify notification as the webhook reads it: anything else Monnify sends is kept as sent. */
export const monnifyNotification = z
  .object({
    eventType: z.string().min(1).max(100).meta({ example: 'SUCCESSFUL_TRANSACTION' }),
    eventData: z.record(z.string(), z.unknown()).optional(),
  })
  .loose()
  .meta({ description: "Monnify's notification: `eventType` and `eventData` are read; the whole JSON is recorded as sent." })
