import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { GET as getPatientIntake, PUT as putPatientIntake } from '@/app/api/v1/patient/intake/[appointmentId]/route'
import { GET as getTherapistIntake } from '@/app/api/v1/therapist/intake/[appointmentId]/route'
import { GET as getSessionNote, PUT as putSessionNote } from '@/app/api/v1/therapist/session-notes/[appointmentId]/route'
import { createSessionToken } from '@/lib/server/auth/session-token'
import { resetConfigForTests } from '@/lib/server/config'
import { dataKeys } from '@/lib/server/crypto/data-keys'
import { rotateDataKey } from '@/lib/server/crypto/rotate-data-key'
import { SEALED_COLUMNS } from '@/lib/server/crypto/sealed-columns'
import { db } from '@/lib/server/db'
import { eraseUser } from '@/lib/server/admin/users/erase-user'
import { giveConsent } from '@/lib/server/consent/give-consent'
import { withdrawConsent } from '@/lib/server/consent/withdraw-consent'
import { sendBookingConfirmedEmails } from '@/lib/server/booking/send-booking-emails'
import { acknowledgeSafetyAlert } from '@/lib/server/intake/acknowledge-safety-alert'
import { appointmentsNeedingIntake } from '@/lib/server/intake/intakes-needed'
import { listSafetyAlerts } from '@/lib/server/intake/list-safety-alerts'
import { saveTherapistQuestions } from '@/lib/server/intake/therapist-questions'
import { INTAKE_QUESTIONS_CHANGED, NOTES_NOT_YET, type IntakeAnswersInput } from '@/lib/validation/intake'
import { createAdmin, createAppointment, createManager, createPatient, createTherapist } from '../fixtures/factories'
import { tablesContaining } from '../support/database-text'

// The intake, safety alert and private session note calls over the real route handlers, session
// check and Postgres (the session comes from a stand-in for the request headers). Every access rule
// is tried by each kind of caller, and the health text is looked for everywhere it must not be.
const request = vi.hoisted(() => ({ authorization: null as string | null }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}))
// Erasing a therapist refreshes the cached directory, which needs Next's request store.
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), revalidateTag: vi.fn() }))
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))

type Route = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>

async function call(route: Route, token: string | null, appointmentId: string, body?: unknown) {
  request.authorization = token ? `Bearer ${token}` : null
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  const init = body === undefined ? { headers } : { method: 'PUT', headers, body: JSON.stringify(body) }
  const response = await route(new NextRequest(`http://localhost/api/v1/x/${appointmentId}`, init), { params: Promise.resolve({ appointmentId }) })
  return { status: response.status, body: (await response.json()) as { message?: string; data?: Record<string, unknown> } }
}

const token = (user: Parameters<typeof createSessionToken>[0]) => createSessionToken(user)
const HOUR = 3_600_000
/** The start of the clock hour `hours` from now (negative: in the past). */
const hourFromNow = (hours: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR + hours * HOUR)

function answers(overrides: Partial<IntakeAnswersInput> = {}): IntakeAnswersInput {
  return {
    reason: 'Trouble sleeping since I changed jobs',
    previousTherapy: 'Never before',
    medication: '',
    addressAs: 'Ade',
    emergencyContactName: 'Bisi Okafor',
    emergencyContactPhone: '0803 123 4567',
    sessionMode: 'audio',
    safetyThoughts: 'no',
    customAnswers: [],
    ...overrides,
  }
}

/** A paid session (in the past by default, so notes are open) and every kind of caller beside its two people. */
async function world({ startsAt = hourFromNow(-30 - Math.floor(Math.random() * 500)) }: { startsAt?: Date } = {}) {
  const [patient, therapist, otherPatient, otherTherapist, admin, manager] = await Promise.all([
    createPatient(db),
    createTherapist(db),
    createPatient(db),
    createTherapist(db),
    createAdmin(db),
    createManager(db),
  ])
  const appointment = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt })
  // The other two share a session of their own: being someone's patient or therapist opens nothing else.
  await createAppointment(db, { patientId: otherPatient.id, therapistId: otherTherapist.id, startsAt })
  const tokens = {
    patient: await token(patient),
    therapist: await token(therapist),
    otherPatient: await token(otherPatient),
    otherTherapist: await token(otherTherapist),
    admin: await token(admin),
    manager: await token(manager),
  }
  return { patient, therapist, appointment, tokens, admin }
}

