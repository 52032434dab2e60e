// An outside developer's client, typed from nothing but Alafia's OpenAPI document:
//
//   npx openapi-typescript https://<alafia>/api/v1/openapi.json -o alafia-api.d.ts
//   ALAFIA_API_URL=https://<alafia> ALAFIA_EMAIL=… ALAFIA_PASSWORD=… npx tsx book-a-session.ts
//
// It signs in, lists therapists, finds a free hour, gives the health-data consent a booking needs,
// holds the hour and pays in the sandbox checkout (servers without Monnify keys), then confirms.
// tests/unit/openapi-client.test.ts type-checks it against freshly generated types; the security
// suite runs it against a real server.
import createClient from 'openapi-fetch'
import type { paths } from './alafia-api'

const baseUrl = process.env.ALAFIA_API_URL ?? 'http://localhost:3000'
const email = process.env.ALAFIA_EMAIL ?? 'patient@alafia.test'
const password = process.env.ALAFIA_PASSWORD ?? ''

const api = createClient<paths>({ baseUrl })

function fail(step: string, error: unknown): never {
  throw new Error(`${step} failed: ${JSON.stringify(error)}`)
}

/** 'HH:00' an hour after a slot's start ('10:00 AM' or '10:00'). */
function hourAfter(slot: string): string {
  const [, h, meridiem] = /^(\d{1,2}):00\s*([AP]M)?$/i.exec(slot.trim()) ?? []
  const hour = meridiem ? (Number(h) % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0) : Number(h)
  return `${String(hour + 1).padStart(2, '0')}:00`
}

export async function bookASession() {
  // 1. Sign in: the token goes in every later call.
  const login = await api.POST('/api/v1/patient/login', { body: { email, thePassword: password } })
  if (!login.data) fail('Sign-in', login.error)
  const headers = { Authorization: `Bearer ${login.data.token}` }

  // 2. The health-data consent a booking needs (the platform's current text).
  const consents = await api.GET('/api/v1/user/consents', { headers })
  if (!consents.data) fail('Reading consents', consents.error)
  for (const consent of consents.data.current.filter((item) => item.required && !item.given)) {
    const given = await api.POST('/api/v1/user/consents', { headers, body: { kind: consent.kind as 'health-data', version: consent.version } })
    if (!given.data) fail('Giving consent', given.error)
  }

  // 3. Therapists, and the first free hour among them.
  const directory = await api.GET('/api/v1/user/all-app-therapist', { params: { query: { limit: 12 } } })
  if (!directory.data) fail('Listing therapists', directory.error)
  let choice: { therapistId: string; appointmentDate: string; slot_start: string; slot_end: string } | undefined
  for (const therapist of directory.data.data) {
    const hours = await api.GET('/api/v1/user/user-view-availability/{id}', { params: { path: { id: therapist._id } } })
    if (!hours.data) fail('Reading free hours', hours.error)
    const day = hours.data.data.find((item) => item.availableSlots.length > 0)
    const start = day?.availableSlots[0]
    if (day && start) {
      choice = { therapistId: therapist._id, appointmentDate: day.availableDate, slot_start: start, slot_end: hourAfter(start) }
      break
    }
  }
  if (!choice) throw new Error('No therapist has a free hour.')

  // 4. Hold the hour, pay in the sandbox, confirm.
  const hold = await api.POST('/api/v1/patient/hold-appointment', { headers, body: choice })
  if (!hold.data) fail('Holding the hour', hold.error)
  const { paymentReference } = hold.data.data
  const paid = await api.POST('/api/v1/payments/sandbox/complete', { headers, body: { paymentReference, outcome: 'PAID' } })
  if (!paid.data) fail('Paying in the sandbox', paid.error)
  const confirmed = await api.POST('/api/v1/patient/confirm-payment', { headers, body: { paymentReference } })
  if (!confirmed.data) fail('Confirming the payment', confirmed.error)
  return { paymentReference, appointment: confirmed.data.data }
}

// Run directly (not when imported by a test).
if (process.argv[1]?.endsWith('book-a-session.ts')) {
  bookASession()
    .then((booked) => console.log(JSON.stringify(booked)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    })
}
