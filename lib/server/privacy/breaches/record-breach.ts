import 'server-only'
import { breachNotifyBy } from '@/lib/privacy/breach-deadline'
import { parseRegisterTime, type recordBreachSchema } from '@/lib/validation/privacy-registers'
import type { z } from '@/lib/validation/zod'
import { recordAudit } from '../../audit/record-audit'
import { assertAdmin, type Actor } from '../../auth/assert-role'
import { db } from '../../db'
import { BREACH_SELECT, toBreachView } from './breach-view'

export const BREACH_RECORDED = 'Breach recorded. Notify the Commission within 72 hours of finding it.'

/** An admin records a breach: the Commission must be told within 72 hours of when it was found (now when not given). */
export async function recordBreach({ actor, input, now = new Date() }: { actor: Actor; input: z.output<typeof recordBreachSchema>; now?: Date }) {
  assertAdmin(actor)
  const foundAt = (input.foundAt && parseRegisterTime(input.foundAt)) || now
  const row = await db.$transaction(async (tx) => {
    const created = await tx.breach.create({
      data: { foundAt, summary: input.summary, dataAffected: input.dataAffected, peopleAffected: input.peopleAffected, notifyBy: breachNotifyBy(foundAt), recordedById: actor.id },
      select: BREACH_SELECT,
    })
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'breach.record',
      targetType: 'Breach',
      targetId: created.id,
      details: { summary: created.summary, peopleAffected: created.peopleAffected, foundAt: created.foundAt.toISOString() },
    })
    return created
  })
  return { message: BREACH_RECORDED, data: toBreachView(row) }
}