describe('who may call the intake and session note endpoints', () => {
  it('lets only the patient read and write their intake, only the booked therapist read it, and only that therapist read and write the notes', async () => {
    const { appointment, tokens } = await world()
    const id = appointment.id
    const outsiders = [tokens.otherPatient, tokens.otherTherapist, tokens.admin, tokens.manager]

    // The patient's own intake: theirs alone; the therapist is no exception (it is their side's call).
    expect((await call(putPatientIntake, tokens.patient, id, answers())).status).toBe(200)
    expect((await call(getPatientIntake, tokens.patient, id)).status).toBe(200)
    for (const outsider of [...outsiders, tokens.therapist]) {
      expect((await call(getPatientIntake, outsider, id)).status).toBe(404)
      expect((await call(putPatientIntake, outsider, id, answers())).status).toBe(404)
    }
    expect((await call(getPatientIntake, null, id)).status).toBe(401)
    expect((await call(putPatientIntake, null, id, answers())).status).toBe(401)

    // The therapist's reading of it: the booked therapist alone, admins and managers included in the 404s.
    const read = await call(getTherapistIntake, tokens.therapist, id)
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({ appointmentId: id, answers: { reason: 'Trouble sleeping since I changed jobs', sessionMode: 'audio' } })
    for (const outsider of [...outsiders, tokens.patient]) expect((await call(getTherapistIntake, outsider, id)).status).toBe(404)
    expect((await call(getTherapistIntake, null, id)).status).toBe(401)

    // The private notes: the therapist alone; not the patient, not staff.
    expect((await call(putSessionNote, tokens.therapist, id, { note: 'First session went well' })).status).toBe(200)
    expect((await call(getSessionNote, tokens.therapist, id)).body.data).toMatchObject({ note: 'First session went well', isOpen: true })
    for (const outsider of [...outsiders, tokens.patient]) {
      expect((await call(getSessionNote, outsider, id)).status).toBe(404)
      expect((await call(putSessionNote, outsider, id, { note: 'overwritten' })).status).toBe(404)
    }
    expect((await call(getSessionNote, null, id)).status).toBe(401)
    expect((await call(putSessionNote, null, id, { note: 'x' })).status).toBe(401)
    expect((await call(getSessionNote, tokens.therapist, id)).body.data).toMatchObject({ note: 'First session went well' })
  })

  it('answers 404 for an id that is not an appointment, and for one that is not paid', async () => {
    const { patient, therapist, tokens } = await world()
    const pending = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: hourFromNow(24 * 400), status: 'Pending' })
    for (const id of [randomUUID(), 'not-a-uuid', pending.id]) {
      expect((await call(getPatientIntake, tokens.patient, id)).status).toBe(404)
      expect((await call(getTherapistIntake, tokens.therapist, id)).status).toBe(404)
      expect((await call(putSessionNote, tokens.therapist, id, { note: 'x' })).status).toBe(404)
    }
  })
})

describe('the intake', () => {
  it('asks the therapist’s own questions, keeps each answer beside its question, and no longer asks once filled', async () => {
    const { patient, therapist, appointment, tokens } = await world()
    await saveTherapistQuestions({ therapistId: therapist.id, questions: ['What do you hope to change?', 'Anything I should avoid?'] })
    expect(await appointmentsNeedingIntake({ patientId: patient.id, appointmentIds: [appointment.id] })).toEqual(new Set([appointment.id]))

    const asked = await call(getPatientIntake, tokens.patient, appointment.id)
    expect(asked.body.data).toMatchObject({ questions: ['What do you hope to change?', 'Anything I should avoid?'], answers: null, submittedAt: null })

    // One answer short: the questions the form showed are not the ones kept.
    expect(await call(putPatientIntake, tokens.patient, appointment.id, answers({ customAnswers: ['More calm'] }))).toMatchObject({ status: 409, body: { message: INTAKE_QUESTIONS_CHANGED } })
    const saved = await call(putPatientIntake, tokens.patient, appointment.id, answers({ customAnswers: ['More calm', 'Loud rooms'] }))
    expect(saved.status).toBe(200)

    // A later change of the questions leaves the answered intake as it was answered.
    await saveTherapistQuestions({ therapistId: therapist.id, questions: ['A new question'] })
    const read = await call(getTherapistIntake, tokens.therapist, appointment.id)
    expect((read.body.data as { answers: { custom: unknown } }).answers.custom).toEqual([
      { question: 'What do you hope to change?', answer: 'More calm' },
      { question: 'Anything I should avoid?', answer: 'Loud rooms' },
    ])
    expect(await appointmentsNeedingIntake({ patientId: patient.id, appointmentIds: [appointment.id] })).toEqual(new Set())
    // A second session with the same therapist shares the one intake.
    const second = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: hourFromNow(24 * 900 + Math.floor(Math.random() * 1000)) })
    expect(await appointmentsNeedingIntake({ patientId: patient.id, appointmentIds: [second.id] })).toEqual(new Set())
    expect((await call(getPatientIntake, tokens.patient, second.id)).body.data).toMatchObject({ answers: { addressAs: 'Ade' } })
  })

  it('stays sealed from the therapist while the patient has withdrawn consent, and opens again once it is given', async () => {
    const { patient, appointment, tokens } = await world()
    expect((await call(putPatientIntake, tokens.patient, appointment.id, answers())).status).toBe(200)
    await withdrawConsent({ userId: patient.id, kind: 'health-data' })
    expect((await call(getTherapistIntake, tokens.therapist, appointment.id)).body.data).toMatchObject({ answers: null, consentWithdrawn: true })
    await giveConsent({ userId: patient.id, kind: 'health-data' })
    expect((await call(getTherapistIntake, tokens.therapist, appointment.id)).body.data).toMatchObject({ answers: { addressAs: 'Ade' }, consentWithdrawn: false })
  })

  it('refuses answers that are missing or invalid, with the fields’ errors', async () => {
    const { appointment, tokens } = await world()
    const response = await call(putPatientIntake, tokens.patient, appointment.id, { ...answers({ sessionMode: 'carrier-pigeon' as 'video' }), reason: ' ', safetyThoughts: undefined })
    expect(response.status).toBe(400)
    expect(Object.keys((response.body as { errors: Record<string, string[]> }).errors).sort()).toEqual(['reason', 'safetyThoughts', 'sessionMode'])
    expect(await db.intake.count({ where: { appointmentId: appointment.id } })).toBe(0)
  })
})

