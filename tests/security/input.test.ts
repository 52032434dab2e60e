// Hostile input: oversized bodies and fields, wrong types, control and unicode characters, script in
// text shown to others, and fields nobody may set (role, flags, amounts).
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createAvailability } from '../fixtures/factories'
import { call } from '../support/http-api'
import { actionId, callAction } from '../support/server-action'
import { BASE, db, demo, freshPatient, freshTherapist, userRow } from './support/target'

const lagosDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(Date.now() + days * 86_400_000))
const email = () => `sec-${randomUUID().slice(0, 8)}@example.test`
const registration = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Amaka Nwosu', email: email(), password: 'a-good-password', gender: 'Female', phoneNumber: '08031234567',
  dateOfBirth: '1992-06-01', address: '7 Bode Thomas Street', localGovernment: 'Surulere', state: 'Lagos', ...overrides,
})
const register = (body: unknown) => call(BASE, 'POST', '/api/v1/patient/registration', { body })
const SCRIPT = '<script>alert("xss")</script><img src=x onerror=alert(1)>'

/** Fetches a page until it shows `marker` (cached pages refresh after a write), then returns its HTML. */
async function pageShowing(path: string, marker: string, cookie?: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const html = await (await fetch(`${BASE}${path}`, { headers: cookie ? { cookie } : {} })).text()
    if (html.includes(marker)) return html
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${path} never showed ${marker}`)
}

/** Markup from a user must appear nowhere as markup: not in the HTML, not unescaped in Next's inline data. */
function expectNoMarkup(html: string) {
  expect(html).not.toContain('<script>alert("xss")</script>')
  expect(html).not.toContain('<img src=x onerror')
  expect(html).not.toContain('<b onmouseover')
}

describe('sizes and types', () => {
  it('a body over 64 KB is refused before it is read, and nobody is created', async () => {
    const body = registration({ address: 'x'.repeat(70_000) })
    const answer = await register(body)
    expect(answer.status).toBe(413)
    expect(await db.user.count({ where: { email: body.email } })).toBe(0)
  })

  it.each([
    ['a line break with a header after it', 'Eve\r\nBcc: victim@example.test'],
    ['a bare line feed', 'Eve\nAdeyemi'],
    ['a tab', 'Eve\tAdeyemi'],
    ['a Unicode line separator', 'Eve\u2028Adeyemi'],
  ])('a name with %s is refused, and nobody is created', async (_what, fullName) => {
    const body = registration({ fullName })
    const answer = await register(body)
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body.errors)).toContain('fullName')
    expect(await db.user.count({ where: { email: body.email } })).toBe(0)
  })

  it('a field longer than its limit is refused with the field named', async () => {
    const body = registration({ fullName: 'A'.repeat(5_000) })
    const answer = await register(body)
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body.errors)).toContain('fullName')
    expect(await db.user.count({ where: { email: body.email } })).toBe(0)
  })

  it.each([
    ['a number for the email', { email: 12345 }],
    ['an object for the password', { password: { $gt: '' } }],
    ['an array for the name', { fullName: ['Amaka', 'Nwosu'] }],
    ['null for the state', { state: null }],
  ])('%s is refused', async (_what, overrides) => {
    const body = registration(overrides)
    const answer = await register(body)
    expect(answer.status).toBe(400)
    expect(answer.text).not.toMatch(/\n\s+at |prisma/i)
  })

  it('a body that is not JSON, or sent as a form, is refused', async () => {
    const broken = await fetch(`${BASE}/api/v1/patient/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": "x@y.z", ' })
    expect(broken.status).toBe(400)
    const form = await fetch(`${BASE}/api/v1/patient/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=x@y.z&thePassword=y' })
    expect(form.status).toBe(415)
  })
})

describe('characters', () => {
  it.each([
    ['a NUL character', 'Amaka\u0000Nwosu'],
    ['a right-to-left override', 'Amaka \u202Egnp.exe'],
    ['a bell and an escape', 'Amaka\u0007\u001b[31m'],
  ])('a name with %s is refused, and nothing is stored', async (_what, fullName) => {
    const body = registration({ fullName })
    const answer = await register(body)
    expect(answer.status).toBe(400)
    expect(await db.user.count({ where: { email: body.email } })).toBe(0)
  })

  it('a NUL character anywhere in a JSON body is refused with 400, never a server error', async () => {
    const patient = await freshPatient()
    const post = await db.blogPost.findFirstOrThrow({ select: { id: true } })
    const answer = await call(BASE, 'POST', `/api/v1/user/create-comment/${post.id}`, { token: patient.token, body: { comment: 'nice\u0000post' } })
    expect(answer.status).toBe(400)
    expect(await db.comment.count({ where: { authorId: patient.id } })).toBe(0)
  })

  it('Yoruba, Igbo and Hausa names with their marks are kept exactly', async () => {
    const fullName = 'Ọláyínká Àdìgún-Ńwáńnà Ɓello'
    const body = registration({ fullName })
    expect((await register(body)).status).toBe(201)
    expect((await db.user.findUniqueOrThrow({ where: { email: body.email } })).fullName).toBe(fullName)
  })
})

describe('script in text that others see is shown as text', () => {
  it('in a blog comment, on the public post page', async () => {
    const patient = await freshPatient()
    const post = await db.blogPost.findFirstOrThrow({ where: { comments: { none: {} } }, select: { id: true } })
    const marker = randomUUID().slice(0, 8)
    const answer = await call(BASE, 'POST', `/api/v1/user/create-comment/${post.id}`, { token: patient.token, body: { comment: `${marker} ${SCRIPT}` } })
    expect(answer.status).toBe(201)
    expectNoMarkup(await pageShowing(`/blog-post-detail/${post.id}`, marker))
  })

  it("in a patient's name, on the admin's list of users", async () => {
    const body = registration({ fullName: 'Ada <b onmouseover=alert(1)>' })
    expect((await register(body)).status).toBe(201)
    const admin = await demo('admin')
    expectNoMarkup(await pageShowing(`/admin/users?search=${encodeURIComponent(body.email)}`, body.email, admin.cookie))
  })

  it('in a contact message, on the admin page of messages', async () => {
    const marker = randomUUID().slice(0, 8)
    const sent = await callAction(BASE, '/contact', actionId('app/(site)/contact/actions.ts', 'sendContactMessageAction'), [{ fullName: 'Visitor', email: email(), message: `Hello ${marker} ${SCRIPT}` }])
    expect(sent.text).toContain('Thank you! Your message has been sent.')
    const admin = await demo('admin')
    expectNoMarkup(await pageShowing('/admin/contact-messages', marker, admin.cookie))
  })

  it("in a therapist's bio, on their public page", async () => {
    const therapist = await freshTherapist()
    const form = new FormData()
    form.set('bio', `Caring counsellor. ${SCRIPT}`)
    const edited = await fetch(`${BASE}/api/v1/therapist/edit-profile`, { method: 'PUT', headers: { authorization: `Bearer ${therapist.token}` }, body: form })
    expect(edited.status).toBe(200)
    expectNoMarkup(await pageShowing(`/one-therapist/${therapist.id}`, 'Caring counsellor.'))
  })
})

describe('fields nobody may set', () => {
  it('registration ignores role, blocked and verified flags', async () => {
    const body = registration({ role: 'Admin', isBlocked: true, isVerified: true, sessionVersion: 99, erasedAt: null })
    expect((await register(body)).status).toBe(201)
    const user = await db.user.findUniqueOrThrow({ where: { email: body.email } })
    expect(user.role).toBe('Patient')
    expect(user.isBlocked).toBe(false)
    expect(user.sessionVersion).not.toBe(99)
  })

  it('a profile update ignores role, blocked and session fields, and a __proto__ key', async () => {
    const patient = await freshPatient()
    const before = await userRow(patient.id)
    const answer = await fetch(`${BASE}/api/v1/patient/edit-profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${patient.token}` },
      body: `{"address":"12 Allen Avenue","role":"Admin","isBlocked":true,"sessionVersion":0,"passwordHash":"x","__proto__":{"role":"Admin"}}`,
    })
    expect(answer.status).toBe(200)
    const after = await userRow(patient.id)
    expect({ ...after }).toEqual({ ...before })
    expect((await db.user.findUniqueOrThrow({ where: { id: patient.id } })).address).toBe('12 Allen Avenue')
  })

  it('a therapist cannot verify themself or set their own flags through the profile', async () => {
    const therapist = await freshTherapist({ verified: false })
    const form = new FormData()
    form.set('bio', 'Updated bio for a pending therapist.')
    form.set('isVerified', 'true')
    form.set('role', 'Admin')
    form.set('isBlocked', 'false')
    await fetch(`${BASE}/api/v1/therapist/edit-profile`, { method: 'PUT', headers: { authorization: `Bearer ${therapist.token}` }, body: form })
    const profile = await db.therapistProfile.findUniqueOrThrow({ where: { userId: therapist.id }, include: { user: true } })
    expect(profile.isVerified).toBe(false)
    expect(profile.user.role).toBe('Therapist')
  })

  it('a hold ignores an amount, status or patient sent by the client', async () => {
    const therapist = await freshTherapist()
    const day = lagosDate(5)
    await createAvailability(db, { therapistId: therapist.id, date: day, hours: [10] })
    const patient = await freshPatient()
    const victim = await freshPatient()
    const answer = await call(BASE, 'POST', '/api/v1/patient/hold-appointment', {
      token: patient.token,
      body: { therapistId: therapist.id, appointmentDate: day, slot_start: '10:00', slot_end: '11:00', amount: 1, amountKobo: 100, status: 'Paid', patientId: victim.id },
    })
    expect(answer.status).toBe(201)
    const held = await db.appointment.findFirstOrThrow({ where: { therapistId: therapist.id } })
    expect(held.patientId).toBe(patient.id)
    expect(held.status).toBe('Pending')
    expect(held.amountKobo).toBe(2_000_000)
  })
})
