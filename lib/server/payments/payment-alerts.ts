import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import type { Role } from '@/lib/roles'
import { assertAdmin, assertAdminAreaReader, type Actor } from '../auth/assert-role'
import { recordAudit } from '../audit/record-audit'
import { db } from '../db'
import { readPaymentAlerts } from './read-payment-alerts'
import { AppError } from '../errors'

/*
 * Payment alerts: what a provider told us that nobody here could act on by itself (money for no
 * booking of ours, a payment reversed after its session was confirmed, a refund we never asked for, a
 * notification given up on). They are stored on the provider event (process-provider-event.ts),
 * emailed to support, and listed on /admin/refunds until an admin marks each one handled.
 */

export const ALERT_NOT_FOUND = 'Alert not found.'
export const ALERT_ALREADY_HANDLED = 'This alert has already been marked handled.'
/** The most alerts listed at once; more would be a fault to fix, not a list to read. */
export const ALERTS_SHOWN = 100

export type PaymentAlertRow = {
  _id: string
  eventType: string
  receivedAt: string
  alert: string
  /** The appointment it concerns, when one is known (a reversal). */
  appointmentId: string | null
  handledAt: string | null
  handledBy: string | null
}

/**
 * Open alerts, newest first (a new one is never hidden behind the cap by older ones, and `open` says
 * how many wait in all), then the latest handled ones.
 */
export async function listPaymentAlerts(viewer: { role: Role }, { includeHandled = false }: { includeHandled?: boolean } = {}): Promise<{ data: PaymentAlertRow[]; open: number }> {
  assertAdminAreaReader(viewer)
  const { rows, open } = await readPaymentAlerts({ includeHandled, shown: ALERTS_SHOWN })
  const data = rows.map((row) => ({
    _id: row.id,
    eventType: row.eventType,
    receivedAt: row.receivedAt.toISOString(),
    alert: row.alert,
    appointmentId: row.appointmentId,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
  }))
  return { data, open }
}

/** An admin has dealt with an alert (in Monnify's dashboard, or with the patient): it leaves the list. Once: a second answers 409. */
export async function markPaymentAlertHandled({ admin, alertId, now = new Date() }: { admin: Actor; alertId: string; now?: Date }): Promise<{ message: string; data: { _id: string; handledAt: string } }> {
  assertAdmin(admin)
  if (!isUuid(alertId)) throw new AppError('NOT_FOUND', ALERT_NOT_FOUND)
  return db.$transaction(async (tx) => {
    const [handled] = await tx.providerEvent.updateManyAndReturn({
      where: { id: alertId, alert: { not: null }, alertHandledAt: null },
      data: { alertHandledAt: now, alertHandledById: admin.id },
      select: { id: true, eventType: true, appointmentId: true },
    })
    if (!handled) {
      const exists = await tx.providerEvent.count({ where: { id: alertId, alert: { not: null } } })
      throw exists ? new AppError('CONFLICT', ALERT_ALREADY_HANDLED) : new AppError('NOT_FOUND', ALERT_NOT_FOUND)
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'payment-alert.handle',
      targetType: 'ProviderEvent',
      targetId: handled.id,
      details: { eventType: handled.eventType, appointmentId: handled.appointmentId },
    })
    return { message: 'Alert marked handled.', data: { _id: handled.id, handledAt: now.toISOString() } }
  })
}
