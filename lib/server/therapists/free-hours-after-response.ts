import 'server-only'
import { after } from 'next/server'
import { db } from '../db'
import { logError } from '../log'
import { freeHoursChanged, refreshFreeHoursAhead, shownFreeHoursChanged } from './free-hours-ahead'

/*
 * freeHoursChanged for the booking path (hold, confirm), off the person's answer (decision 048).
 *
 * Working out a therapist's next free hours reads 56 days of their calendar: three reads and an
 * update for each hold and each payment. Under load most of those are for different therapists at
 * nearly the same moment, so after the response the therapists of every booking that committed in
 * the same few milliseconds are worked out together: one set of reads and one update for the lot.
 * The public pages' tags are expired once the stored hours are written, so a page rebuilt at once
 * never caches the hours from before the write, and only for therapists whose next free hour changed
 * (shownFreeHoursChanged). The booking itself never waits for this, and a
 * failure only leaves the hours to the cron sweep (FREE_HOURS_RECHECK_MS), as freeHoursChanged does.
 *
 * Outside a request (tests, scripts) there is no response to wait for: the hours are worked out
 * before this returns, exactly as freeHoursChanged does.
 */

/** How long a batch waits for other bookings' therapists before it is worked out. */
const BATCH_WAIT_MS = 10
/** At most this many therapists in one batch's reads. */
const BATCH_LIMIT = 200

const waiting = new Set<string>()
/**
 * The batch being gathered: resolves once its therapists' hours are stored, with those whose next free
 * hour changed (every one of a chunk that could not be worked out, so its pages are expired anyway).
 */
let gathering: Promise<Set<string>> | null = null
/**
 * The batch being written. Batches run one after another: two updates of many TherapistProfile rows
 * at once could lock them in opposite orders.
 */
let writing: Promise<unknown> = Promise.resolve()

export async function freeHoursChangedAfterResponse(...therapistIds: string[]): Promise<void> {
  try {
    after(async () => {
      const changed = await inBatch(therapistIds)
      shownFreeHoursChanged(therapistIds.filter((id) => changed.has(id)))
    })
    return
  } catch {
    // after() throws outside a request scope: work the hours out now.
  }
  await freeHoursChanged(...therapistIds)
}

function inBatch(therapistIds: readonly string[]): Promise<Set<string>> {
  for (const id of therapistIds) waiting.add(id)
  if (gathering) return gathering
  const previous = writing
  gathering = new Promise<void>((resolve) => setTimeout(resolve, BATCH_WAIT_MS))
    .then(() => previous)
    .then(async () => {
      // Later arrivals start the next batch.
      gathering = null
      const ids = [...waiting]
      waiting.clear()
      const changed = new Set<string>()
      for (let at = 0; at < ids.length; at += BATCH_LIMIT) {
        const chunk = ids.slice(at, at + BATCH_LIMIT)
        const shown = await refreshFreeHoursAhead(db, chunk).catch((error: unknown) => {
          logError('[directory] could not refresh free hours', error, { therapistIds: chunk })
          return chunk
        })
        for (const id of shown) changed.add(id)
      }
      return changed
    })
  writing = gathering
  return gathering
}
