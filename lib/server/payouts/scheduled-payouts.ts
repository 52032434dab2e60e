import 'server-only'
import { koboToNaira } from '@/lib/money'
import { isPayoutDay } from '@/lib/payouts/payout-days'
import { lagosDateKey } from '@/lib/time'
import { drainPayouts, type DrainPayoutsResult } from './drain-payouts'
import { runPayouts } from './run-payouts'
import type { TransferGateway } from './transfer-gateway'

export type ScheduledPayoutsResult = {
  /** The day's run, when today is a payout day: isNew false when an earlier call already made it. */
  run: { runId: string; isNew: boolean; transfers: number; amount: number } | null
  drain: DrainPayoutsResult
}

/**
 * The payouts cron (GET /api/cron/payouts), safe to call as often as a scheduler likes: on a payout
 * day (the 15th and the last day of the month, Lagos) the day's run, made once whatever the number
 * of calls (the run is unique by its day); every time, the drain that follows up transfers without
 * an answer.
 */
export async function runScheduledPayouts({ now = new Date(), gateway }: { now?: Date; gateway?: TransferGateway } = {}): Promise<ScheduledPayoutsResult> {
  const today = lagosDateKey(now)
  let run: ScheduledPayoutsResult['run'] = null
  if (isPayoutDay(today)) {
    const result = await runPayouts({ trigger: 'Schedule', scheduledOn: today, now, gateway })
    run = {
      runId: result.runId,
      isNew: result.isNew,
      transfers: result.transfers.length,
      amount: koboToNaira(result.transfers.reduce((total, transfer) => total + transfer.amountKobo, 0)),
    }
  }
  return { run, drain: await drainPayouts({ now, gateway }) }
}
