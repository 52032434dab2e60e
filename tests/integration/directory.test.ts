import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { GET as listTherapists } from '@/app/api/v1/user/all-app-therapist/route'
import { GET as viewTherapist } from '@/app/api/v1/user/user-therapist/[id]/route'
import { GET as viewAvailability } from '@/app/api/v1/user/user-view-availability/[id]/route'
import { db } from '@/lib/server/db'
import { findDirectoryPage } from '@/lib/server/therapists/find-directory-page'
import { findOpenAvailability } from '@/lib/server/therapists/find-open-availability'
import { findPublicTherapist } from '@/lib/server/therapists/find-public-therapist'
import { DIRECTORY_MAX_LIMIT, normaliseNameQuery } from '@/lib/validation/directory'
import { createAppointment, createAvailability, createPatient, createTherapist, lagosHourToUtc, type AppointmentInput, type TherapistOverrides } from '../fixtures/factories'

// Route handlers call connection() (no prerendering of API answers), which needs Next's request scope;
// outside Next it has nothing to do. Everything else below is real, the database included.
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

/*
 * The directory reads other tests' therapists too (one shared database), so every test gives its own
 * therapists a unique word in their names and searches for it.
 */
const uniqueWord = () => `Zx${randomUUID().replace(/-/g, '').slice(0, 10)}`

function therapist(word: string, name: string, overrides: TherapistOverrides = {}) {
  return createTherapist(db, { fullName: `${name} ${word}`, ...overrides })
}

const api = (path: string) => new NextRequest(new URL(path, 'http://localhost'))
const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) })

async function listAll(word: string, specialty: string | null = null) {
  return findDirectoryPage({ filters: { specialty: specialty as never, q: normaliseNameQuery(word) }, offset: 0, limit: 50 })
}

describe('directory listing', () => {
  it('shows only verified therapists who are neither blocked nor erased', async () => {
    const word = uniqueWord()
    const listed = await therapist(word, 'Listed')
    await therapist(word, 'Unverified', { isVerified: false })
    await therapist(word, 'Blocked', { isBlocked: true })
    await therapist(word, 'Erased', { erasedAt: new Date() })

    const page = await listAll(word)
    expect(page.therapists.map((t) => t._id)).toEqual([listed.id])
    expect(page.hasMore).toBe(false)
    expect(page.nextOffset).toBeNull()
  })

  it('filters by one specialty', async () => {
    const word = uniqueWord()
    const grief = await therapist(word, 'Grief', { specialties: ['Crisis Counseling', 'Grief Counseling'] })
    await therapist(word, 'Career', { specialties: ['Career Counseling'] })

    const page = await listAll(word, 'Grief Counseling')
    expect(page.therapists.map((t) => t._id)).toEqual([grief.id])
    expect((await listAll(word, 'Eating Disorder')).therapists).toEqual([])
  })

  it('searches names case-insensitively, anywhere in the name, with wildcards taken literally', async () => {
    const word = uniqueWord()
    const ada = await therapist(word, 'Adaeze Okafor')
    await therapist(word, 'Bola Ade')

    const found = await findDirectoryPage({ filters: { specialty: null, q: normaliseNameQuery(`  OKAFOR   ${word.toUpperCase()} `) }, offset: 0, limit: 12 })
    expect(found.therapists.map((t) => t._id)).toEqual([ada.id])
    // "_" and "%" are LIKE wildcards: searching for them must not match every name.
    const wildcard = await findDirectoryPage({ filters: { specialty: null, q: `${word.slice(0, 4)}_${word.slice(5)}`.toLowerCase() }, offset: 0, limit: 12 })
    expect(wildcard.therapists).toEqual([])
    expect((await findDirectoryPage({ filters: { specialty: null, q: `${word.toLowerCase()}%` }, offset: 0, limit: 12 })).therapists).toEqual([])
  })

  it('pages in a stable order without repeats, newest verified first', async () => {
    const word = uniqueWord()
    const sameMoment = new Date('2026-01-01T10:00:00Z')
    // Five share one verification time, so the id must break the tie.
    const created = []
    for (let i = 0; i < 15; i++) {
      const verifiedAt = i < 5 ? sameMoment : new Date(sameMoment.getTime() + i * 60_000)
      created.push(await therapist(word, `Paged ${i}`, { verifiedAt }))
    }
    const filters = { specialty: null, q: word.toLowerCase() }
    const pages = [
      await findDirectoryPage({ filters, offset: 0, limit: 6 }),
      await findDirectoryPage({ filters, offset: 6, limit: 6 }),
      await findDirectoryPage({ filters, offset: 12, limit: 6 }),
    ]
    expect(pages.map((p) => p.therapists.length)).toEqual([6, 6, 3])
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false])
    expect(pages.map((p) => p.nextOffset)).toEqual([6, 12, null])

    const ids = pages.flatMap((p) => p.therapists.map((t) => t._id))
    expect(new Set(ids).size).toBe(15)
    expect(new Set(ids)).toEqual(new Set(created.map((t) => t.id)))
    // Newest verification first; equal times ordered by id (descending).
    const expected = [...created]
      .sort((a, b) => b.therapistProfile.verifiedAt!.getTime() - a.therapistProfile.verifiedAt!.getTime() || (a.id < b.id ? 1 : -1))
      .map((t) => t.id)
    expect(ids).toEqual(expected)
    // Asking again gives the same pages.
    expect((await findDirectoryPage({ filters, offset: 6, limit: 6 })).therapists.map((t) => t._id)).toEqual(ids.slice(6, 12))
  })
})

