import 'server-only'
import type { NextAuthOptions } from 'next-auth'
import CredentialsProvider from 'next-auth/providers/credentials'
import type { JWT } from 'next-auth/jwt'
import type { Role } from '@/lib/roles'
import { SESSION_MAX_AGE_SECONDS, decodeSessionToken, encodeSessionToken, type SessionClaims } from '@/lib/session-cookie'
import { loginSchema } from '@/lib/validation/auth'
import { config } from '../config'
import { describeFailure } from '../errors'
import { clientAddress } from '../request-info'
import { authenticate, type LoginPortal } from './authenticate'
import { sessionCookie, startSession } from './session-token'

function claimsOf(token: JWT | undefined): SessionClaims {
  return {
    sub: String(token?.sub ?? ''),
    role: token?.role as Role,
    fullName: String(token?.fullName ?? ''),
    sv: Number(token?.sv ?? -1),
    sid: String(token?.sid ?? ''),
    aexp: Number(token?.aexp ?? 0),
  }
}

/** next-auth (v4) with the credentials provider and JWT sessions; the web login forms use it. */
export function authOptions(): NextAuthOptions {
  const cookie = sessionCookie()
  return {
    secret: config().AUTH_SECRET,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: {
      maxAge: SESSION_MAX_AGE_SECONDS,
      // The app's own signed token format (lib/session-cookie.ts), so web and API sessions are one.
      encode: ({ token, secret, maxAge }) => encodeSessionToken(claimsOf(token), String(secret), maxAge),
      decode: async ({ token, secret }) => decodeSessionToken(token, String(secret)),
    },
    useSecureCookies: cookie.options.secure,
    cookies: { sessionToken: cookie },
    pages: { signIn: '/patient-login', error: '/patient-login' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'Email and password',
        credentials: { email: { type: 'email' }, password: { type: 'password' } },
        async authorize(credentials, request) {
          const parsed = loginSchema.safeParse(credentials ?? {})
          if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Please fill all fields')
          // Both sign-in pages take every account and send it where its role belongs.
          const portal: LoginPortal = 'any'
          const headers = new Headers(Object.entries(request?.headers ?? {}).map(([k, v]): [string, string] => [k, String(v)]))
          try {
            const user = await authenticate({ ...parsed.data, portal, ipAddress: clientAddress(headers) })
            // The sign-in's row now; the jwt callback puts its id and absolute end in the token.
            const { sid, aexp } = await startSession(user, headers)
            return { id: user.id, name: user.fullName, role: user.role, sessionVersion: user.sessionVersion, sid, aexp }
          } catch (error) {
            // next-auth hands the message to the form as `error`.
            throw new Error(describeFailure(error, 'sign-in').message)
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          const signedIn = user as typeof user & { role: string; sessionVersion: number; sid: string; aexp: number }
          token.sub = signedIn.id
          token.role = signedIn.role
          token.fullName = signedIn.name
          token.sv = signedIn.sessionVersion
          token.sid = signedIn.sid
          token.aexp = signedIn.aexp
        }
        return token
      },
      // The app reads sessions through lib/server/auth/current-user.ts, which re-checks the database.
      session({ session, token }) {
        return { ...session, user: { name: typeof token.fullName === 'string' ? token.fullName : null } }
      },
    },
  }
}
