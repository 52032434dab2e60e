import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as therapistAppointmentsRoute } from '@/app/api/v1/therapist/appointments/route'
import { PUT as editProfileRoute } from '@/app/api/v1/therapist/edit-profile/route'
import { GET as directoryRoute } from '@/app/api/v1/user/all-app-therapist/route'
import { POST as holdRoute } from '@/app/api/v1/patient/hold-appointment/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { describeBookingDraft } from '@/lib/server/booking/describe-booking-draft'
import { db } from '@/lib/server/db'
import { listTherapistSchedule } from '@/lib/server/therapist-dashboard/list-therapist-schedule'
import { sendBookingConfirmedEmails } from '@/lib/server/booking/send-booking-emails'
import { sendAppointmentReminders } from '@/lib/server/booking/send-reminders'
import { SESSION_MODE_NOT_OFFERED, SESSION_MODES_REQUIRED } from '@/lib/session-modes'
import { lagosDateKey } from '@/lib/time'
import { createAdmin, createAppointment, createAvailability, createManager, createPatient, createTherapist } from '../fixtures/factories'

// Session modes over the route handlers and the data layer, on the real database: what a therapist
// offers, what a hold takes, the directory's filter, and the patient's number on a phone session.
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

type Caller = { id: string; role: 'Patient' | 'Therapist' | 'Admin' | 'Manager'; fullName: string; sessionVersion: number }
const as = async (user: Caller | null) => {
  session.token = user ? await createSessionToken(user) : null
}
const answer = async (response: Response) => ({ status: response.status, body: await response.json() })
const none = { params: Promise.resolve({}) }
const HOUR_MS = 3_600_000
const date = lagosDateKey(new Date(Date.now() + 6 * 86_400_000))

const hold = async (therapistId: string, start: number, extra: Record<string, unknown> = {}) => {
  const body = { therapistId, appointmentDate: date, slot_start: `${start}:00`, slot_end: `${start + 1}:00`, ...extra }
  return answer(await holdRoute(new NextRequest('http://localhost/api/v1/patient/hold-appointment', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }), none))
}

async function bookableTherapist(sessionModes: ('Video' | 'Audio' | 'Phone')[]) {
  const therapist = await createTherapist(db)
  await db.therapistProfile.update({ where: { userId: therapist.id }, data: { sessionModes } })
  await createAvailability(db, { therapistId: therapist.id, date, hours: [9, 10, 11, 12, 13] })
  return therapist
}

const modeOf = (appointmentId: string) => db.appointment.findUniqueOrThrow({ where: { id: appointmentId }, select: { sessionMode: true } }).then((row) => row.sessionMode)

describe('the hold takes a session mode', () => {
  it('defaults to video, takes a mode the therapist offers and refuses one they do not (400)', async () => {
    const therapist = await bookableTherapist(['Video', 'Audio'])
    const patient = await createPatient(db)
    await as(patient)

    const byDefault = await hold(therapist.id, 9)
    expect(byDefault.status).toBe(201)
    expect(await modeOf(byDefault.body.data._id)).toBe('Video')

    const audio = await hold(therapist.id, 11, { sessionMode: 'audio' })
    expect(audio.status).toBe(201)
    expect(await modeOf(audio.body.data._id)).toBe('Audio')

    const phone = await hold(therapist.id, 12, { sessionMode: 'phone' })
    expect(phone).toMatchObject({ status: 400, body: { message: SESSION_MODE_NOT_OFFERED, errors: { sessionMode: [SESSION_MODE_NOT_OFFERED] } } })
    expect((await hold(therapist.id, 12, { sessionMode: 'fax' })).status).toBe(400)
  })

  it('gives a therapist without video their first mode, and every week of a series the chosen one', async () => {
    const phoneOnly = await bookableTherapist(['Phone'])
    const patient = await createPatient(db)
    await as(patient)
    const held = await hold(phoneOnly.id, 10)
    expect(held.status).toBe(201)
    expect(await modeOf(held.body.data._id)).toBe('Phone')

    const therapist = await bookableTherapist(['Video', 'Audio', 'Phone'])
    await createAvailability(db, { therapistId: therapist.id, date: lagosDateKey(new Date(Date.parse(`${date}T12:00:00Z`) + 7 * 86_400_000)), hours: [13] })
    const series = await hold(therapist.id, 13, { weeks: 2, sessionMode: 'audio' })
    expect(series.status).toBe(201)
    const weeks = await db.appointment.findMany({ where: { seriesId: series.body.data.seriesId }, select: { sessionMode: true } })
    expect(weeks.map((week) => week.sessionMode)).toEqual(['Audio', 'Audio'])
  })

  it('takes a new mode when the same time is held again', async () => {
    const therapist = await bookableTherapist(['Video', 'Phone'])
    const patient = await createPatient(db)
    await as(patient)
    const first = await hold(therapist.id, 9)
    const again = await hold(therapist.id, 9, { sessionMode: 'phone' })
    expect(again.body.data._id).toBe(first.body.data._id)
    expect(await modeOf(first.body.data._id)).toBe('Phone')
  })

  it('describes the draft with its mode, and says so when the therapist does not offer it', async () => {
    const therapist = await bookableTherapist(['Video', 'Audio'])
    const patient = await createPatient(db)
    const query = { therapistId: therapist.id, date, start: '10:00', end: '11:00' }
    const plain = await describeBookingDraft({ query, viewerId: patient.id })
    expect(plain.ok && plain.draft.sessionMode).toBe('Video')
    const audio = await describeBookingDraft({ query: { ...query, mode: 'audio' }, viewerId: patient.id })
    expect(audio.ok && audio.draft.sessionMode).toBe('Audio')
    const phone = await describeBookingDraft({ query: { ...query, mode: 'phone' }, viewerId: patient.id })
    expect(phone).toMatchObject({ ok: false, message: SESSION_MODE_NOT_OFFERED })
  })
})

