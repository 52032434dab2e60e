'use server'

import { headers } from 'next/headers'
import { runAction } from '@/lib/server/actions/run-action'
import { registerPatient } from '@/lib/server/patients/register-patient'
import { clientAddress } from '@/lib/server/request-info'
import { patientRegistrationSchema } from '@/lib/validation/auth'

export async function registerPatientAction(input: unknown) {
  return runAction(patientRegistrationSchema, input, async (data) => {
    await registerPatient(data, { ipAddress: clientAddress(await headers()) })
    return { message: 'Registration successful' }
  })
}
