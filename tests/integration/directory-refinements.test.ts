import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { GET as listTherapists } from '@/app/api/v1/user/all-app-therapist/route'
import { addDays } from '@/lib/availability/calendar'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { setAvailability } from '@/lib/server/availability/set-availability'
import { db } from '@/lib/server/db'
import { findDirectoryPage } from '@/lib/server/therapists/find-directory-page'
import { findOpenAvailability } from '@/lib/server/therapists/find-open-availability'
import { findPublicTherapist } from '@/lib/server/therapists/find-public-therapist'
import { refreshFreeHoursAhead, refreshStaleFreeHours } from '@/lib/server/therapists/free-hours-ahead'
import { lagosDateKey, lagosInstant } from '@/lib/time'
import { normaliseNameQuery, type DirectoryFilters } from '@/lib/validation/directory'
import type { Prisma } from '@/lib/server/db'
import { createAppointment, createAvailability, createPatient, createTherapist, type TherapistOverrides } from '../fixtures/factories'

// Route handlers call connection() (no prerendering of API answers), which needs Next's request scope.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

/*
 * The directory reads other tests' therapists too (one shared database), so each test names its own
 * therapists with a unique word and searches for it. Free hours are published from tomorrow (Lagos),
 * so what "now" makes of them does not depend on the hour the test runs.
 */
const uniqueWord = () => `Zr${randomUUID().replace(/-/g, '').slice(0, 10)}`
const today = () => lagosDateKey(new Date())

type Profile = Pick<Prisma.TherapistProfileUpdateInput, 'languages' | 'faith' | 'ratingCount' | 'ratingTotal' | 'sessionModes'>

async function therapist(word: string, name: string, overrides: TherapistOverrides = {}, profile: Profile = {}) {
  const created = await createTherapist(db, { fullName: `${name} ${word}`, ...overrides })
  await db.therapistProfile.update({ where: { userId: created.id }, data: profile })
  return created
}

async function publish(therapistId: string, inDays: number, hours: number[]) {
  await createAvailability(db, { therapistId, date: addDays(today(), inDays), hours })
  await refreshFreeHoursAhead(db, [therapistId])
}

async function ids(word: string, filters: Omit<DirectoryFilters, 'q' | 'specialty'> & Partial<Pick<DirectoryFilters, 'specialty'>> = {}) {
  const page = await findDirectoryPage({ filters: { specialty: null, q: normaliseNameQuery(word), ...filters }, offset: 0, limit: 24 })
  return page.therapists.map((t) => t._id)
}

const api = (query: string) => listTherapists(new NextRequest(new URL(`/api/v1/user/all-app-therapist?${query}`, 'http://localhost')), { params: Promise.resolve({}) })

describe('directory filters', () => {
  it('filters by language, gender, fee range and faith-based approach, each alone and combined', async () => {
    const word = uniqueWord()
    const ada = await therapist(word, 'Ada', { gender: 'Female', feeKobo: 1_500_000 }, { languages: ['English', 'Yoruba'], faith: 'Christian' })
    const bola = await therapist(word, 'Bola', { gender: 'Female', feeKobo: 2_500_000 }, { languages: ['Yoruba'] })
    const chidi = await therapist(word, 'Chidi', { gender: 'Male', feeKobo: 1_000_000 }, { languages: ['English', 'Igbo'], faith: 'Muslim' })
    const dayo = await therapist(word, 'Dayo', { gender: 'Male', feeKobo: 3_000_000 }, { languages: ['English', 'Pidgin'], faith: 'Interfaith' })

    expect(new Set(await ids(word, { language: 'Yoruba' }))).toEqual(new Set([ada.id, bola.id]))
    expect(new Set(await ids(word, { language: 'Pidgin' }))).toEqual(new Set([dayo.id]))
    expect(new Set(await ids(word, { gender: 'Male' }))).toEqual(new Set([chidi.id, dayo.id]))
    expect(new Set(await ids(word, { maxFee: 20_000 }))).toEqual(new Set([ada.id, chidi.id]))
    expect(new Set(await ids(word, { minFee: 15_000, maxFee: 25_000 }))).toEqual(new Set([ada.id, bola.id]))
    expect(new Set(await ids(word, { faith: 'Muslim' }))).toEqual(new Set([chidi.id]))
    // Combined: a Yoruba-speaking woman under ₦20,000.
    expect(await ids(word, { language: 'Yoruba', gender: 'Female', maxFee: 20_000 })).toEqual([ada.id])
    expect(await ids(word, { language: 'Igbo', gender: 'Female' })).toEqual([])
    expect(await ids(word, { language: 'Yoruba', mode: 'Phone' })).toEqual([])
  })

  it('keeps only therapists with a free hour within the days asked for', async () => {
    const word = uniqueWord()
    const soon = await therapist(word, 'Soon')
    const later = await therapist(word, 'Later')
    const never = await therapist(word, 'Never')
    await publish(soon.id, 2, [10])
    await publish(later.id, 10, [10])
    await refreshFreeHoursAhead(db, [never.id])

    expect(await ids(word, { availableWithinDays: 7 })).toEqual([soon.id])
    expect(new Set(await ids(word, { availableWithinDays: 14 }))).toEqual(new Set([soon.id, later.id]))
  })

  it('sorts by soonest free hour, lowest fee or highest rating, ties newest verified first', async () => {
    const word = uniqueWord()
    const t = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000)
    const a = await therapist(word, 'A', { feeKobo: 3_000_000, verifiedAt: t(4) }, { ratingCount: 3, ratingTotal: 12 })
    const b = await therapist(word, 'B', { feeKobo: 1_000_000, verifiedAt: t(3) }, { ratingCount: 4, ratingTotal: 19 })
    const c = await therapist(word, 'C', { feeKobo: 2_000_000, verifiedAt: t(2) }, { ratingCount: 2, ratingTotal: 10 })
    const d = await therapist(word, 'D', { feeKobo: 2_000_000, verifiedAt: t(1) })
    await publish(a.id, 3, [9])
    await publish(b.id, 1, [15])
    await publish(c.id, 1, [9])

    expect(await ids(word)).toEqual([d.id, c.id, b.id, a.id])
    expect(await ids(word, { sort: 'soonest' })).toEqual([c.id, b.id, a.id, d.id])
    expect(await ids(word, { sort: 'fee' })).toEqual([b.id, d.id, c.id, a.id])
    // C's two reviews show no rating, so C sorts with those who have none.
    expect(await ids(word, { sort: 'rating' })).toEqual([b.id, a.id, d.id, c.id])
    const page = await findDirectoryPage({ filters: { specialty: null, q: normaliseNameQuery(word), sort: 'rating' }, offset: 0, limit: 24 })
    expect(page.therapists.map((x) => x.rating)).toEqual([{ average: 4.8, count: 4 }, { average: 4, count: 3 }, null, null])
  })
})

