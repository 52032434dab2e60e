import { randomUUID } from 'node:crypto'
import { unzipSync, strFromU8 } from 'fflate'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as exportRoute } from '@/app/api/v1/user/export/route'
import { TOO_MANY_ATTEMPTS } from '@/lib/server/auth/login-throttle'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { sealText } from '@/lib/server/crypto/health-data'
import { db } from '@/lib/server/db'
import { sealIntakeAnswers } from '@/lib/server/intake/sealed-intake'
import { sealMessageBody } from '@/lib/server/messages/message-dto'
import { noteContext } from '@/lib/server/session-notes/note-context'
import { EXPORT_PASSWORD_WRONG } from '@/lib/validation/data-export'
import type { IntakeAnswers } from '@/lib/validation/intake'
import { createAppointment, createPatient, createPayout, createRefund, createTherapist, createTherapistDocument, DEMO_PASSWORD } from '../fixtures/factories'

// "Download my data" through POST /api/v1/user/export against the real database: the ZIP holds every
// kind of the caller's data, opened for them, and nobody else's name, email or phone.
const session = vi.hoisted(() => ({ token: null as string | null }))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(session.token ? { authorization: `Bearer ${session.token}` } : {}),
}))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

beforeEach(() => {
  session.token = null
})

type Person = { id: string; role: 'Patient' | 'Therapist'; fullName: string; email: string; sessionVersion: number; phoneNumber: string | null }

const HOUR = 3_600_000
let hourOffset = 24 * Math.floor(Math.random() * 300)
/** A whole clock hour no other appointment of these tests takes: ahead of now, or (past) long gone. */
const hourAt = (when: 'ahead' | 'past') => new Date(Math.ceil(Date.now() / HOUR) * HOUR + (when === 'ahead' ? 1 : -1) * (24 * 400 + hourOffset++) * HOUR)

async function requestExport(user: Person | null, body: unknown, headers: Record<string, string> = {}) {
  session.token = user ? await createSessionToken(user) : null
  const request = new NextRequest('http://localhost/api/v1/user/export', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })
  return exportRoute(request, { params: Promise.resolve({}) })
}

/** The ZIP's files by name, as text. */
async function unzip(response: Response): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]))
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '')

/** Every way another person could be named in the export: their full name, email and phone (as typed and as digits). */
function traces(person: Person): string[] {
  return [person.fullName, person.email, ...(person.phoneNumber ? [person.phoneNumber, digitsOf(person.phoneNumber), `234${digitsOf(person.phoneNumber).slice(1)}`] : [])]
}

const answers = (reason: string): IntakeAnswers => ({
  reason,
  previousTherapy: 'None before',
  medication: '',
  addressAs: 'K',
  emergencyContactName: 'My sister',
  emergencyContactPhone: '0700 000 0000',
  sessionMode: 'video',
  safetyThoughts: 'no',
  custom: [{ question: 'What do you hope to change?', answer: 'Sleep better' }],
})

/** One side's thread with its messages, sealed as the app seals them. */
async function thread(patientId: string, therapistId: string, bodies: { fromPatient: boolean; body: string }[]) {
  const { id: threadId } = await db.messageThread.create({ data: { patientId, therapistId } })
  for (const [index, { fromPatient, body }] of bodies.entries()) {
    const id = randomUUID()
    const sealed = sealMessageBody(id, body)
    await db.message.create({ data: { id, threadId, fromPatient, bodyCiphertext: sealed.ciphertext, keyId: sealed.keyId, createdAt: new Date(Date.now() - (10 - index) * 60_000) } })
  }
}

async function intake(patientId: string, therapistId: string, appointmentId: string, reason: string) {
  const id = randomUUID()
  await db.intake.create({ data: { id, patientId, therapistId, appointmentId, ...sealIntakeAnswers(id, answers(reason)) } })
}

/**
 * A patient with every kind of data, their therapist, and another patient of the same therapist with
 * data of the same kinds: the marker words say whose each piece is.
 */
