import { expect, test, type PlaywrightWorkerArgs } from '@playwright/test'
import { decodeJwt } from 'jose'
import { createTherapist } from './db'
import { DEMO_PASSWORD, login, newPatient, registerPatient } from './support'

// The HTTP API (docs/api.md): JSON in, { message?, data? } or { message, errors? } out.
// Every sign-in here is with an account of the test's own: failed ones count towards a lockout, so
// they never touch the shared demo accounts other specs sign in with.

/** A patient registered from a context of its own (the caller's context stays signed out). */
async function freshPatient(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined, overrides: Record<string, string> = {}) {
  const context = await playwright.request.newContext({ baseURL })
  const patient = await registerPatient(context, overrides)
  await context.dispose()
  return patient
}
test.describe('API v1: sign-in', () => {
  test('registration answers 201 with a token that works as a Bearer token', async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL })
    const patient = await registerPatient(anonymous)
    await anonymous.dispose()

    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${patient.token}` } })
    const response = await client.get('/api/v1/patient/view-profile')
    expect(response.status()).toBe(200)
    const { safeUser } = await response.json()
    expect(safeUser).toMatchObject({ email: patient.email, fullName: patient.fullName, role: 'Patient', phoneNumber: '+2348031234567', state: 'Lagos' })
    expect(safeUser._id).toBeTruthy()
    expect(JSON.stringify(safeUser)).not.toMatch(/passwordHash|sessionVersion|argon2/)
    await client.dispose()
  })

  test('login reads thePassword and sets the session cookie', async ({ request, playwright, baseURL }) => {
    const patient = await freshPatient(playwright, baseURL, { fullName: 'Tolu Bankole' })
    const response = await request.post('/api/v1/patient/login', { data: { email: patient.email.toUpperCase(), thePassword: patient.password } })
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ message: 'Login successful', data: { role: 'Patient' } })
    expect(decodeJwt(body.token).user).toEqual({ _doc: { _id: body.data._id, fullName: 'Tolu Bankole', role: 'Patient' } })
    expect(response.headers()['set-cookie']).toMatch(/alafia\.session=.+HttpOnly/i)
    expect((await request.get('/api/v1/patient/view-profile')).status()).toBe(200)
  })

  test('logout ends the cookie session', async ({ request }) => {
    await registerPatient(request)
    expect((await request.get('/api/v1/patient/view-profile')).status()).toBe(200)
    const response = await request.get('/api/v1/user/user-logout')
    expect(await response.json()).toMatchObject({ message: 'Successfully Logged Out' })
    expect((await request.get('/api/v1/patient/view-profile')).status()).toBe(401)
  })

  test('wrong password and unknown email answer the same 401', async ({ request, playwright, baseURL }) => {
    const patient = await freshPatient(playwright, baseURL)
    const wrong = await request.post('/api/v1/patient/login', { data: { email: patient.email, thePassword: 'nope-nope' } })
    const unknown = await request.post('/api/v1/patient/login', { data: { email: 'nobody-here@example.test', thePassword: 'nope-nope' } })
    expect(wrong.status()).toBe(401)
    expect(unknown.status()).toBe(401)
    expect(await wrong.json()).toEqual(await unknown.json())
  })

  test('therapist login refuses a patient and accepts a therapist', async ({ request, playwright, baseURL }) => {
    const [patientAccount, therapistAccount] = await Promise.all([freshPatient(playwright, baseURL), createTherapist({ fullName: 'Ebere Login', verified: true })])
    const patient = await request.post('/api/v1/therapist/login', { data: { email: patientAccount.email, thePassword: patientAccount.password } })
    expect(patient.status()).toBe(401)
    const therapist = await request.post('/api/v1/therapist/login', { data: { email: therapistAccount.email, thePassword: DEMO_PASSWORD } })
    expect(therapist.status()).toBe(200)
    expect(await therapist.json()).toMatchObject({ success: true, data: { role: 'Therapist' } })
  })

  test('validation errors are 400 with field errors, and a taken email is 409', async ({ request, playwright, baseURL }) => {
    const invalid = await request.post('/api/v1/patient/registration', { data: { ...newPatient(), phoneNumber: '12345', state: 'Atlantis' } })
    expect(invalid.status()).toBe(400)
    const body = await invalid.json()
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['phoneNumber', 'state']))

    const existing = await freshPatient(playwright, baseURL)
    const taken = await request.post('/api/v1/patient/registration', { data: { ...newPatient(), email: existing.email.toUpperCase() } })
    expect(taken.status()).toBe(409)
  })

  test('registration ignores a mass-assigned role', async ({ playwright, baseURL }) => {
    const context = await playwright.request.newContext({ baseURL })
    const response = await context.post('/api/v1/patient/registration', { data: { ...newPatient(), role: 'Admin', isBlocked: false } })
    expect(response.status()).toBe(201)
    expect((await response.json()).data.role).toBe('Patient')
    expect((await context.get('/admin', { maxRedirects: 0 })).headers()['location']).toContain('/unauthorized')
    await context.dispose()
  })

  test('the API refuses other content types, huge bodies and cross-site requests', async ({ request, playwright, baseURL }) => {
    const { email, password } = await freshPatient(playwright, baseURL)
    const form = await request.post('/api/v1/patient/login', { form: { email, thePassword: password } })
    expect(form.status()).toBe(415)
    const huge = await request.post('/api/v1/patient/login', { data: { email, thePassword: 'x'.repeat(100_000) } })
    expect(huge.status()).toBe(413)
    const crossSite = await request.post('/api/v1/patient/login', { data: { email, thePassword: password }, headers: { Origin: 'https://evil.example' } })
    expect(crossSite.status()).toBe(403)
  })

  test('a patient-only route answers 401 to visitors and 403 to other roles', async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL })
    const unauthenticated = await visitor.get('/api/v1/patient/view-profile')
    expect(unauthenticated.status()).toBe(401)
    expect(await unauthenticated.json()).toEqual({ message: 'Please log in to continue.' })

    const token = await login(visitor, (await createTherapist({ fullName: 'Sade Bearer', verified: true })).email, DEMO_PASSWORD, 'therapist')
    const therapist = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } })
    expect((await therapist.get('/api/v1/patient/view-profile')).status()).toBe(403)

    const tampered = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token.slice(0, -3)}abc` } })
    expect((await tampered.get('/api/v1/patient/view-profile')).status()).toBe(401)
    await Promise.all([visitor.dispose(), therapist.dispose(), tampered.dispose()])
  })
})