describe('a therapist chooses the modes they offer', () => {
  const edit = async (values: Record<string, string>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(values)) form.append(name, value)
    return answer(await editProfileRoute(new NextRequest('http://localhost/api/v1/therapist/edit-profile', { method: 'PUT', body: form }), none))
  }

  it('saves them on PUT therapist/edit-profile, refuses none, and leaves them alone when absent', async () => {
    const therapist = await createTherapist(db)
    await as(therapist)
    const saved = await edit({ sessionModes: 'audio,phone' })
    expect(saved.status).toBe(200)
    expect(saved.body.data.sessionModes).toEqual(['audio', 'phone'])
    expect((await edit({ sessionModes: '' })).body.errors.sessionModes).toEqual([SESSION_MODES_REQUIRED])
    expect((await edit({ bio: 'Still here.' })).body.data.sessionModes).toEqual(['audio', 'phone'])
  })

  it('answers 401 to a visitor and 403 to a patient, an admin and a manager', async () => {
    expect((await edit({ sessionModes: 'phone' })).status).toBe(401)
    for (const user of [await createPatient(db), await createAdmin(db), await createManager(db)]) {
      await as(user)
      expect((await edit({ sessionModes: 'phone' })).status).toBe(403)
    }
  })

  it('is kept by the database: never an empty list', async () => {
    const therapist = await createTherapist(db)
    await expect(db.therapistProfile.update({ where: { userId: therapist.id }, data: { sessionModes: [] } })).rejects.toThrow()
  })
})

describe('the directory filters by mode', () => {
  it('lists only therapists who offer the mode, and answers 400 to an unknown one', async () => {
    const word = `Mode${Date.now()}`
    const phone = await createTherapist(db, { fullName: `Phone ${word}` })
    const video = await createTherapist(db, { fullName: `Video ${word}` })
    await db.therapistProfile.update({ where: { userId: phone.id }, data: { sessionModes: ['Video', 'Phone'] } })
    const list = async (query: string) => answer(await directoryRoute(new NextRequest(`http://localhost/api/v1/user/all-app-therapist?${query}`), none))

    const byPhone = await list(`q=${word}&mode=phone`)
    expect(byPhone.body.data.map((t: { _id: string }) => t._id)).toEqual([phone.id])
    expect(byPhone.body.data[0].sessionModes).toEqual(['video', 'phone'])
    const all = await list(`q=${word}`)
    expect(all.body.data.map((t: { _id: string }) => t._id).sort()).toEqual([phone.id, video.id].sort())
    expect((await list('mode=fax')).status).toBe(400)
  })
})

