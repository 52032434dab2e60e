import 'server-only'
import { dataRequestDueAt } from '@/lib/privacy/data-request-deadline'
import type { Prisma } from '../../db'

/** The outcome a self-service request is closed with: the person did it themselves in the privacy centre. */
export const SELF_SERVICE_OUTCOME = 'Done by the person in the privacy centre.'

/**
 * A person's own export (Access) or erasure in the privacy centre, entered in the register as a
 * request received and completed now. Call it inside the transaction of the export or the erasure
 * (before the person's data goes): the row keeps the account's id and the kind, never a name or an
 * email, so it survives the erasure it records.
 */
export async function recordSelfServiceRequest(client: Prisma.TransactionClient, { userId, kind, now = new Date() }: { userId: string; kind: 'Access' | 'Erasure'; now?: Date }) {
  // Due is the law's 30 days, although it was answered at once: the same rule as any request.
  const row = await client.dataRequest.create({
    data: { kind, channel: 'SelfService', userId, receivedAt: now, dueAt: dataRequestDueAt(now), state: 'Completed', closedAt: now, outcome: SELF_SERVICE_OUTCOME },
    select: { id: true },
  })
  return { _id: row.id }
}
