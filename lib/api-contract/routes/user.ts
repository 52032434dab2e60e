import { ROLES } from '@/lib/roles'
import { giveConsentSchema } from '@/lib/validation/consent'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import { messageAndData } from '../schemas/common'
import { consentRecord } from '../schemas/consent'

/** Calls any signed-in person makes about their own account, and the public reads under /api/v1/user. */
export const userRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/v1/user/consents',
    tag: 'Privacy',
    summary: "The caller's consents, newest first, and the ones the platform asks for now",
    access: { kind: 'roles', roles: ROLES },
    success: {
      200: {
        description: 'Every consent the person gave (ended ones included) and, per current text, whether they must give it and have.',
        schema: z.object({
          data: z.array(consentRecord),
          current: z.array(z.object({ kind: z.string(), version: z.string(), required: z.boolean(), given: z.boolean() })),
        }),
      },
    },
  },
  {
    method: 'post',
    path: '/api/v1/user/consents',
    tag: 'Privacy',
    summary: 'Give a consent to the current version of its text',
    access: { kind: 'roles', roles: ROLES },
    body: { schema: giveConsentSchema },
    success: {
      200: { description: 'Already given for this version: the record in force.', schema: messageAndData(consentRecord) },
      201: { description: 'Given: the new record.', schema: messageAndData(consentRecord) },
    },
    errors: { 400: 'Another kind, or a version other than the current text.' },
  },
  {
    method: 'delete',
    path: '/api/v1/user/consents/{kind}',
    tag: 'Privacy',
    summary: 'Withdraw a consent',
    access: { kind: 'roles', roles: ROLES },
    params: z.object({ kind: z.string().meta({ example: 'health-data' }) }),
    success: { 200: { description: 'Withdrawn: the record with withdrawnAt set.', schema: messageAndData(consentRecord) } },
    errors: { 404: 'The caller has no consent of that kind in force.' },
  },
])
