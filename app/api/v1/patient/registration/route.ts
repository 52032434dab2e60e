import { publicRoute, readJson } from '@/lib/server/api/handler'
import { sessionResponse } from '@/lib/server/auth/api-session'
import { registerPatient } from '@/lib/server/patients/register-patient'
import { clientAddress } from '@/lib/server/request-info'
import { patientRegistrationSchema } from '@/lib/validation/auth'

export const POST = publicRoute(async ({ request }) => {
  const input = await readJson(request, patientRegistrationSchema)
  const user = await registerPatient(input, { ipAddress: clientAddress(request.headers) })
  return sessionResponse(user, 'Registration successful', request.headers, 201)
})
