import 'server-only'
import type { PatientRegistration } from '@/lib/validation/auth'
import { hashPassword } from '../auth/password'
import type { SessionSubject } from '../auth/session-token'
import { db } from '../db'
import { AppError, isUniqueViolation } from '../errors'

export const EMAIL_TAKEN = 'An account with this email already exists'

/** Creates a patient account from validated input. Only the registration fields reach the database. */
export async function registerPatient(input: PatientRegistration): Promise<SessionSubject> {
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { id: true } })
  if (existing) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
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
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
    throw error
  }
}
