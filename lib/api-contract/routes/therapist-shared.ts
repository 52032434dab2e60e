import { ROLES, type Role } from '@/lib/roles'
import { z } from '@/lib/validation/zod'
import type { RouteContract } from '../contract'
import { messageOnly } from '../schemas/common'
import { documentUploadForm } from '../schemas/therapist-account'

// Who may call the therapist routes, their sections of the reference and shared parameters.

/** The routes that call withRole(['Therapist'], …) or withVerifiedTherapist. */
export const THERAPIST: readonly Role[] = ['Therapist']

/** withVerifiedTherapist (lib/server/therapists/require-verified-therapist.ts): the role and a verified profile. */
export const VERIFIED = { kind: 'roles', roles: THERAPIST, note: 'A verified therapist.' } as const
export const NOT_VERIFIED = 'A therapist not verified yet ("Your account is awaiting verification.").'

/** Any signed-in person may call; only the appointment's own therapist gets an answer. */
export const OWN_THERAPIST = { kind: 'roles', roles: ROLES, note: "Only the appointment's own therapist: anyone else, admins and managers included, gets 404." } as const

export const APPOINTMENTS = 'Therapist appointments'
export const AVAILABILITY = 'Therapist availability'
export const TIME_OFF = 'Time off and moving a session'
export const ACCOUNT = 'Therapist account and documents'
export const CARE = 'Intake and private session notes'
export const MONEY = 'Therapist earnings and payouts'

export const appointmentIdParam = z.object({ appointmentId: z.string().meta({ description: "The appointment's `_id`." }) })
export const idParam = (what: string) => z.object({ id: z.string().meta({ description: `The ${what}'s \`_id\`.` }) })

export const documentUpload = (path: string, field: string, label: string): RouteContract => ({
  method: 'post',
  path,
  tag: ACCOUNT,
  summary: `Upload a ${label}`,
  description:
    label === 'certificate'
      ? 'Adds a certificate beside the others (at most 5), or with `replaces` replaces one that is awaiting review or declined.'
      : `Replaces the current ${label} (one is kept), or with \`replaces\` the one it names; an approved one cannot be replaced.`,
  access: { kind: 'roles', roles: THERAPIST, note: 'Verified or not.' },
  body: { schema: documentUploadForm(field), contentType: 'multipart/form-data' },
  success: { 201: { description: 'Uploaded; it awaits review.', schema: messageOnly } },
  errors: {
    404: '`replaces` names no document of the caller\'s of that kind ("That document is no longer there. …").',
    409: 'The document to replace is approved, the kind is at its maximum, or another upload of the same kind crossed this one.',
  },
})