describe('GET /api/v1/user/all-app-therapist', () => {
  it('gives each photo its small rendition for the cards, or the photo itself when it has none', async () => {
    const word = uniqueWord()
    const small = await db.storedFile.create({ data: { storageKey: `demo/${randomUUID()}.jpg`, url: '/images/demo/therapists/small/02.jpg', contentType: 'image/jpeg', byteSize: 10, visibility: 'Public' } })
    const withSmall = await db.storedFile.create({ data: { storageKey: `demo/${randomUUID()}.jpg`, url: '/images/demo/therapists/02.jpg', contentType: 'image/jpeg', byteSize: 10, visibility: 'Public', smallFileId: small.id } })
    const older = await db.storedFile.create({ data: { storageKey: `demo/${randomUUID()}.jpg`, url: '/images/demo/therapists/03.jpg', contentType: 'image/jpeg', byteSize: 10, visibility: 'Public' } })
    const a = await therapist(word, 'Amaka', { photoFileId: withSmall.id })
    const b = await therapist(word, 'Bola', { photoFileId: older.id })

    const body = await (await listTherapists(api(`/api/v1/user/all-app-therapist?q=${word}`), context())).json()
    const photoOf = (id: string) => body.data.find((t: { _id: string }) => t._id === id).profilePhoto
    expect(photoOf(a.id)).toEqual({ url: '/images/demo/therapists/02.jpg', smallUrl: '/images/demo/therapists/small/02.jpg' })
    expect(photoOf(b.id)).toEqual({ url: '/images/demo/therapists/03.jpg', smallUrl: '/images/demo/therapists/03.jpg' })
  })

  it('answers the spec field names, never private ones', async () => {
    const word = uniqueWord()
    const created = await therapist(word, 'Ngozi', {
      specialties: ['Family & Marriage Counseling', 'Couples Counseling'],
      feeKobo: 3_500_000,
      yearsOfExperience: 18,
      gender: 'Female',
      state: 'Enugu',
      localGovernment: 'Enugu North',
      phoneNumber: '+2348037749012',
      address: '15 Ogui Road, Enugu',
    })
    const response = await listTherapists(api(`/api/v1/user/all-app-therapist?q=${word.toUpperCase()}`), context())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toEqual({ data: [expect.any(Object)], hasMore: false, nextOffset: null })
    expect(body.data[0]).toMatchObject({
      _id: created.id,
      fullName: `Ngozi ${word}`,
      gender: 'Female',
      fee: 35_000,
      specialties: ['Family & Marriage Counseling', 'Couples Counseling'],
      specialtyOne: 'Family & Marriage Counseling',
      specialtyTwo: 'Couples Counseling',
      specialtyThree: null,
      yearsOfExperience: 18,
      profilePhoto: null,
      state: 'Enugu',
      localGovernment: 'Enugu North',
      isVerified: true,
      createdAt: created.createdAt.toISOString(),
    })
    const text = JSON.stringify(body)
    for (const secret of [created.email, '+2348037749012', '15 Ogui Road', created.passwordHash]) expect(text).not.toContain(secret)
    expect(Object.keys(body.data[0])).not.toEqual(expect.arrayContaining(['email']))
  })

  it('pages with offset and limit, and caps the limit', async () => {
    const word = uniqueWord()
    for (let i = 0; i < DIRECTORY_MAX_LIMIT + 2; i++) await therapist(word, `Many ${i}`)

    const capped = await (await listTherapists(api(`/api/v1/user/all-app-therapist?q=${word}&limit=500`), context())).json()
    expect(capped.data).toHaveLength(DIRECTORY_MAX_LIMIT)
    expect(capped.hasMore).toBe(true)
    expect(capped.nextOffset).toBe(DIRECTORY_MAX_LIMIT)

    const first = await (await listTherapists(api(`/api/v1/user/all-app-therapist?q=${word}`), context())).json()
    expect(first.data).toHaveLength(12)
    const rest = await (await listTherapists(api(`/api/v1/user/all-app-therapist?q=${word}&offset=12&limit=6`), context())).json()
    expect(rest.data).toHaveLength(6)
    expect(rest.nextOffset).toBe(18)
    const seen = new Set([...first.data, ...rest.data].map((t: { _id: string }) => t._id))
    expect(seen.size).toBe(18)
  })

  it('filters by specialty and refuses unknown specialties and bad paging', async () => {
    const word = uniqueWord()
    const crisis = await therapist(word, 'Crisis', { specialties: ['Crisis Counseling'] })
    await therapist(word, 'Child', { specialties: ['Child Counseling'] })
    const body = await (await listTherapists(api(`/api/v1/user/all-app-therapist?specialty=${encodeURIComponent('Crisis Counseling')}&q=${word}`), context())).json()
    expect(body.data.map((t: { _id: string }) => t._id)).toEqual([crisis.id])

    for (const query of ['specialty=Astrology', 'offset=-1', 'limit=0', 'offset=abc']) {
      const response = await listTherapists(api(`/api/v1/user/all-app-therapist?${query}`), context())
      expect(response.status, query).toBe(400)
      expect((await response.json()).message).toEqual(expect.any(String))
    }
  })
})

