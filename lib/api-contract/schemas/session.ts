import { ROLES } from '@/lib/roles'
import { apiLoginSchema } from '@/lib/validation/auth'
import { z } from '@/lib/validation/zod'
import { id } from './common'

/**
 * The sign-in body of patient/login and therapist/login. The routes' schema (apiLoginSchema) reads both
 * fields as unknown and renames thePassword before the login rules apply, so its own rendering would
 * say nothing: this override tells clients what to send.
 */
export const loginBody = apiLoginSchema.meta({
  override: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', example: 'ada@example.com' },
      thePassword: { type: 'string', minLength: 1, maxLength: 1024, description: 'The password (the original API named it thePassword).' },
    },
    required: ['email', 'thePassword'],
  },
})

/** A sign-in's answer (lib/server/auth/api-session.ts): the token in the body, the same session as a cookie. */
export const sessionAnswer = z
  .object({
    success: z.literal(true),
    message: z.string(),
    token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>`; the same session is also set as a cookie.' }),
    data: z.object({ _id: id, fullName: z.string(), role: z.enum(ROLES) }),
  })
  .meta({ id: 'SessionAnswer' })
