'use server'

import { headers } from 'next/headers'
import { publicAction } from '@/lib/server/actions/role-actions'
import { registerPatient } from '@/lib/server/patients/register-patient'
import { clientAddress } from '@/lib/server/request-info'
import { patientRegistrationSchema } from '@/lib/validation/auth'

export const registerPatientAction = publicAction(patientRegistrationSchema, async ({ input }) => {
  await registerPatient(input, { ipAddress: clientAddress(await headers()) })
  return { message: 'Registration successful' }
})