describe('GET /api/v1/user/user-therapist/{id}', () => {
  it('answers a listed therapist under data', async () => {
    const word = uniqueWord()
    const created = await therapist(word, 'Detail', { bio: 'Line one.\nLine two.' })
    const response = await viewTherapist(api(`/api/v1/user/user-therapist/${created.id}`), context({ id: created.id }))
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.data).toMatchObject({ _id: created.id, fullName: `Detail ${word}`, bio: 'Line one.\nLine two.', fee: 20_000 })
    expect(JSON.stringify(body)).not.toContain(created.email)
  })

  it('answers 404 for an unknown, malformed, unverified, blocked or erased therapist', async () => {
    const word = uniqueWord()
    const unverified = await therapist(word, 'Unverified', { isVerified: false })
    const blocked = await therapist(word, 'Blocked', { isBlocked: true })
    const erased = await therapist(word, 'Erased', { erasedAt: new Date() })
    const patient = await createPatient(db)
    for (const id of [randomUUID(), 'not-a-uuid', unverified.id, blocked.id, erased.id, patient.id]) {
      const response = await viewTherapist(api(`/api/v1/user/user-therapist/${id}`), context({ id }))
      expect(response.status, id).toBe(404)
      expect(await response.json()).toEqual({ message: 'Therapist not found' })
      expect(await findPublicTherapist({ therapistId: id })).toBeNull()
    }
  })
})

