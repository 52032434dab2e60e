import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { db } from '@/lib/server/db'
import { listPaymentAlerts } from '@/lib/server/payments/payment-alerts'
import { readPaymentAlerts } from '@/lib/server/payments/read-payment-alerts'
import { createAdmin } from '../fixtures/factories'

// The alerts list reads in one statement of ours (read-payment-alerts.ts): open ones newest first,
// then the most recently handled, each part capped, and the number open in all.
async function alertEvent(receivedAt: Date, handled?: { at: Date; by: string | null }) {
  return db.providerEvent.create({
    data: {
      provider: 'Monnify', eventType: 'SUCCESSFUL_TRANSACTION', bodyHash: randomUUID(), payload: {}, receivedAt, processedAt: receivedAt,
      alert: `Money for no booking ${randomUUID().slice(0, 8)}`, alertHandledAt: handled?.at ?? null, alertHandledById: handled?.by ?? null,
    },
  })
}

describe('the payment alerts statement', () => {
  it('lists open alerts newest first, then the latest handled, each part capped, with who handled them', async () => {
    // Far in the future, so these are the newest whatever other test files add meanwhile.
    const at = (minute: number) => new Date(Date.UTC(2040, 0, 1, 0, minute))
    await db.providerEvent.deleteMany({ where: { receivedAt: { gte: at(0) } } })
    const [admin, erased] = await Promise.all([createAdmin(db), createAdmin(db, { erasedAt: new Date(), fullName: 'Deleted user' })])
    const open = [await alertEvent(at(1)), await alertEvent(at(3)), await alertEvent(at(2))]
    const handledAtOnce = await Promise.all([alertEvent(at(0), { at: at(50), by: admin.id }), alertEvent(at(0), { at: at(50), by: erased.id })])
    const handledLater = await alertEvent(at(0), { at: at(55), by: null })

    const capped = await readPaymentAlerts({ includeHandled: true, shown: 2 })
    // Open: newest received first, two of them; handled: the latest handled first, ties by the id ascending.
    const sameInstant = [...handledAtOnce].sort((a, b) => (a.id < b.id ? -1 : 1))
    expect(capped.rows.map((row) => row.id)).toEqual([open[1]!.id, open[2]!.id, handledLater.id, sameInstant[0]!.id])
    // Every open alert counts, not only the two listed (other test files add theirs meanwhile).
    expect(capped.open).toBeGreaterThanOrEqual(3)

    const all = await listPaymentAlerts({ role: 'Manager' }, { includeHandled: true })
    const row = (id: string) => all.data.find((alert) => alert._id === id)
    expect(row(open[0]!.id)).toEqual({ _id: open[0]!.id, eventType: 'SUCCESSFUL_TRANSACTION', receivedAt: at(1).toISOString(), alert: open[0]!.alert, appointmentId: null, handledAt: null, handledBy: null })
    expect(row(handledAtOnce[0]!.id)).toMatchObject({ handledAt: at(50).toISOString(), handledBy: admin.fullName })
    expect(row(handledAtOnce[1]!.id)).toMatchObject({ handledBy: 'Deleted user' })
    expect(row(handledLater.id)).toMatchObject({ handledBy: null })
    // Without the handled ones only open alerts are listed.
    const openOnly = await listPaymentAlerts({ role: 'Admin' })
    expect(openOnly.data.every((alert) => alert.handledAt === null)).toBe(true)
    expect(openOnly.data.slice(0, 3).map((alert) => alert._id)).toEqual([open[1]!.id, open[2]!.id, open[0]!.id])
    await db.providerEvent.deleteMany({ where: { id: { in: [...open, ...handledAtOnce, handledLater].map((event) => event.id) } } })
  })
})
