import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as postRoute } from '@/app/api/v1/user/blogPost-detail/[postId]/route'
import { DELETE as deleteCommentRoute } from '@/app/api/v1/user/delete-comment/[commentId]/route'
import { POST as holdRoute } from '@/app/api/v1/patient/hold-appointment/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { addDays } from '@/lib/availability/calendar'
import { lagosClock } from '@/lib/time'
import { createAdmin, createAppointment, createAvailability, createPatient, createTherapist, lagosHourToUtc } from '../fixtures/factories'

// HTTP contracts people meet every day, over the route handlers on a real PostgreSQL: a deleted
// comment leaves the post's list and count at once, for its author and for a moderator; a patient's
// hold during another of their paid sessions is refused with a message naming that session.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))

beforeEach(() => {
  session.token = null
})

const signIn = async (user: Parameters<typeof createSessionToken>[0]) => {
  session.token = await createSessionToken(user)
}

describe('DELETE user/delete-comment/{commentId}', () => {
  it('answers "Comment deleted successfully" and the post’s comments and their count drop it at once, for the author and for an admin', async () => {
    const [author, admin] = await Promise.all([createPatient(db, { fullName: 'Ada Obi' }), createAdmin(db)])
    const post = await db.blogPost.create({ data: { title: 'Sleep and stress', content: 'A short post.' } })
    const [own, other, kept] = await Promise.all(
      ['Mine to delete', 'For the admin', 'Stays'].map((text) => db.comment.create({ data: { postId: post.id, authorId: author.id, authorName: author.fullName, text } })),
    )
    const comments = async () => {
      const answer = await postRoute(new NextRequest(`http://localhost/api/v1/user/blogPost-detail/${post.id}`), { params: Promise.resolve({ postId: post.id }) })
      return ((await answer.json()).data.comments as { _id: string }[]).map((comment) => comment._id)
    }
    expect((await comments()).sort()).toEqual([own!.id, other!.id, kept!.id].sort())

    for (const [who, comment] of [[author, own!], [admin, other!]] as const) {
      await signIn(who)
      const answer = await deleteCommentRoute(new NextRequest(`http://localhost/api/v1/user/delete-comment/${comment.id}`, { method: 'DELETE' }), { params: Promise.resolve({ commentId: comment.id }) })
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ message: 'Comment deleted successfully' })
      expect(await comments()).not.toContain(comment.id)
    }
    expect(await comments()).toEqual([kept!.id])
  })
})

describe('POST patient/hold-appointment during another of the patient’s paid sessions', () => {
  it('answers 409 naming the session in the way, and holds nothing', async () => {
    const day = addDays(lagosClock(new Date()).date, 5)
    const [first, second, patient] = await Promise.all([createTherapist(db, { fullName: 'Halima Yusuf' }), createTherapist(db, { fullName: 'Tunde Bakare' }), createPatient(db)])
    await createAvailability(db, { therapistId: second.id, date: day, hours: [9, 10, 11, 12] })
    await createAppointment(db, { patientId: patient.id, therapistId: first.id, startsAt: lagosHourToUtc(day, 10), durationHours: 2 })

    await signIn(patient)
    const body = { therapistId: second.id, appointmentDate: day, slot_start: '11:00', slot_end: '12:00' }
    const refused = await holdRoute(new NextRequest('http://localhost/api/v1/patient/hold-appointment', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }), { params: Promise.resolve({}) })
    expect(refused.status).toBe(409)
    expect((await refused.json()).message).toMatch(/^You already have a session with Dr Halima Yusuf at that time \(.*10:00 AM - 12:00 PM \(Lagos time\)\)\. Please choose another time\.$/)
    expect(await db.appointment.count({ where: { patientId: patient.id, therapistId: second.id } })).toBe(0)
  })
})