describe('the patient’s phone number on a phone session', () => {
  it('reaches the therapist only from 15 minutes before the start until the end, and only for phone', async () => {
    const therapist = await createTherapist(db)
    const patient = await createPatient(db, { phoneNumber: '08031234567' })
    const thisHour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS)
    const now = new Date(thisHour.getTime() + 30 * 60_000)
    const make = async (startsAt: Date, sessionMode: 'Video' | 'Phone') => {
      const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt })
      await db.appointment.update({ where: { id: appointment.id }, data: { sessionMode } })
      return appointment.id
    }
    const during = await make(thisHour, 'Phone')
    const soon = await make(new Date(thisHour.getTime() + HOUR_MS), 'Phone')
    const later = await make(new Date(thisHour.getTime() + 3 * HOUR_MS), 'Phone')
    const over = await make(new Date(thisHour.getTime() - 2 * HOUR_MS), 'Phone')
    const video = await make(new Date(thisHour.getTime() - HOUR_MS), 'Video')

    const at = async (when: Date) => {
      const { upcoming, past } = await listTherapistSchedule({ therapistId: therapist.id, now: when })
      return new Map([...upcoming, ...past].map((a) => [a._id, a.patientPhone]))
    }
    const phones = await at(now)
    expect(phones.get(during)).toBe('08031234567')
    expect(phones.get(soon)).toBeNull()
    expect(phones.get(later)).toBeNull()
    expect(phones.get(over)).toBeNull()
    expect(phones.get(video)).toBeNull()
    // A video session under way at the same time (another therapist, another patient): no number.
    const otherTherapist = await createTherapist(db)
    const otherPatient = await createPatient(db, { phoneNumber: '08039876543' })
    const live = await createAppointment(db, { patientId: otherPatient.id, therapistId: otherTherapist.id, startsAt: thisHour })
    const { upcoming: liveList } = await listTherapistSchedule({ therapistId: otherTherapist.id, now })
    expect(liveList.find((a) => a._id === live.id)).toMatchObject({ sessionMode: 'video', patientPhone: null })
    // 15 minutes before the next one starts, its number appears.
    expect((await at(new Date(thisHour.getTime() + 45 * 60_000))).get(soon)).toBe('08031234567')

    // Over the API (the real clock): the session under way carries it, no other does.
    await as(therapist)
    const listed = await answer(await therapistAppointmentsRoute(new NextRequest('http://localhost/api/v1/therapist/appointments'), none))
    expect(listed.status).toBe(200)
    const byId = new Map(listed.body.data.map((a: { _id: string; patientPhone: string | null; sessionMode: string }) => [a._id, a]))
    expect(byId.get(during)).toMatchObject({ sessionMode: 'phone' })
    expect(byId.get(later)).toMatchObject({ patientPhone: null, sessionMode: 'phone' })
    expect(byId.get(video)).toMatchObject({ patientPhone: null, sessionMode: 'video' })
  })
})

describe('what the emails and reminders say about the mode', () => {
  it('a phone session: both booking emails and the last-hour reminders say so, and the short text stays discreet', async () => {
    const therapist = await createTherapist(db, { fullName: 'Ngozi Umeh' })
    await db.user.update({ where: { id: therapist.id }, data: { phoneNumber: '0805 444 0003' } })
    const patient = await createPatient(db, { fullName: 'Kunle Bello', phoneNumber: '0803 333 0002' })
    await db.notificationPreference.create({ data: { userId: patient.id, email: true, sms: true, whatsapp: false } })
    // A date of its own, far ahead, so no other test's session is due at the same time.
    const startsAt = new Date('2033-05-10T09:00:00Z')
    const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt })
    await db.appointment.update({ where: { id: appointment.id }, data: { sessionMode: 'Phone' } })

    await sendBookingConfirmedEmails(appointment.id)
    const mail = (to: string) => db.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } })
    const [toPatient] = await mail(patient.email)
    const [toTherapist] = await mail(therapist.email)
    expect(toPatient!.text).toContain('Session: Phone call. Your therapist will call the phone number on your profile at the session time.')
    expect(toPatient!.text).not.toContain('Video session:')
    expect(toTherapist!.text).toContain('Session: Phone call. Call the patient at the session time')
    // The therapist's email never carries the patient's number.
    expect(toTherapist!.text).not.toContain('0803')

    expect(await sendAppointmentReminders(new Date(startsAt.getTime() - 30 * 60_000))).toEqual({ sent: 1 })
    const reminder = (await mail(patient.email)).find((row) => row.subject.startsWith('Starting soon'))
    expect(reminder!.text).toContain('Be somewhere quiet and private at the session time, with your phone nearby.')
    // In the last hour the patient learns the number the call comes from; the therapist's reminder never carries the patient's.
    expect(reminder!.text).toContain('The call will come from +2348054440003.')
    const [sms] = await db.textMessage.findMany({ where: { userId: patient.id } })
    expect(sms!.text).toBe('Your Alafia session is by phone at 10:00 AM today. Expect a call from +2348054440003.')
    const therapistReminder = (await mail(therapist.email)).find((row) => row.subject.startsWith('Starting soon'))
    expect(therapistReminder!.text).not.toContain('0803')
    expect(therapistReminder!.text).not.toContain('+2348033330002')
  })
})
