import { describe, expect, it, vi } from 'vitest'
import { addDays } from '@/lib/availability/calendar'
import { db } from '@/lib/server/db'
import { refreshFreeHoursAhead } from '@/lib/server/therapists/free-hours-ahead'
import { freeHoursChangedAfterResponse } from '@/lib/server/therapists/free-hours-after-response'
import { lagosDateKey } from '@/lib/time'
import { createAvailability, createTherapist } from '../fixtures/factories'

// A request scope as Next gives one: after() keeps its callbacks until "the response has been sent".
const pendingAfter = vi.hoisted(() => ({ callbacks: [] as (() => Promise<unknown>)[], inRequest: true }))
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => Promise<unknown>) => {
    if (!pendingAfter.inRequest) throw new Error('after() outside a request scope')
    pendingAfter.callbacks.push(task)
  },
}))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))
vi.mock('@/lib/server/therapists/free-hours-ahead', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/server/therapists/free-hours-ahead')>()
  return { ...real, refreshFreeHoursAhead: vi.fn(real.refreshFreeHoursAhead) }
})

async function therapistWithHours() {
  const therapist = await createTherapist(db)
  await createAvailability(db, { therapistId: therapist.id, date: addDays(lagosDateKey(new Date()), 2), hours: [10, 11] })
  return therapist.id
}

const storedHours = async (id: string) => (await db.therapistProfile.findUniqueOrThrow({ where: { userId: id }, select: { freeHoursAhead: true } })).freeHoursAhead

describe('free hours after the response', () => {
  it('works out the therapists of bookings made together in one batch, after the answer, and expires the pages after writing', async () => {
    const [first, second] = [await therapistWithHours(), await therapistWithHours()]
    vi.mocked(refreshFreeHoursAhead).mockClear()
    revalidateTag.mockClear()
    pendingAfter.callbacks = []

    await freeHoursChangedAfterResponse(first)
    await freeHoursChangedAfterResponse(second)
    // Nothing before the answer.
    expect(refreshFreeHoursAhead).not.toHaveBeenCalled()
    expect(await storedHours(first)).toEqual([])

    await Promise.all(pendingAfter.callbacks.map((task) => task()))
    expect(refreshFreeHoursAhead).toHaveBeenCalledTimes(1)
    expect(new Set(vi.mocked(refreshFreeHoursAhead).mock.calls[0]![1])).toEqual(new Set([first, second]))
    expect(await storedHours(first)).toHaveLength(2)
    expect(await storedHours(second)).toHaveLength(2)
    expect(revalidateTag).toHaveBeenCalledWith(`availability:${first}`, { expire: 0 })
    expect(revalidateTag).toHaveBeenCalledWith(`availability:${second}`, { expire: 0 })
  })

  it('outside a request, works the hours out before it returns', async () => {
    const id = await therapistWithHours()
    pendingAfter.inRequest = false
    try {
      await freeHoursChangedAfterResponse(id)
      expect(await storedHours(id)).toHaveLength(2)
    } finally {
      pendingAfter.inRequest = true
    }
  })
})
