// Every limit, hit: the answer is 429 and the writes stop. All the suite's traffic comes from
// 127.0.0.1, so each case removes its own limit rows afterwards and the other files are unaffected.
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { createAvailability } from '../fixtures/factories'
import { call } from '../support/http-api'
import { actionId, callAction } from '../support/server-action'
import { BASE, db, freshPatient, freshTherapist } from './support/target'

const lagosDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(Date.now() + days * 86_400_000))
const startedAt = new Date()

afterEach(async () => {
  await db.rateLimitEvent.deleteMany({ where: { createdAt: { gte: startedAt } } })
  await db.loginAttempt.deleteMany({ where: { createdAt: { gte: startedAt } } })
})

describe('rate limits', () => {
  it('after five wrong passwords the account is locked for everyone, whatever X-Forwarded-For says', async () => {
    const patient = await freshPatient()
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await call(BASE, 'POST', '/api/v1/patient/login', { body: { email: patient.email, thePassword: `guess-${attempt}` }, headers: { 'x-forwarded-for': `203.0.113.${attempt}` } })
      expect(answer.status).toBe(401)
    }
    const right = await call(BASE, 'POST', '/api/v1/patient/login', { body: { email: patient.email, thePassword: 'Password123!' }, headers: { 'x-forwarded-for': '198.51.100.7' } })
    expect(right.status).toBe(429)
    expect(right.body.token).toBeUndefined()
  })

  it('one address guessing across many accounts is stopped, and a forged X-Forwarded-For does not escape it', async () => {
    // Earlier files' failed sign-ins came from this same address: start the count from zero.
    await db.loginAttempt.deleteMany({ where: { succeeded: false } })
    let limitedAt = 0
    for (let attempt = 1; attempt <= 35; attempt++) {
      const answer = await call(BASE, 'POST', '/api/v1/patient/login', {
        body: { email: `nobody-${randomUUID().slice(0, 8)}@example.test`, thePassword: 'guess' },
        headers: { 'x-forwarded-for': `203.0.113.${attempt}, 10.0.0.${attempt}` },
      })
      if (answer.status === 429) {
        limitedAt = attempt
        break
      }
      expect(answer.status).toBe(401)
    }
    expect(limitedAt).toBe(31)
  })

  it('the contact form takes five messages an hour from one address, then stores no more', async () => {
    const marker = randomUUID().slice(0, 8)
    const id = actionId('app/(site)/contact/actions.ts', 'sendContactMessageAction')
    const answers: string[] = []
    for (let i = 0; i < 7; i++)
      answers.push((await callAction(BASE, '/contact', id, [{ fullName: 'Repeat Sender', email: 'repeat@example.test', message: `Message number ${i} ${marker}` }])).text)
    const sent = answers.filter((text) => text.includes('Thank you! Your message has been sent.')).length
    expect(sent).toBeLessThanOrEqual(5)
    expect(answers.at(-1)).not.toContain('Thank you!')
    expect(await db.contactMessage.count({ where: { message: { contains: marker } } })).toBe(sent)
  })

  it('a patient may post ten comments in ten minutes, then none', async () => {
    const patient = await freshPatient()
    const post = await db.blogPost.findFirstOrThrow({ select: { id: true } })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await call(BASE, 'POST', `/api/v1/user/create-comment/${post.id}`, { token: patient.token, body: { comment: `Comment number ${i}` } })).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    expect(statuses[10]).toBe(429)
    expect(await db.comment.count({ where: { authorId: patient.id } })).toBe(10)
  })

  it('a patient may hold twenty times an hour, then no more', async () => {
    const therapist = await freshTherapist()
    const day = lagosDate(25)
    await createAvailability(db, { therapistId: therapist.id, date: day, hours: [9] })
    const patient = await freshPatient()
    const slot = { therapistId: therapist.id, appointmentDate: day, slot_start: '09:00', slot_end: '10:00' }
    for (let i = 0; i < 20; i++) {
      const hold = await call(BASE, 'POST', '/api/v1/patient/hold-appointment', { token: patient.token, body: slot })
      expect(hold.status).toBe(201)
      const paymentReference = (hold.body.data as { paymentReference: string }).paymentReference
      expect((await call(BASE, 'POST', '/api/v1/patient/cancel-hold', { token: patient.token, body: { paymentReference } })).status).toBe(200)
    }
    const before = await db.appointment.count({ where: { patientId: patient.id } })
    expect((await call(BASE, 'POST', '/api/v1/patient/hold-appointment', { token: patient.token, body: slot })).status).toBe(429)
    expect(await db.appointment.count({ where: { patientId: patient.id } })).toBe(before)
  })

  it('password changes are limited to five in fifteen minutes', async () => {
    const patient = await freshPatient()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await call(BASE, 'PUT', '/api/v1/patient/change-password', { token: patient.token, body: { oldPassword: 'not-my-password', newPassword: 'another-long-password' } })).status)
    expect(statuses.slice(0, 5).every((status) => status === 400 || status === 401)).toBe(true)
    expect(statuses[5]).toBe(429)
  })

  it('one address may register at most fifty patients an hour, then no more accounts are created', async () => {
    const marker = randomUUID().slice(0, 8)
    let created = 0
    let refused = 0
    for (let attempt = 0; attempt < 55 && refused === 0; attempt++) {
      const answer = await call(BASE, 'POST', '/api/v1/patient/registration', {
        body: { fullName: 'Bulk Sign-up', email: `bulk-${marker}-${attempt}@example.test`, password: 'a-good-password', gender: 'Female', phoneNumber: '08031234567', dateOfBirth: '1990-01-01', address: '1 Marina', localGovernment: 'Lagos Island', state: 'Lagos' },
      })
      if (answer.status === 201) created++
      else if (answer.status === 429) refused++
      else throw new Error(`registration answered ${answer.status}`)
    }
    expect(refused).toBe(1)
    expect(created).toBeLessThanOrEqual(50)
    expect(await db.user.count({ where: { email: { startsWith: `bulk-${marker}-` } } })).toBe(created)
  })
})
