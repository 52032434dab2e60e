import { publicRoute } from '@/lib/server/api/handler'
import { apiLogin } from '@/lib/server/auth/api-session'

export const POST = publicRoute(({ request }) => apiLogin(request, 'therapist'))
