import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { HEALTH_DATA_CONSENT_KIND, HEALTH_DATA_CONSENT_VERSION } from '../../lib/consent/health-data-consent'
import { createStaff } from './db'

export const DEMO_PASSWORD = 'Password123!'
export const DEMO = { therapist: 'therapist@alafia.test', patient: 'patient@alafia.test', admin: 'admin@alafia.test', manager: 'manager@alafia.test' } as const

/** A documentation-range address (RFC 5737), different each call. */
export const randomAddress = () => `198.51.100.${Math.floor(Math.random() * 254) + 1}`

export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`

export function newPatient(overrides: Record<string, string> = {}) {
  return {
    fullName: 'Amaka Nwosu', email: uniqueEmail('patient'), password: 'a-good-password', gender: 'Female',
    phoneNumber: '08031234567', dateOfBirth: '1992-06-01', address: '7 Bode Thomas Street', localGovernment: 'Surulere', state: 'Lagos',
    ...overrides,
  }
}

/**
 * Registers a fresh patient over the API; the request context (a page's, if given) keeps the session
 * cookie. Like anyone who books, the patient then accepts the current health-data consent (the hold
 * refuses without it), unless `{ consent: false }` leaves it for the booking's consent step.
 */
export async function registerPatient(request: APIRequestContext, overrides: Record<string, string> = {}, { consent = true } = {}) {
  const patient = newPatient(overrides)
  // An address of its own per registration (the server trusts X-Forwarded-For in the e2e run): the
  // suite registers more people than one address may in an hour.
  const response = await request.post('/api/v1/patient/registration', { data: patient, headers: { 'x-forwarded-for': randomAddress() } })
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()} ${await response.text()}`)
  const token = (await response.json()).token as string
  if (consent) await acceptHealthConsent(request, token)
  return { ...patient, token }
}

/** POST /api/v1/user/consents with the current version of the health-data consent, as the token's owner. */
export async function acceptHealthConsent(request: APIRequestContext, token: string) {
  const response = await request.post('/api/v1/user/consents', { data: { kind: HEALTH_DATA_CONSENT_KIND, version: HEALTH_DATA_CONSENT_VERSION }, headers: { authorization: `Bearer ${token}` } })
  if (response.status() !== 201) throw new Error(`consent failed: ${response.status()} ${await response.text()}`)
}

export async function login(request: APIRequestContext, email: string, password = DEMO_PASSWORD, portal: 'patient' | 'therapist' = 'patient') {
  const response = await request.post(`/api/v1/${portal}/login`, { data: { email, thePassword: password } })
  if (response.status() !== 200) throw new Error(`login failed: ${response.status()} ${await response.text()}`)
  return (await response.json()).token as string
}

/**
 * Signs a request context (a page's, to sign the page in) in as a fresh admin or manager of the
 * test's own: whatever the test does as staff is done by its own account, never the demo one.
 */
export async function signInAsStaff(request: APIRequestContext, role: 'Admin' | 'Manager', fullName?: string) {
  const staff = await createStaff(role, fullName)
  await login(request, staff.email)
  return staff
}

/**
 * Waits until the header's signed-in part has streamed in and React has hydrated the menu toggle,
 * so a click reaches a live button.
 */
export async function waitForHeader(page: Page) {
  await expect(page.locator('header[data-account="ready"] [data-testid="nav-toggle"][data-hydrated]')).toHaveCount(1)
  await expect(page.locator('header')).toHaveCount(1)
}
