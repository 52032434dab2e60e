import { beforeEach, describe, expect, it, vi } from 'vitest'
import { addDays } from '@/lib/availability/calendar'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { db } from '@/lib/server/db'
import { freeHoursChanged, refreshFreeHoursAhead } from '@/lib/server/therapists/free-hours-ahead'
import { lagosDateKey, lagosInstant } from '@/lib/time'
import { createAvailability, createPatient, createTherapist } from '../fixtures/factories'

// The public pages show one figure of a therapist's free hours: the next one (their page, the home
// cards, the directory's cards, filter and order). Their tags expire when that figure changes, and
// only then. The clock is the real one: the stored hours reach FREE_HOURS_HORIZON_DAYS ahead of it.
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

const DAY = addDays(lagosDateKey(new Date()), 3)
const expired = () => revalidateTag.mock.calls.map(([tag]) => tag as string)

beforeEach(() => revalidateTag.mockClear())

async function therapistOpenAt(hours: number[]) {
  const therapist = await createTherapist(db)
  await createAvailability(db, { therapistId: therapist.id, date: DAY, hours })
  await refreshFreeHoursAhead(db, [therapist.id])
  revalidateTag.mockClear()
  return therapist.id
}

const hold = async (therapistId: string, start: number) =>
  holdAppointment({ patientId: (await createPatient(db)).id, therapistId, appointmentDate: DAY, slot_start: start, slot_end: start + 1 })

describe('the public pages follow the next free hour', () => {
  it('answers which therapists’ next free hour a refresh changed', async () => {
    const [open, closed] = [await createTherapist(db), await createTherapist(db)]
    await createAvailability(db, { therapistId: open.id, date: DAY, hours: [10, 11] })
    // None stored yet: the one with hours now has a next free hour, the other still has none.
    expect(await refreshFreeHoursAhead(db, [open.id, closed.id])).toEqual([open.id])
    expect(await refreshFreeHoursAhead(db, [open.id, closed.id])).toEqual([])

    await createAvailability(db, { therapistId: open.id, date: DAY, hours: [10, 11, 15] })
    expect(await refreshFreeHoursAhead(db, [open.id])).toEqual([])
    await createAvailability(db, { therapistId: open.id, date: DAY, hours: [9, 10, 11, 15] })
    expect(await refreshFreeHoursAhead(db, [open.id])).toEqual([open.id])
    const stored = await db.therapistProfile.findUniqueOrThrow({ where: { userId: open.id }, select: { freeHoursAhead: true } })
    expect(stored.freeHoursAhead).toEqual([9, 10, 11, 15].map((hour) => lagosInstant(DAY, hour)))
  })

  it('leaves the pages cached when a booking takes a later hour, and expires them when it takes the next one', async () => {
    const therapistId = await therapistOpenAt([10, 11, 12])

    await hold(therapistId, 12)
    expect(expired()).toEqual([])

    await hold(therapistId, 10)
    expect(expired()).toEqual([`availability:${therapistId}`, 'free-hours'])
  })

  it('expires the pages when hours are published before the next free hour, and when the last ones go', async () => {
    const therapistId = await therapistOpenAt([14])
    await createAvailability(db, { therapistId, date: DAY, hours: [14, 16] })
    await freeHoursChanged(therapistId)
    expect(expired()).toEqual([])

    await createAvailability(db, { therapistId, date: DAY, hours: [8, 14, 16] })
    await freeHoursChanged(therapistId)
    expect(expired()).toEqual([`availability:${therapistId}`, 'free-hours'])

    revalidateTag.mockClear()
    await db.availability.deleteMany({ where: { therapistId } })
    await freeHoursChanged(therapistId)
    expect(expired()).toEqual([`availability:${therapistId}`, 'free-hours'])
  })

  it('expires the pages of every therapist asked about when their hours cannot be worked out', async () => {
    const therapistId = await therapistOpenAt([10])
    // A malformed id fails the batch's reads: nothing is known of what changed, so all of it expires.
    await freeHoursChanged(therapistId, 'not-a-therapist-id')
    expect(expired()).toEqual([`availability:${therapistId}`, 'availability:not-a-therapist-id', 'free-hours'])
  })
})
