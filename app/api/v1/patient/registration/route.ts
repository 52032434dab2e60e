import { publicRoute, readJson } from '@/lib/server/api/handler'
import { sessionResponse } from '@/lib/server/auth/api-session'
import { registerPatient } from '@/lib/server/patients/register-patient'
import { patientRegistrationSchema } from '@/lib/validation/auth'

export const POST = publicRoute(async ({ request }) => {
  const input = await readJson(request, patientRegistrationSchema)
  const user = await registerPatient(input)
  return sessionResponse(user, 'Registration successful', 201)
})