describe('a "yes" to the safety question', () => {
  it('raises one alert, emails the therapist without any content, and shows admins only when it was raised and acknowledged', async () => {
    const { patient, therapist, appointment, tokens, admin } = await world()
    const phrase = `hopeless-${randomUUID()}`

    const saved = await call(putPatientIntake, tokens.patient, appointment.id, answers({ reason: phrase, safetyThoughts: 'yes' }))
    expect(saved.body.data).toMatchObject({ alertRaised: true })
    // Saving again (still "yes") raises nothing new.
    const again = await call(putPatientIntake, tokens.patient, appointment.id, answers({ reason: phrase, safetyThoughts: 'yes' }))
    expect(again.body.data).toMatchObject({ alertRaised: false })
    expect(await db.safetyAlert.count({ where: { intake: { is: { patientId: patient.id } } } })).toBe(1)

    const emails = await db.emailOutbox.findMany({ where: { to: therapist.email } })
    expect(emails).toHaveLength(1)
    const email = `${emails[0]!.subject}\n${emails[0]!.text}\n${emails[0]!.html ?? ''}`
    expect(email).toContain(`/therapist-dashboard/therapistAppointment/${appointment.id}`)
    for (const content of [phrase, patient.fullName, patient.email, 'Bisi Okafor', 'Ade', 'dead', 'hurting', 'yes']) expect(email).not.toContain(content)
    expect(await db.emailOutbox.count({ where: { to: patient.email } })).toBe(0)

    const alerts = await listSafetyAlerts({ viewer: admin })
    const mine = alerts.find((alert) => alert.therapistId === therapist.id)
    expect(mine).toMatchObject({ therapistName: therapist.fullName, acknowledgedAt: null })
    expect(Object.keys(mine!).sort()).toEqual(['acknowledgedAt', 'id', 'raisedAt', 'therapistId', 'therapistName'])

    // Another therapist cannot acknowledge it; the booked one can, once.
    await expect(acknowledgeSafetyAlert({ therapistId: (await createTherapist(db)).id, appointmentId: appointment.id })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await acknowledgeSafetyAlert({ therapistId: therapist.id, appointmentId: appointment.id })
    const acknowledged = (await listSafetyAlerts({ viewer: admin })).find((alert) => alert.therapistId === therapist.id)
    expect(acknowledged!.acknowledgedAt).not.toBeNull()
    expect((await call(getTherapistIntake, tokens.therapist, appointment.id)).body.data).toMatchObject({ safetyAlert: { acknowledgedAt: acknowledged!.acknowledgedAt } })
  })

  it('raises nothing for a "no"', async () => {
    const { therapist, appointment, tokens } = await world()
    expect((await call(putPatientIntake, tokens.patient, appointment.id, answers())).body.data).toMatchObject({ alertRaised: false })
    expect(await db.emailOutbox.count({ where: { to: therapist.email } })).toBe(0)
    expect((await call(getTherapistIntake, tokens.therapist, appointment.id)).body.data).toMatchObject({ safetyAlert: null })
  })

  it('keeps the alert list from patients and therapists', async () => {
    const { patient, therapist } = await world()
    await expect(listSafetyAlerts({ viewer: patient })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(listSafetyAlerts({ viewer: therapist })).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })
})

describe('session notes', () => {
  it('open when the session starts: a write before it answers 409', async () => {
    const { appointment, tokens } = await world({ startsAt: hourFromNow(24 * 300 + Math.floor(Math.random() * 2000)) })
    expect((await call(getSessionNote, tokens.therapist, appointment.id)).body.data).toMatchObject({ note: '', isOpen: false, updatedAt: null })
    expect(await call(putSessionNote, tokens.therapist, appointment.id, { note: 'too early' })).toMatchObject({ status: 409, body: { message: NOTES_NOT_YET } })
    expect(await db.sessionNote.count({ where: { appointmentId: appointment.id } })).toBe(0)
  })

  it('are replaced by each save and refuse a body that is not a note', async () => {
    const { appointment, tokens } = await world()
    await call(putSessionNote, tokens.therapist, appointment.id, { note: 'first' })
    await call(putSessionNote, tokens.therapist, appointment.id, { note: 'second' })
    expect((await call(getSessionNote, tokens.therapist, appointment.id)).body.data).toMatchObject({ note: 'second' })
    expect((await call(putSessionNote, tokens.therapist, appointment.id, { note: 'x'.repeat(20_001) })).status).toBe(400)
    expect((await call(putSessionNote, tokens.therapist, appointment.id, { text: 'wrong field' })).status).toBe(400)
    expect(await db.sessionNote.count({ where: { appointmentId: appointment.id } })).toBe(1)
  })
})

describe('health text at rest', () => {
  it('is found nowhere in the database, the outbox or the audit log: intake answers, the therapist’s questions’ answers and session notes', async () => {
    const { therapist, appointment, tokens } = await world()
    await saveTherapistQuestions({ therapistId: therapist.id, questions: ['What would you like to work on?'] })
    const logs = { log: vi.spyOn(console, 'log'), warn: vi.spyOn(console, 'warn'), error: vi.spyOn(console, 'error') }
    const phrases = { reason: `reason-${randomUUID()}`, medication: `med-${randomUUID()}`, custom: `custom-${randomUUID()}`, note: `note-${randomUUID()}` }

    const saved = await call(putPatientIntake, tokens.patient, appointment.id, answers({ reason: phrases.reason, medication: phrases.medication, customAnswers: [phrases.custom], safetyThoughts: 'yes' }))
    expect(saved.status).toBe(200)
    expect((await call(putSessionNote, tokens.therapist, appointment.id, { note: phrases.note })).status).toBe(200)
    // Read back through the owners' calls: the text is there, sealed.
    expect(JSON.stringify((await call(getTherapistIntake, tokens.therapist, appointment.id)).body)).toContain(phrases.custom)
    expect((await call(getSessionNote, tokens.therapist, appointment.id)).body.data).toMatchObject({ note: phrases.note })

    for (const phrase of Object.values(phrases)) expect(await tablesContaining(db, phrase)).toEqual([])
    // Nor in any log line the calls wrote (the safety alert's email was queued and logged about).
    const logged = [logs.log, logs.warn, logs.error].flatMap((spy) => spy.mock.calls.map((args) => args.map(String).join(' '))).join('\n')
    for (const spy of Object.values(logs)) spy.mockRestore()
    for (const phrase of Object.values(phrases)) expect(logged).not.toContain(phrase)
    // The sealed rows carry the current key's id beside their ciphertext.
    const intake = await db.intake.findFirstOrThrow({ where: { appointmentId: appointment.id } })
    const note = await db.sessionNote.findFirstOrThrow({ where: { appointmentId: appointment.id } })
    expect(intake.answersKeyId).toMatch(/^[0-9a-f]{16}$/)
    expect(note.noteKeyId).toBe(intake.answersKeyId)
  })

  it('no longer opens when copied into another row (the row is part of the sealed context)', async () => {
    const first = await world()
    const second = await world()
    await call(putSessionNote, first.tokens.therapist, first.appointment.id, { note: 'mine' })
    await call(putSessionNote, second.tokens.therapist, second.appointment.id, { note: 'theirs' })
    const source = await db.sessionNote.findFirstOrThrow({ where: { appointmentId: first.appointment.id } })
    const target = await db.sessionNote.findFirstOrThrow({ where: { appointmentId: second.appointment.id } })
    await db.sessionNote.update({ where: { id: target.id }, data: { noteCiphertext: source.noteCiphertext } })
    try {
      const response = await call(getSessionNote, second.tokens.therapist, second.appointment.id)
      expect(response.status).toBe(500)
      expect(JSON.stringify(response.body)).not.toContain('mine')
    } finally {
      // Put back: the rotation test re-seals every row of the table.
      await db.sessionNote.update({ where: { id: target.id }, data: { noteCiphertext: target.noteCiphertext } })
    }
  })
})

describe('erasure', () => {
  it('deletes the intake, its alerts and the notes when either of the two is erased (the therapist’s questions too)', async () => {
    const byPatient = await world()
    const byTherapist = await world()
    for (const { appointment, tokens } of [byPatient, byTherapist]) {
      await call(putPatientIntake, tokens.patient, appointment.id, answers({ safetyThoughts: 'yes' }))
      await call(putSessionNote, tokens.therapist, appointment.id, { note: 'kept private' })
    }
    await saveTherapistQuestions({ therapistId: byTherapist.therapist.id, questions: ['Mine'] })

    await eraseUser({ actor: byPatient.admin, userId: byPatient.patient.id })
    await eraseUser({ actor: byTherapist.admin, userId: byTherapist.therapist.id })

    for (const { appointment } of [byPatient, byTherapist]) {
      expect(await db.intake.count({ where: { appointmentId: appointment.id } })).toBe(0)
      expect(await db.sessionNote.count({ where: { appointmentId: appointment.id } })).toBe(0)
    }
    expect(await db.safetyAlert.count({ where: { intake: { is: { therapistId: { in: [byPatient.therapist.id, byTherapist.therapist.id] } } } } })).toBe(0)
    expect((await db.therapistProfile.findUniqueOrThrow({ where: { userId: byTherapist.therapist.id } })).intakeQuestions).toEqual([])
  })
})

describe('the booking confirmation email', () => {
  it('links to the intake (no question in it) until the patient has filled it', async () => {
    const { patient, therapist, appointment, tokens } = await world()
    await sendBookingConfirmedEmails(appointment.id)
    const first = await db.emailOutbox.findFirstOrThrow({ where: { to: patient.email }, orderBy: { createdAt: 'desc' } })
    expect(first.text).toContain(`/intake/${appointment.id}`)
    expect(first.text).not.toContain('better off dead')

    await call(putPatientIntake, tokens.patient, appointment.id, answers())
    const second = await createAppointment(db, { patientId: patient.id, therapistId: therapist.id, startsAt: hourFromNow(24 * 1200 + Math.floor(Math.random() * 1000)) })
    await sendBookingConfirmedEmails(second.id)
    const later = await db.emailOutbox.findFirstOrThrow({ where: { to: patient.email, text: { contains: second.paymentReference } } })
    expect(later.text).not.toContain('/intake/')
  })
})

describe('key rotation', () => {
  it('re-seals intakes and session notes with the new key, and they still open', async () => {
    const { appointment, tokens } = await world()
    await call(putPatientIntake, tokens.patient, appointment.id, answers({ reason: 'rotated reason' }))
    await call(putSessionNote, tokens.therapist, appointment.id, { note: 'rotated note' })
    const oldKey = process.env.DATA_ENCRYPTION_KEY!
    const newKey = Buffer.alloc(32, 0x5a).toString('base64')
    try {
      process.env.DATA_ENCRYPTION_KEY = newKey
      process.env.DATA_ENCRYPTION_PREVIOUS_KEYS = oldKey
      resetConfigForTests()
      const ours = SEALED_COLUMNS.filter((column) => ['Intake', 'SessionNote'].includes(column.table))
      expect(ours).toHaveLength(2)
      await rotateDataKey(ours)
      const newId = dataKeys().current.id
      expect((await db.intake.findFirstOrThrow({ where: { appointmentId: appointment.id } })).answersKeyId).toBe(newId)
      expect((await db.sessionNote.findFirstOrThrow({ where: { appointmentId: appointment.id } })).noteKeyId).toBe(newId)
      // Without the old key at all, both still open: they were re-sealed.
      process.env.DATA_ENCRYPTION_PREVIOUS_KEYS = ''
      resetConfigForTests()
      expect((await call(getTherapistIntake, tokens.therapist, appointment.id)).body.data).toMatchObject({ answers: { reason: 'rotated reason' } })
      expect((await call(getSessionNote, tokens.therapist, appointment.id)).body.data).toMatchObject({ note: 'rotated note' })
    } finally {
      process.env.DATA_ENCRYPTION_KEY = oldKey
      process.env.DATA_ENCRYPTION_PREVIOUS_KEYS = ''
      resetConfigForTests()
    }
  })
})
