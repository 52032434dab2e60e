import 'server-only'
import { db } from '../db'
import { logError } from '../log'
import { addSmallRendition, type AddedRendition } from './store-upload'

/*
 * Profile photos stored before small renditions existed (migration 20261231090700) have none, and
 * the cards then load the 600 px photo. This gives each current profile photo kept by the storage
 * adapter its rendition, a batch at a time; run it once after that migration is deployed. Running
 * it again finds nothing left to do.
 */

/** 'failed': storing the rendition went wrong (storage down, the uploader erased meanwhile); cause logged. */
export type BackfillCounts = Record<AddedRendition | 'failed', number>

const BATCH_SIZE = 100

export async function backfillPhotoRenditions({ batchSize = BATCH_SIZE }: { batchSize?: number } = {}): Promise<BackfillCounts> {
  const counts: BackfillCounts = { made: 0, 'not-needed': 0, 'no-bytes': 0, unreadable: 0, failed: 0 }
  // Keyset by id: a photo whose bytes are missing keeps smallFileId null and must not be read twice.
  let after: string | undefined
  for (;;) {
    const batch = await db.storedFile.findMany({
      // Seeded static pictures come back 'not-needed' from addSmallRendition (isManagedStorageKey).
      where: { smallFileId: null, therapistPhoto: { isNot: null }, ...(after ? { id: { gt: after } } : {}) },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: batchSize,
    })
    for (const { id } of batch) counts[await addOrLog(id)] += 1
    if (batch.length < batchSize) return counts
    after = batch[batch.length - 1]!.id
  }
}

/** One photo's failure is counted and logged; the others still get their renditions. */
async function addOrLog(fileId: string): Promise<AddedRendition | 'failed'> {
  try {
    return await addSmallRendition(fileId)
  } catch (error) {
    logError(`[uploads] could not store a small copy of ${fileId}`, error)
    return 'failed'
  }
}
