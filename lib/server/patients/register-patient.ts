import 'server-only'
import type { PatientRegistration } from '@/lib/validation/auth'
import { hashPassword } from '../auth/password'
import type { SessionSubject } from '../auth/session-token'
import { db } from '../db'
import { isUniqueViolation } from '../errors'
import { assertCanRegister, emailTakenError } from '../users/email-ownership'

export { EMAIL_TAKEN } from '../users/email-ownership'

/**
 * Each registration hashes a password (deliberately costly) and adds an account: a script on one
 * address must not be able to fill the database or the CPU. Generous, because a school, an office
 * or a mobile carrier's shared address may register many real people in an hour.
 */
export const PATIENT_REGISTRATION_LIMIT_PER_ADDRESS = { max: 50, windowMs: 60 * 60_000 } as const

/**
 * Creates a patient account from validated input. Only the registration fields reach the database.
 * `ipAddress` (clientAddress) is rate limited; callers without a request (tests, scripts) omit it.
 */
export async function registerPatient(input: PatientRegistration, { ipAddress = 'unknown' }: { ipAddress?: string } = {}): Promise<SessionSubject> {
  await assertCanRegister({ bucket: 'patient-registration:address', ipAddress, limit: PATIENT_REGISTRATION_LIMIT_PER_ADDRESS, email: input.email })
  try {
    const user = await db.user.create({
      data: {
        role: 'Patient',
        email: input.email,
        passwordHash: await hashPassword(input.password),
        fullName: input.fullName,
        gender: input.gender,
        phoneNumber: input.phoneNumber,
        dateOfBirth: new Date(`${input.dateOfBirth}T00:00:00Z`),
        address: input.address,
        localGovernment: input.localGovernment,
        state: input.state,
      },
      select: { id: true, role: true, fullName: true, sessionVersion: true },
    })
    return user
  } catch (error) {
    // Two registrations racing for one email: the unique key decides.
    if (isUniqueViolation(error)) throw emailTakenError()
    throw error
  }
}
