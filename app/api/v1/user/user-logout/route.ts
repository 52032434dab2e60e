import { publicRoute } from '@/lib/server/api/handler'
import { ok } from '@/lib/server/api/respond'
import { clearSessionCookie } from '@/lib/server/auth/api-session'

export const GET = publicRoute(async () => clearSessionCookie(ok({ message: 'Successfully Logged Out', data: null })), { changesState: true })