describe('therapist availability', () => {
  // A fixed day far ahead, so "now" can be placed inside it.
  const DAY = '2031-03-10'
  const NEXT = '2031-03-11'
  const LATER = '2031-03-12'
  const NOW = new Date(lagosHourToUtc(DAY, 10).getTime() + 30 * 60_000) // 10:30 in Lagos

  it('offers only hours not passed, not booked and not held', async () => {
    const word = uniqueWord()
    const t = await therapist(word, 'Available')
    const patient = await createPatient(db)
    const earlier = await createAvailability(db, { therapistId: t.id, date: '2031-03-09', hours: [9, 10] })
    const today = await createAvailability(db, { therapistId: t.id, date: DAY, hours: [9, 10, 11, 12, 13, 14] })
    const next = await createAvailability(db, { therapistId: t.id, date: NEXT, hours: [9, 10] })
    const later = await createAvailability(db, { therapistId: t.id, date: LATER, hours: [15] })
    const book = (date: string, hour: number, extra: Partial<AppointmentInput>) =>
      createAppointment(db, { patientId: patient.id, therapistId: t.id, startsAt: lagosHourToUtc(date, hour), ...extra })

    await book(DAY, 12, { status: 'Paid' })
    await book(DAY, 13, { status: 'Pending', holdExpiresAt: new Date(NOW.getTime() + 10 * 60_000) }) // still held
    await book(DAY, 14, { status: 'Cancelled' }) // owns no slot: free
    await book(NEXT, 9, { status: 'Pending', holdExpiresAt: new Date(NOW.getTime() - 60_000) }) // expired hold: free
    await book(LATER, 15, { status: 'Paid' })

    const days = await findOpenAvailability({ therapistId: t.id, now: NOW })
    expect(days).toEqual([
      { _id: today.id, availableDate: DAY, availableSlots: ['11:00 AM', '02:00 PM'], isBooked: false },
      { _id: next.id, availableDate: NEXT, availableSlots: ['09:00 AM', '10:00 AM'], isBooked: false },
      { _id: later.id, availableDate: LATER, availableSlots: [], isBooked: true },
    ])
    expect(days.map((d) => d._id)).not.toContain(earlier.id)
  })

  it('leaves out today once all its hours have passed', async () => {
    const t = await therapist(uniqueWord(), 'Morning')
    await createAvailability(db, { therapistId: t.id, date: DAY, hours: [8, 9, 10] })
    expect(await findOpenAvailability({ therapistId: t.id, now: NOW })).toEqual([])
  })

  it('answers over HTTP without caching, and 404 for a therapist who is not listed', async () => {
    const word = uniqueWord()
    const t = await therapist(word, 'Http')
    const future = new Date(Date.now() + 40 * 24 * 3_600_000).toISOString().slice(0, 10)
    await createAvailability(db, { therapistId: t.id, date: future, hours: [9, 17] })
    const response = await viewAvailability(api(`/api/v1/user/user-view-availability/${t.id}`), context({ id: t.id }))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await response.json()).data).toEqual([{ _id: expect.any(String), availableDate: future, availableSlots: ['09:00 AM', '05:00 PM'], isBooked: false }])

    const blocked = await therapist(word, 'Hidden', { isBlocked: true })
    for (const id of [blocked.id, randomUUID(), 'nope']) {
      const missing = await viewAvailability(api(`/api/v1/user/user-view-availability/${id}`), context({ id }))
      expect(missing.status, id).toBe(404)
    }
  })
})
