import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import type { updateDataRequestSchema } from '@/lib/validation/privacy-registers'
import type { z } from '@/lib/validation/zod'
import { recordAudit } from '../../audit/record-audit'
import { assertAdmin, type Actor } from '../../auth/assert-role'
import { db } from '../../db'
import { AppError } from '../../errors'
import { DATA_REQUEST_SELECT, toDataRequestView } from './data-request-view'

export const DATA_REQUEST_NOT_FOUND = 'Data request not found'
export const DATA_REQUEST_CLOSED = 'This request is already closed.'
export const DATA_REQUEST_UPDATED = 'Data request updated.'

/**
 * Moves a request on: in progress, or closed (completed or refused) with what was done and when.
 * A closed request stays as it was closed: the register is the proof of what was done. The
 * update only matches a request still open, so two admins closing it at once change it once.
 */
export async function updateDataRequest({ actor, input, now = new Date() }: { actor: Actor; input: z.output<typeof updateDataRequestSchema>; now?: Date }) {
  assertAdmin(actor)
  if (!isUuid(input.id)) throw new AppError('NOT_FOUND', DATA_REQUEST_NOT_FOUND)
  const isClosing = input.state !== 'InProgress'
  const row = await db.$transaction(async (tx) => {
    const before = await tx.dataRequest.findUnique({ where: { id: input.id }, select: { state: true, userId: true } })
    if (!before) throw new AppError('NOT_FOUND', DATA_REQUEST_NOT_FOUND)
    const { count } = await tx.dataRequest.updateMany({
      where: { id: input.id, closedAt: null },
      data: { state: input.state, handledById: actor.id, ...(isClosing ? { closedAt: now, outcome: input.outcome } : input.outcome ? { outcome: input.outcome } : {}) },
    })
    if (count === 0) throw new AppError('CONFLICT', DATA_REQUEST_CLOSED)
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'data-request.update',
      targetType: 'DataRequest',
      targetId: input.id,
      targetUserId: before.userId,
      details: { changes: { state: { from: before.state, to: input.state } }, ...(input.outcome ? { outcome: input.outcome } : {}) },
    })
    return tx.dataRequest.findUniqueOrThrow({ where: { id: input.id }, select: DATA_REQUEST_SELECT })
  })
  return { message: DATA_REQUEST_UPDATED, data: toDataRequestView(row) }
}
