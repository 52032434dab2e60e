import 'server-only'
import type { NextRequest, NextResponse } from 'next/server'
import { apiLoginSchema } from '@/lib/validation/auth'
import { readJson } from '../api/handler'
import { ok } from '../api/respond'
import { clientAddress } from '../request-info'
import { authenticate, type LoginPortal } from './authenticate'
import { SESSION_MAX_AGE_SECONDS } from '@/lib/session-cookie'
import { createSessionToken, sessionCookie, type SessionSubject, type SignInOrigin } from './session-token'

/**
 * Answers a successful sign-in over the API: the token in the body and the same session as a cookie.
 * `origin` is the request's headers, which the sign-in's row records in part (decision 042).
 */
export async function sessionResponse(user: SessionSubject, message: string, origin: SignInOrigin, status = 200): Promise<NextResponse> {
  const token = await createSessionToken(user, origin)
  const response = ok({ success: true, message, token, data: { _id: user.id, fullName: user.fullName, role: user.role } }, status)
  const { name, options } = sessionCookie()
  response.cookies.set(name, token, { ...options, maxAge: SESSION_MAX_AGE_SECONDS })
  return response
}

export async function apiLogin(request: NextRequest, portal: LoginPortal): Promise<NextResponse> {
  const input = await readJson(request, apiLoginSchema)
  const user = await authenticate({ ...input, portal, ipAddress: clientAddress(request.headers) })
  return sessionResponse(user, 'Login successful', request.headers)
}

export function clearSessionCookie(response: NextResponse): NextResponse {
  const { name, options } = sessionCookie()
  response.cookies.set(name, '', { ...options, maxAge: 0 })
  return response
}
