import 'server-only'
import { dataRequestDueAt } from '@/lib/privacy/data-request-deadline'
import { parseRegisterTime, type recordDataRequestSchema } from '@/lib/validation/privacy-registers'
import type { z } from '@/lib/validation/zod'
import { recordAudit } from '../../audit/record-audit'
import { assertAdmin, type Actor } from '../../auth/assert-role'
import { db } from '../../db'
import { DATA_REQUEST_SELECT, toDataRequestView } from './data-request-view'

export const DATA_REQUEST_RECORDED = 'Data request recorded.'

/**
 * An admin records a request that came by email or letter: due 30 days after it was received (now
 * when no time is given). The audit entry keeps its kind and channel, never who wrote in.
 */
export async function recordDataRequest({ actor, input, now = new Date() }: { actor: Actor; input: z.output<typeof recordDataRequestSchema>; now?: Date }) {
  assertAdmin(actor)
  const receivedAt = (input.receivedAt && parseRegisterTime(input.receivedAt)) || now
  const row = await db.$transaction(async (tx) => {
    const created = await tx.dataRequest.create({
      data: { kind: input.kind, channel: input.channel, contact: input.contact, details: input.details || null, receivedAt, dueAt: dataRequestDueAt(receivedAt), handledById: actor.id },
      select: DATA_REQUEST_SELECT,
    })
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'data-request.record',
      targetType: 'DataRequest',
      targetId: created.id,
      details: { kind: created.kind, channel: created.channel, dueAt: created.dueAt.toISOString() },
    })
    return created
  })
  return { message: DATA_REQUEST_RECORDED, data: toDataRequestView(row) }
}
