import { z } from '@/lib/validation/zod'
import { isoDateTime } from './common'

/* next-auth's own JSON answers under /api/auth (next-auth v4 with the credentials provider). */

export const nextAuthSession = z.union([
  z.object({}).meta({ description: 'GET session without a valid session: an empty object.' }),
  z.object({ user: z.object({ name: z.string().nullable() }), expires: isoDateTime }).meta({ description: 'GET session while signed in.' }),
])

export const nextAuthCsrf = z.object({ csrfToken: z.string() }).meta({ description: 'GET csrf: the token every POST must carry as `csrfToken`.' })

export const nextAuthProviders = z
  .object({
    credentials: z.object({ id: z.literal('credentials'), name: z.string(), type: z.literal('credentials'), signinUrl: z.string(), callbackUrl: z.string() }),
  })
  .meta({ description: 'GET providers: the one provider, email and password.' })

export const nextAuthRedirectUrl = z
  .object({ url: z.string().meta({ description: 'Where next-auth would have redirected.' }) })
  .meta({ description: 'A POST with `json=true` in its form: the redirect as JSON.' })
