import { statementMonthSchema } from '@/lib/validation/earnings'
import { z } from '@/lib/validation/zod'
import { id, isoDateTime, lagosDate, nairaAmount } from './common'

/*
 * A therapist's earnings statement (lib/server/earnings/statement-answers.ts, statementJson) and payout
 * account (lib/server/payouts/payout-account/find-payout-account.ts). Amounts in naira.
 */

/** ?month=YYYY-MM, read by readStatementMonth: this Lagos month when absent or empty. */
export const statementQuery = z.object({
  month: statementMonthSchema.optional().meta({ description: 'The Lagos month, YYYY-MM; this month when absent.', example: '2026-11' }),
})

const statementSession = z.object({
  appointmentId: id,
  date: isoDateTime.meta({ description: 'The session start.' }),
  patient: z.string().meta({ description: 'First name and last initial, "Ada O.".' }),
  hours: z.number().int(),
  amountPaid: nairaAmount,
  commission: nairaAmount,
  refunds: nairaAmount,
  net: nairaAmount.meta({ description: 'amountPaid − commission − refunds.' }),
  paidOut: nairaAmount,
  status: z.enum(['Pending', 'Payable', 'PaidOut', 'Refunded']),
})

const statementPayout = z.object({
  _id: id,
  amount: nairaAmount,
  status: z.enum(['Pending', 'Processing', 'Paid', 'Failed']),
  date: isoDateTime,
  completedAt: isoDateTime.nullable(),
  bankName: z.string(),
  accountNumber: z.string().meta({ description: 'Masked: only the last four digits.' }),
  bankReference: z.string().nullable(),
  failureReason: z.string().nullable(),
})

export const earningsStatement = z
  .object({
    month: z.string().meta({ description: 'YYYY-MM.' }),
    sessions: z.array(statementSession),
    gross: nairaAmount,
    commission: nairaAmount,
    refunds: nairaAmount,
    net: nairaAmount,
    pending: nairaAmount,
    payable: nairaAmount,
    paidOut: nairaAmount,
    payouts: z.array(statementPayout).meta({ description: 'Payouts made in the month, newest first.' }),
    balance: z
      .object({ balance: nairaAmount, pending: nairaAmount, payable: nairaAmount, paidOut: nairaAmount })
      .meta({ description: "The therapist's figures today, whatever the month." }),
    nextPayoutDay: lagosDate,
  })
  .meta({ id: 'TherapistEarningsStatement' })

export const payoutAccount = z
  .object({
    bankCode: z.string(),
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string().meta({ description: 'Masked: only the last four digits.' }),
    heldUntil: isoDateTime.nullable().meta({ description: "While a replaced account's 24-hour hold runs: when payouts to it may start." }),
  })
  .meta({ id: 'TherapistPayoutAccount' })