describe('the next free hour', () => {
  it('agrees with the booking widget through publishing and a hold, and expires the directory\u2019s cached pages', async () => {
    const word = uniqueWord()
    const therapistRow = await therapist(word, 'Next')
    const patient = await createPatient(db)
    const date = addDays(today(), 1)
    await setAvailability({ therapistId: therapistRow.id, availableDate: date, availableSlots: [9, 10, 11] })

    const widgetFirst = async () => {
      const days = await findOpenAvailability({ therapistId: therapistRow.id })
      const day = days.find((d) => d.availableSlots.length > 0)
      return day ? `${day.availableDate} ${day.availableSlots[0]}` : null
    }
    const listed = async () => (await findPublicTherapist({ therapistId: therapistRow.id }))!.nextAvailable
    expect(await listed()).toBe(lagosInstant(date, 9).toISOString())
    expect(await widgetFirst()).toBe(`${date} 09:00 AM`)

    // Held: 9 and 10 are taken for everyone else, so both say 11.
    await holdAppointment({ patientId: patient.id, therapistId: therapistRow.id, appointmentDate: date, slot_start: 9, slot_end: 11 })
    expect(await listed()).toBe(lagosInstant(date, 11).toISOString())
    expect(await widgetFirst()).toBe(`${date} 11:00 AM`)
    expect(revalidateTag).toHaveBeenCalledWith('free-hours', { expire: 0 })
    const card = (await findDirectoryPage({ filters: { specialty: null, q: normaliseNameQuery(word) }, offset: 0, limit: 5 })).therapists[0]!
    expect(card.nextAvailable).toBe(lagosInstant(date, 11).toISOString())
  })

  it('skips a stored hour once it has started, and the sweep works out again a therapist whose hold ran out', async () => {
    const word = uniqueWord()
    const therapistRow = await therapist(word, 'Sweep')
    const patient = await createPatient(db)
    const date = addDays(today(), 2)
    await createAvailability(db, { therapistId: therapistRow.id, date, hours: [14, 15] })
    // A hold owns 14:00 when the hours are worked out, and has run out by the sweep.
    const checkedAt = new Date()
    await createAppointment(db, { patientId: patient.id, therapistId: therapistRow.id, startsAt: lagosInstant(date, 14), status: 'Pending', holdExpiresAt: new Date(checkedAt.getTime() + 60_000) })
    await refreshFreeHoursAhead(db, [therapistRow.id], checkedAt)
    const stored = async () => (await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapistRow.id }, select: { freeHoursAhead: true } })).freeHoursAhead
    expect(await stored()).toEqual([lagosInstant(date, 15)])
    // When 15:00 has started nothing is next, although the stored list still holds it.
    expect((await findPublicTherapist({ therapistId: therapistRow.id, now: new Date(lagosInstant(date, 15).getTime() + 1) }))!.nextAvailable).toBeNull()

    const afterExpiry = new Date(checkedAt.getTime() + 2 * 60_000)
    await refreshStaleFreeHours({ now: afterExpiry, limit: 10_000 })
    expect(await stored()).toEqual([lagosInstant(date, 14), lagosInstant(date, 15)])
  })
})

describe('GET user/all-app-therapist with the new parameters', () => {
  it('filters and sorts, and each item carries languages, sessionModes, rating and nextAvailable', async () => {
    const word = uniqueWord()
    const ada = await therapist(word, 'Ada', { gender: 'Female', feeKobo: 1_800_000 }, { languages: ['English', 'Yoruba'], ratingCount: 3, ratingTotal: 14 })
    await therapist(word, 'Bisi', { gender: 'Female', feeKobo: 2_800_000 }, { languages: ['Yoruba'] })
    await publish(ada.id, 1, [10])

    const response = await api(`q=${word}&language=yoruba&gender=female&minFee=0&maxFee=20000&availableWithinDays=7&sort=soonest&faith=`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toMatchObject({
      _id: ada.id,
      languages: ['English', 'Yoruba'],
      sessionModes: ['video'],
      rating: { average: 4.7, count: 3 },
      nextAvailable: lagosInstant(addDays(today(), 1), 10).toISOString(),
    })
  })

  it('refuses a value it does not know, with 400', async () => {
    for (const query of ['language=klingon', 'gender=unknown', 'minFee=-1', 'maxFee=abc', 'faith=none', 'availableWithinDays=0', 'sort=random']) {
      const response = await api(query)
      expect(response.status, query).toBe(400)
    }
  })
})
