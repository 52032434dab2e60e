import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import type { updateBreachSchema } from '@/lib/validation/privacy-registers'
import type { z } from '@/lib/validation/zod'
import { recordAudit } from '../../audit/record-audit'
import { assertAdmin, type Actor } from '../../auth/assert-role'
import { db, type Prisma } from '../../db'
import { AppError } from '../../errors'
import { BREACH_SELECT, toBreachView } from './breach-view'

export const BREACH_NOT_FOUND = 'Breach not found'

const MARKS = {
  'commission-notified': { already: 'The Commission was already marked notified.', done: 'Marked: the Commission was notified.' },
  'people-told': { already: 'The people affected were already marked told.', done: 'Marked: the people affected were told.' },
  closed: { already: 'This breach is already closed.', done: 'Breach closed.' },
} as const

/**
 * Marks, once each, that the Commission was notified, that the people affected were told (both
 * dated now), or that the breach is closed. A mark already made is refused (409) and keeps its
 * first date: the register must show when it really happened.
 */
export async function updateBreach({ actor, input, now = new Date() }: { actor: Actor; input: z.output<typeof updateBreachSchema>; now?: Date }) {
  assertAdmin(actor)
  if (!isUuid(input.id)) throw new AppError('NOT_FOUND', BREACH_NOT_FOUND)
  const change: { where: Prisma.BreachWhereInput; data: Prisma.BreachUpdateManyMutationInput } =
    input.mark === 'commission-notified'
      ? { where: { commissionNotifiedAt: null }, data: { commissionNotifiedAt: now } }
      : input.mark === 'people-told'
        ? { where: { peopleToldAt: null }, data: { peopleToldAt: now } }
        : { where: { state: 'Open' }, data: { state: 'Closed' } }
  const row = await db.$transaction(async (tx) => {
    const { count } = await tx.breach.updateMany({ where: { id: input.id, ...change.where }, data: change.data })
    if (count === 0) {
      const exists = await tx.breach.count({ where: { id: input.id } })
      throw exists ? new AppError('CONFLICT', MARKS[input.mark].already) : new AppError('NOT_FOUND', BREACH_NOT_FOUND)
    }
    await recordAudit(tx, { actorId: actor.id, action: 'breach.update', targetType: 'Breach', targetId: input.id, details: { mark: input.mark } })
    return tx.breach.findUniqueOrThrow({ where: { id: input.id }, select: BREACH_SELECT })
  })
  return { message: MARKS[input.mark].done, data: toBreachView(row) }
}
