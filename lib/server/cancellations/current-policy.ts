import 'server-only'
import type { CancellationPolicy } from '@/lib/appointments/cancellation-policy'
import { config } from '../config'

/** The policy in force now (settings): stored on an appointment when it is paid, shown before paying. */
export function currentCancellationPolicy(): CancellationPolicy {
  const { CANCELLATION_FULL_REFUND_HOURS, LATE_CANCELLATION_REFUND_PERCENT } = config()
  return { fullRefundHours: CANCELLATION_FULL_REFUND_HOURS, lateRefundPercent: LATE_CANCELLATION_REFUND_PERCENT }
}

/** The policy an appointment was paid under; one paid before policies were stored falls back to today's. */
export function storedPolicy(row: { policyFullRefundHours: number | null; policyLateRefundPercent: number | null }): CancellationPolicy {
  if (row.policyFullRefundHours === null || row.policyLateRefundPercent === null) return currentCancellationPolicy()
  return { fullRefundHours: row.policyFullRefundHours, lateRefundPercent: row.policyLateRefundPercent }
}
