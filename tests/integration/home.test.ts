import { describe, expect, it } from 'vitest'
import { db } from '@/lib/server/db'
import { findRecentPosts } from '@/lib/server/home/find-recent-posts'
import { findTherapistsWithFreeHours, findTopTherapists, TOP_THERAPIST_COUNT } from '@/lib/server/home/find-top-therapists'
import { createAppointment, createAvailability, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'

// A fixed "now": 10:30 in Lagos on a Wednesday, so "today" and "the coming week" are exact.
const NOW = new Date('2031-03-12T09:30:00Z')
const TODAY = '2031-03-12'

describe('Available or Unavailable on the home cards (free hours in the coming week)', () => {
  it('is Available with a free hour later today or within seven days', async () => {
    const [later, nextWeek] = await Promise.all([createTherapist(db), createTherapist(db)])
    await createAvailability(db, { therapistId: later.id, date: TODAY, hours: [9, 14] })
    await createAvailability(db, { therapistId: nextWeek.id, date: '2031-03-18', hours: [10] })
    const free = await findTherapistsWithFreeHours([later.id, nextWeek.id], NOW)
    expect(free).toEqual(new Set([later.id, nextWeek.id]))
  })

  it('is Unavailable when the only hours have passed, are beyond the week, or are held or booked', async () => {
    const [passed, beyond, booked, held, patient] = await Promise.all([
      createTherapist(db), createTherapist(db), createTherapist(db), createTherapist(db), createPatient(db),
    ])
    await createAvailability(db, { therapistId: passed.id, date: TODAY, hours: [8, 9, 10] })
    await createAvailability(db, { therapistId: beyond.id, date: '2031-03-19', hours: [10] })
    await createAvailability(db, { therapistId: booked.id, date: '2031-03-13', hours: [10, 11] })
    await createAppointment(db, { patientId: patient.id, therapistId: booked.id, startsAt: lagosHourToUtc('2031-03-13', 10), durationHours: 2 })
    await createAvailability(db, { therapistId: held.id, date: '2031-03-13', hours: [15] })
    await createAppointment(db, {
      patientId: patient.id, therapistId: held.id, startsAt: lagosHourToUtc('2031-03-13', 15), status: 'Pending',
      holdExpiresAt: new Date(NOW.getTime() + 20 * 60_000),
    })
    const free = await findTherapistsWithFreeHours([passed.id, beyond.id, booked.id, held.id], NOW)
    expect(free.size).toBe(0)
  })

  it('counts an hour whose hold has expired as free again', async () => {
    const [therapist, patient] = await Promise.all([createTherapist(db), createPatient(db)])
    await createAvailability(db, { therapistId: therapist.id, date: '2031-03-14', hours: [9] })
    await createAppointment(db, {
      patientId: patient.id, therapistId: therapist.id, startsAt: lagosHourToUtc('2031-03-14', 9), status: 'Pending',
      holdExpiresAt: new Date(NOW.getTime() - 60_000),
    })
    expect(await findTherapistsWithFreeHours([therapist.id], NOW)).toEqual(new Set([therapist.id]))
  })
})

describe('Top Therapist to book', () => {
  it('lists at most ten therapists, all verified and unblocked, with their main specialty as title', async () => {
    await Promise.all([
      createTherapist(db, { isVerified: false }),
      createTherapist(db, { isBlocked: true }),
      createTherapist(db, { specialties: ['Grief Counseling', 'Crisis Counseling'] }),
    ])
    const cards = await findTopTherapists(NOW)
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBeLessThanOrEqual(TOP_THERAPIST_COUNT)
    const rows = await db.therapistProfile.findMany({
      where: { userId: { in: cards.map((c) => c.id) } },
      select: { userId: true, isVerified: true, specialties: true, user: { select: { isBlocked: true } } },
    })
    for (const row of rows) {
      expect(row.isVerified).toBe(true)
      expect(row.user.isBlocked).toBe(false)
      expect(cards.find((c) => c.id === row.userId)?.title).toBe(row.specialties[0])
    }
  })
})

describe('Recent Blog Posts', () => {
  it('shows the newest posts first', async () => {
    const post = await db.blogPost.create({ data: { title: 'A brand new post', content: 'Fresh words.', createdAt: new Date('2099-01-01T00:00:00Z') } })
    try {
      const posts = await findRecentPosts()
      expect(posts[0]).toMatchObject({ id: post.id, title: 'A brand new post', imageUrl: null })
    } finally {
      await db.blogPost.delete({ where: { id: post.id } })
    }
  })
})
