// The example client a developer would write from the OpenAPI document alone
// (docs/api-client/book-a-session.ts, typed by tests/unit/openapi-client.test.ts), run for real against
// the production server: a new patient signs in, gives the consent, books and pays in the sandbox.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createPatient, DEMO_PASSWORD } from '../fixtures/factories'
import { BASE, db } from './support/target'

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('a client built from the OpenAPI document', () => {
  it('books and pays a sandbox session from start to end', async () => {
    const patient = await createPatient(db, { healthConsent: false })
    const run = spawnSync('npx', ['tsx', 'docs/api-client/book-a-session.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, ALAFIA_API_URL: BASE, ALAFIA_EMAIL: patient.email, ALAFIA_PASSWORD: DEMO_PASSWORD },
    })
    expect(run.stderr.trim().split('\n').filter((line) => line && !line.startsWith('npm warn'))).toEqual([])
    expect(run.status).toBe(0)
    const booked = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { paymentReference: string; appointment: { status: string } }
    expect(booked.appointment.status).toBe('Paid')

    const appointment = await db.appointment.findUniqueOrThrow({ where: { paymentReference: booked.paymentReference }, include: { payments: true } })
    expect(appointment.patientId).toBe(patient.id)
    expect(appointment.status).toBe('Paid')
    expect(appointment.payments.map((payment) => payment.status)).toEqual(['Paid'])
    // The consent the booking needed was given through the API.
    expect(await db.consent.count({ where: { userId: patient.id, withdrawnAt: null } })).toBe(1)
  }, 90_000)
})
