'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { registerPatient } from '@/lib/server/patients/register-patient'
import { patientRegistrationSchema } from '@/lib/validation/auth'

export async function registerPatientAction(input: unknown) {
  return runAction(patientRegistrationSchema, input, async (data) => {
    await registerPatient(data)
    return { message: 'Registration successful' }
  })
}