async function world() {
  const tag = randomUUID().slice(0, 8)
  const [patient, otherPatient, therapist] = await Promise.all([
    createPatient(db, { fullName: `Kemi Adeyemi${tag}`, phoneNumber: '08031234567' }),
    createPatient(db, { fullName: `Tunde Bakare${tag}`, phoneNumber: '08035551234' }),
    createTherapist(db, { fullName: `Ngozi Umeh${tag}`, phoneNumber: '08039876543' }),
  ])
  await db.therapistProfile.update({ where: { userId: therapist.id }, data: { intakeQuestions: ['What do you hope to change?'] } })

  const past = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: hourAt('past'), isComplete: true, completedAt: new Date() })
  const cancelled = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: hourAt('ahead') })
  await db.appointment.update({ where: { id: cancelled.id }, data: { status: 'Cancelled', cancelledAt: new Date(), cancelledBy: 'Patient', cancelReason: `PATIENT-CANCEL-${tag}` } })
  const refund = await createRefund(db, { appointmentId: cancelled.id, amountKobo: 1_000_000, reason: 'PatientCancelled' })
  await db.review.create({ data: { appointmentId: past.id, therapistId: therapist.id, patientId: patient.id, rating: 5, comment: `PATIENT-REVIEW-${tag}`, reply: `THERAPIST-REPLY-${tag}`, repliedAt: new Date() } })
  const post = await db.blogPost.create({ data: { title: `Post ${tag}`, content: 'About sleep' } })
  await db.comment.create({ data: { postId: post.id, authorId: patient.id, authorName: patient.fullName, text: `PATIENT-COMMENT-${tag}` } })
  await db.comment.create({ data: { postId: post.id, authorId: otherPatient.id, authorName: otherPatient.fullName, text: `OTHER-COMMENT-${tag}` } })
  await db.notificationPreference.create({ data: { userId: patient.id, sms: true, calendarTitle: 'Descriptive' } })
  await thread(patient.id, therapist.id, [
    { fromPatient: true, body: `PATIENT-MESSAGE-${tag}` },
    { fromPatient: false, body: `THERAPIST-MESSAGE-${tag}` },
  ])
  await intake(patient.id, therapist.id, past.id, `PATIENT-INTAKE-${tag}`)
  await db.waitlistEntry.create({ data: { patientId: patient.id, therapistId: therapist.id, date: null, expiresAt: new Date(Date.now() + 7 * 24 * HOUR) } })

  // The other patient's data of every kind, with the same therapist.
  const otherPast = await createAppointment(db, { patientId: otherPatient.id, therapistId: therapist.id, startsAt: hourAt('past'), isComplete: true, completedAt: new Date() })
  await db.review.create({ data: { appointmentId: otherPast.id, therapistId: therapist.id, patientId: otherPatient.id, rating: 2, comment: `OTHER-REVIEW-${tag}` } })
  await thread(otherPatient.id, therapist.id, [{ fromPatient: true, body: `OTHER-MESSAGE-${tag}` }])
  await intake(otherPatient.id, therapist.id, otherPast.id, `OTHER-INTAKE-${tag}`)
  await db.waitlistEntry.create({ data: { patientId: otherPatient.id, therapistId: therapist.id, date: null, expiresAt: new Date(Date.now() + 7 * 24 * HOUR) } })
  await createSessionToken(otherPatient)

  // The therapist's own: a private note, a payout account, a payout, hours and time off.
  const noteId = randomUUID()
  const note = sealText(`THERAPIST-NOTE-${tag}`, noteContext(noteId))
  await db.sessionNote.create({ data: { id: noteId, appointmentId: past.id, therapistId: therapist.id, noteCiphertext: note.ciphertext, noteKeyId: note.keyId } })
  await db.payoutAccount.create({ data: { therapistId: therapist.id, bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumber: '0123456789', accountName: 'NGOZI UMEH' } })
  const payout = await createPayout(db, { therapistId: therapist.id, amountKobo: 500_000, status: 'Paid', providerReference: `BANK-REF-${tag}` })
  await db.timeOff.create({ data: { therapistId: therapist.id, from: new Date('2030-01-02'), to: new Date('2030-01-03'), reason: `TIME-OFF-${tag}` } })
  await db.availability.create({ data: { therapistId: therapist.id, date: new Date('2030-02-01'), hours: [9, 10] } })
  const document = await createTherapistDocument(db, { therapistId: therapist.id, kind: 'Certificate', storageKey: `${randomUUID().replaceAll('-', '')}.jpg`, byteSize: 4321 })

  const person = (user: typeof patient): Person => ({ id: user.id, role: user.role as Person['role'], fullName: user.fullName, email: user.email, sessionVersion: user.sessionVersion, phoneNumber: user.phoneNumber })
  return { tag, patient: person(patient), otherPatient: person(otherPatient), therapist: person(therapist), past, cancelled, refund, payout, document }
}

