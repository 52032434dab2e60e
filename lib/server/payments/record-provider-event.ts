import 'server-only'
import { createHash } from 'node:crypto'
import { db, type Prisma } from '../db'

type RecordInput = { provider: 'Monnify'; eventType: string; rawBody: string; payload: Prisma.InputJsonValue }

/**
 * Keeps a verified provider notification before anything is done with it, so the provider gets its
 * answer at once and the work survives a crash. The same body sent again (providers resend until
 * they get a 200) is the same row: bodyHash, the SHA-256 of the raw body, is unique.
 */
export async function recordProviderEvent({ provider, eventType, rawBody, payload }: RecordInput): Promise<{ id: string; isProcessed: boolean }> {
  const bodyHash = createHash('sha256').update(rawBody, 'utf8').digest('hex')
  await db.providerEvent.createMany({ data: [{ provider, eventType: eventType.slice(0, 100), bodyHash, payload }], skipDuplicates: true })
  const event = await db.providerEvent.findUniqueOrThrow({ where: { bodyHash }, select: { id: true, processedAt: true } })
  return { id: event.id, isProcessed: event.processedAt !== null }
}
