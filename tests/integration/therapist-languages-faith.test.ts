import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { editTherapistProfileAction } from '@/app/(site)/(personal)/update-therapist-profile/actions'
import { PUT as editProfileRoute } from '@/app/api/v1/therapist/edit-profile/route'
import { GET as viewProfileRoute } from '@/app/api/v1/therapist/view-profile/route'
import { createSessionToken, sessionCookie } from '@/lib/server/auth/session-token'
import { db } from '@/lib/server/db'
import { findPublicTherapist } from '@/lib/server/therapists/find-public-therapist'
import { LANGUAGES_REQUIRED } from '@/lib/languages'
import { FAITH_UNKNOWN, LANGUAGE_UNKNOWN } from '@/lib/validation/therapist'
import { createTherapist } from '../fixtures/factories'

/*
 * The languages a therapist holds sessions in and their optional faith-based approach: edited through
 * PUT therapist/edit-profile and the page's action, read back by GET therapist/view-profile and the
 * public profile. next/headers is a stand-in for one request's headers and cookies; revalidateTag is
 * recorded. zod, the session check and Postgres are real.
 */
const request = vi.hoisted(() => ({ authorization: null as string | null, cookies: new Map<string, string>() }))
const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '10.9.8.7', ...(request.authorization ? { authorization: request.authorization } : {}) }),
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined),
    set: (name: string, value: string) => void request.cookies.set(name, value),
  }),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag }))

beforeEach(() => {
  request.authorization = null
  request.cookies = new Map()
  revalidateTag.mockClear()
})

const context = { params: Promise.resolve({}) }

function multipart(values: Record<string, string>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) form.append(name, value)
  return form
}

function apiRequest(path: string, method: string, token: string, form?: FormData) {
  request.authorization = `Bearer ${token}`
  return new NextRequest(new URL(path, 'http://localhost'), { method, headers: { authorization: `Bearer ${token}` }, body: form })
}

async function signedInTherapist() {
  const therapist = await createTherapist(db, { isVerified: true })
  return { therapist, token: await createSessionToken(therapist) }
}

const editProfile = (token: string, values: Record<string, string>) => editProfileRoute(apiRequest('/api/v1/therapist/edit-profile', 'PUT', token, multipart(values)), context)
const storedProfile = (therapistId: string) => db.therapistProfile.findUniqueOrThrow({ where: { userId: therapistId } })

describe('languages and faith-based approach on PUT therapist/edit-profile', () => {
  it('takes names and labels in any case, stores the names in the form\'s order, and answers labels', async () => {
    const { therapist, token } = await signedInTherapist()
    const response = await editProfile(token, { languages: 'nigerian pidgin, YORUBA,English,yoruba', faith: 'muslim' })
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data).toMatchObject({ languages: ['English', 'Yoruba', 'Nigerian Pidgin'], faith: 'Muslim' })
    expect(await storedProfile(therapist.id)).toMatchObject({ languages: ['English', 'Yoruba', 'Pidgin'], faith: 'Muslim' })

    // The therapist's own view and the public profile read the same.
    const view = await viewProfileRoute(apiRequest('/api/v1/therapist/view-profile', 'GET', token), context)
    expect((await view.json()).data).toMatchObject({ languages: ['English', 'Yoruba', 'Nigerian Pidgin'], faith: 'Muslim' })
    expect(await findPublicTherapist({ therapistId: therapist.id })).toMatchObject({ languages: ['English', 'Yoruba', 'Nigerian Pidgin'], faith: 'Muslim' })

    // The public pages (directory, cards, this therapist's page) show them: their cache expires at once.
    expect(revalidateTag).toHaveBeenCalledWith('therapists', { expire: 0 })
    expect(revalidateTag).toHaveBeenCalledWith(`therapist:${therapist.id}`, { expire: 0 })
  })

  it('leaves both as they are when absent, and clears the faith-based approach with an empty value', async () => {
    const { therapist, token } = await signedInTherapist()
    await editProfile(token, { languages: 'Hausa,English', faith: 'Interfaith' })
    expect((await editProfile(token, { bio: 'Only the bio changes.' })).status).toBe(200)
    expect(await storedProfile(therapist.id)).toMatchObject({ languages: ['English', 'Hausa'], faith: 'Interfaith', bio: 'Only the bio changes.' })

    const cleared = await editProfile(token, { faith: '' })
    expect(cleared.status).toBe(200)
    expect((await cleared.json()).data).toMatchObject({ languages: ['English', 'Hausa'], faith: null })
    expect(await storedProfile(therapist.id)).toMatchObject({ languages: ['English', 'Hausa'], faith: null })
  })

  it('refuses no language, an unknown language or approach, and writes nothing', async () => {
    const { therapist, token } = await signedInTherapist()
    await editProfile(token, { languages: 'Igbo', faith: 'Christian' })

    const none = await editProfile(token, { languages: ' , ' })
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({ errors: { languages: [LANGUAGES_REQUIRED] } })
    const unknown = await editProfile(token, { languages: 'Igbo,Klingon', fullName: 'Not Saved' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ errors: { languages: [LANGUAGE_UNKNOWN] } })
    const faith = await editProfile(token, { faith: 'Astrology' })
    expect(faith.status).toBe(400)
    expect(await faith.json()).toMatchObject({ errors: { faith: [FAITH_UNKNOWN] } })

    expect(await storedProfile(therapist.id)).toMatchObject({ languages: ['Igbo'], faith: 'Christian' })
    expect((await db.user.findUniqueOrThrow({ where: { id: therapist.id } })).fullName).toBe('Test Therapist')
  })

  it('lets no client set what the app works out: free hours, rating totals', async () => {
    const { therapist, token } = await signedInTherapist()
    const smuggled = { freeHoursAhead: '2030-01-01T09:00:00.000Z', freeHoursCheckedAt: '2030-01-01T00:00:00.000Z', ratingCount: '50', ratingTotal: '250' }
    expect((await editProfile(token, { languages: 'French', ...smuggled })).status).toBe(200)
    expect(await storedProfile(therapist.id)).toMatchObject({ languages: ['French'], freeHoursAhead: [], freeHoursCheckedAt: null, ratingCount: 0, ratingTotal: 0 })
  })
})

describe('the profile page\'s action', () => {
  it('saves the checkboxes (sent comma-separated) and the select', async () => {
    const { therapist, token } = await signedInTherapist()
    request.cookies = new Map([[sessionCookie().name, token]])
    expect(await editTherapistProfileAction(multipart({ languages: 'English,Igbo,Other', faith: 'Christian' }))).toEqual({ ok: true, message: 'Profile updated successfully' })
    expect(await storedProfile(therapist.id)).toMatchObject({ languages: ['English', 'Igbo', 'Other'], faith: 'Christian' })

    expect(await editTherapistProfileAction(multipart({ languages: '' }))).toMatchObject({ ok: false, fieldErrors: { languages: [LANGUAGES_REQUIRED] } })
    expect((await storedProfile(therapist.id)).languages).toEqual(['English', 'Igbo', 'Other'])
  })
})

describe('the database', () => {
  it('refuses a profile with no language, whatever the code above it does', async () => {
    const therapist = await createTherapist(db)
    await expect(db.therapistProfile.update({ where: { userId: therapist.id }, data: { languages: [] } })).rejects.toThrow()
    expect((await storedProfile(therapist.id)).languages).toEqual(['English'])
  })
})