describe('POST /api/v1/user/export', () => {
  it("gives a patient every kind of their data, opened, in one ZIP with a README, and nobody else's name, email or phone", async () => {
    const { tag, patient, otherPatient, therapist, past, cancelled, refund } = await world()
    const response = await requestExport(patient, { password: DEMO_PASSWORD })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="alafia-data-\d{4}-\d{2}-\d{2}\.zip"$/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    // The operators' register of data requests shows it as a completed self-service access request.
    expect(await db.dataRequest.findMany({ where: { userId: patient.id }, select: { kind: true, channel: true, state: true } })).toEqual([{ kind: 'Access', channel: 'SelfService', state: 'Completed' }])

    const files = await unzip(response)
    const names = Object.keys(files).sort()
    expect(names).toEqual(
      ['README.txt', 'appointments.json', 'comments.json', 'consents.json', 'intake.json', 'messages.json', 'notification-preferences.json', 'profile.json', 'refunds.json', 'reviews.json', 'sign-ins.json', 'waitlists.json'].sort(),
    )
    for (const name of names.filter((name) => name !== 'README.txt')) expect(files['README.txt']).toContain(name)
    const part = (name: string) => JSON.parse(files[name]!)

    expect(part('profile.json')).toMatchObject({ id: patient.id, email: patient.email, fullName: patient.fullName, phoneNumber: '08031234567', role: 'Patient' })
    expect(part('profile.json')).not.toHaveProperty('passwordHash')

    const appointments = part('appointments.json')
    expect(appointments.map((row: { id: string }) => row.id).sort()).toEqual([past.id, cancelled.id].sort())
    const pastRow = appointments.find((row: { id: string }) => row.id === past.id)
    expect(pastRow).toMatchObject({ state: 'Completed', therapist: `Ngozi U.`, amountNaira: 20000 })
    expect(pastRow.payments).toEqual([expect.objectContaining({ status: 'Paid', amountNaira: 20000 })])
    expect(appointments.find((row: { id: string }) => row.id === cancelled.id)).toMatchObject({ cancelledBy: 'Patient', cancelReason: `PATIENT-CANCEL-${tag}` })

    expect(part('refunds.json')).toEqual([expect.objectContaining({ id: refund.id, appointmentId: cancelled.id, amountNaira: 10000, reason: 'PatientCancelled' })])
    expect(part('reviews.json')).toEqual([expect.objectContaining({ rating: 5, comment: `PATIENT-REVIEW-${tag}`, reply: `THERAPIST-REPLY-${tag}`, therapist: 'Ngozi U.' })])
    expect(part('comments.json')).toEqual([expect.objectContaining({ text: `PATIENT-COMMENT-${tag}` })])
    expect(part('consents.json')).toEqual([expect.objectContaining({ kind: 'health-data', withdrawnAt: null })])
    expect(part('notification-preferences.json')).toMatchObject({ email: true, sms: true, whatsapp: false, calendarTitle: 'Descriptive' })
    expect(part('messages.json')).toEqual([
      expect.objectContaining({
        with: 'Ngozi U.',
        messages: [expect.objectContaining({ from: 'you', body: `PATIENT-MESSAGE-${tag}` }), expect.objectContaining({ from: 'them', body: `THERAPIST-MESSAGE-${tag}` })],
      }),
    ])
    expect(part('intake.json')).toEqual([expect.objectContaining({ therapist: 'Ngozi U.', answers: expect.objectContaining({ reason: `PATIENT-INTAKE-${tag}` }) })])
    expect(part('waitlists.json')).toEqual([expect.objectContaining({ therapist: 'Ngozi U.', date: null })])
    // This request's own sign-in is on record.
    expect(part('sign-ins.json').length).toBeGreaterThanOrEqual(1)
    expect(part('sign-ins.json')[0]).toHaveProperty('expiresAt')
    expect(part('sign-ins.json')[0]).not.toHaveProperty('userId')

    // Nothing of anyone else: the whole ZIP's text, every file.
    const everything = Object.values(files).join('\n')
    for (const trace of [...traces(otherPatient), ...traces(therapist)]) expect(everything).not.toContain(trace)
    for (const marker of ['OTHER-REVIEW', 'OTHER-MESSAGE', 'OTHER-INTAKE', 'OTHER-COMMENT', 'THERAPIST-NOTE', 'TIME-OFF', 'BANK-REF']) expect(everything).not.toContain(`${marker}-${tag}`)
  })

  it("gives a therapist their profile, sessions, documents, hours, time off, earnings and payouts, and not their patients' intake, notes' words or contacts", async () => {
    const { tag, patient, otherPatient, therapist, payout, document } = await world()
    const response = await requestExport(therapist, { password: DEMO_PASSWORD })
    expect(response.status).toBe(200)
    const files = await unzip(response)
    const part = (name: string) => JSON.parse(files[name]!)
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'therapist-profile.json', 'therapist-appointments.json', 'reviews-received.json', 'session-notes.json', 'documents.json', 'availability.json', 'time-off.json', 'earnings.json', 'payouts.json', 'messages.json', 'consents.json', 'sign-ins.json']),
    )
    expect(Object.keys(files)).not.toContain('intake.json')

    expect(part('therapist-profile.json')).toMatchObject({ feeNaira: 20000, intakeQuestions: ['What do you hope to change?'] })
    expect(part('therapist-appointments.json').map((row: { patient: string }) => row.patient).sort()).toEqual(['Kemi A.', 'Kemi A.', 'Tunde B.'])
    expect(part('reviews-received.json').map((row: { comment: string }) => row.comment).sort()).toEqual([`OTHER-REVIEW-${tag}`, `PATIENT-REVIEW-${tag}`])
    expect(part('session-notes.json')).toEqual([expect.objectContaining({ patient: 'Kemi A.' })])
    expect(part('time-off.json')).toEqual([expect.objectContaining({ from: '2030-01-02', to: '2030-01-03', reason: `TIME-OFF-${tag}` })])
    expect(part('documents.json')).toEqual([expect.objectContaining({ id: document.id, kind: 'Certificate', reviewState: 'Pending', file: { contentType: 'image/jpeg', byteSize: 4321 } })])
    expect(part('availability.json')).toEqual([expect.objectContaining({ date: '2030-02-01', hours: [9, 10] })])

    const { payoutAccount, payouts } = part('payouts.json')
    expect(payoutAccount).toMatchObject({ bankName: 'Guaranty Trust Bank', accountNumber: '0123456789' })
    expect(payouts).toEqual([expect.objectContaining({ id: payout.id, amountNaira: 5000, status: 'Paid', providerReference: `BANK-REF-${tag}` })])
    const earnings = part('earnings.json')
    expect(earnings.length).toBeGreaterThanOrEqual(1)
    const sessions = earnings.flatMap((statement: { sessions: unknown[] }) => statement.sessions)
    expect(sessions).toEqual(expect.arrayContaining([expect.objectContaining({ patient: 'Kemi A.', amountPaidNaira: 20000 })]))
    expect(earnings.flatMap((statement: { payouts: { id: string }[] }) => statement.payouts.map((row) => row.id))).toContain(payout.id)
    expect(earnings[0].overall).toHaveProperty('paidOutNaira')

    const messages = part('messages.json')
    expect(messages.map((row: { with: string }) => row.with).sort()).toEqual(['Kemi A.', 'Tunde B.'])

    const everything = Object.values(files).join('\n')
    for (const trace of [...traces(patient), ...traces(otherPatient)]) expect(everything).not.toContain(trace)
    // The patients' intake answers are theirs; a note's words never leave Alafia in a file.
    for (const marker of ['PATIENT-INTAKE', 'OTHER-INTAKE', 'THERAPIST-NOTE']) expect(everything).not.toContain(`${marker}-${tag}`)
  })

  it('refuses a wrong or missing password with the same 400, counts each against the sign-in throttle, and answers 401 without a session', async () => {
    const { patient } = await world()
    const wrong = await requestExport(patient, { password: 'not-my-password' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ message: EXPORT_PASSWORD_WRONG })
    const missing = await requestExport(patient, {})
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ message: EXPORT_PASSWORD_WRONG })
    expect(await db.loginAttempt.count({ where: { email: patient.email, succeeded: false } })).toBe(1)
    expect(await db.dataRequest.count({ where: { userId: patient.id } })).toBe(0)

    const anonymous = await requestExport(null, { password: DEMO_PASSWORD })
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('content-type')).toContain('application/json')

    // Four more wrong guesses make five: the account's sign-in lockout now refuses even the right password.
    for (let attempt = 0; attempt < 4; attempt++) expect((await requestExport(patient, { password: `guess-${attempt}` })).status).toBe(400)
    const locked = await requestExport(patient, { password: DEMO_PASSWORD })
    expect(locked.status).toBe(429)
    expect(await locked.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS })
  })

  it('clears earlier failures once the right password is given, as a sign-in does', async () => {
    const { patient } = await world()
    for (let attempt = 0; attempt < 4; attempt++) expect((await requestExport(patient, { password: `guess-${attempt}` })).status).toBe(400)
    expect((await requestExport(patient, { password: DEMO_PASSWORD })).status).toBe(200)
    expect((await requestExport(patient, { password: 'one-more-guess' })).status).toBe(400)
    expect((await requestExport(patient, { password: DEMO_PASSWORD })).status).toBe(200)
  })
})
