import { SESSION_MODE_NAMES } from '@/lib/session-modes'
import { REVIEW_STATES } from '@/lib/validation/therapist-documents'
import { z } from '@/lib/validation/zod'
import { id, isoDateTime, nairaAmount } from './common'

/*
 * A therapist's account: the sign-in answer, the own profile (lib/server/therapists/view-therapist-profile.ts),
 * the verification documents (lib/server/therapists/documents/list-own-documents.ts), and the multipart
 * forms of registration, profile edit and document upload.
 */

export const therapistProfile = z
  .object({
    _id: id,
    id: id.meta({ description: 'The same id as `_id`.' }),
    fullName: z.string(),
    email: z.string(),
    bio: z.string(),
    gender: z.enum(['Male', 'Female']).nullable(),
    fee: nairaAmount.meta({ description: 'Naira per hour.' }),
    feeKobo: z.number().int().meta({ description: 'The same fee in kobo, as stored.' }),
    specialties: z.array(z.string()),
    sessionModes: z.array(z.enum(SESSION_MODE_NAMES)),
    languages: z.array(z.string()).meta({ description: 'As people read them ("Yoruba", "Nigerian Pidgin").' }),
    faith: z.string().nullable().meta({ description: '"Christian", "Muslim", "Interfaith", or null.' }),
    specialtyOne: z.string().nullable(),
    specialtyTwo: z.string().nullable(),
    specialtyThree: z.string().nullable(),
    specialtyFour: z.string().nullable(),
    specialtyFive: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    yearsOfExperience: z.number().int(),
    address: z.string().nullable(),
    localGovernment: z.string().nullable(),
    state: z.string().nullable(),
    profilePhoto: z.object({ url: z.string() }).nullable(),
    isVerified: z.boolean(),
    verifiedAt: isoDateTime.nullable(),
    isBlocked: z.boolean(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'TherapistOwnProfile', description: "A therapist's own profile, private fields included." })

const ownDocument = z
  .object({
    _id: id,
    url: z.string().meta({ description: 'The private file route (/api/files/{id}): only its therapist and an Admin may open it.' }),
    reviewState: z.enum(REVIEW_STATES),
    declineReason: z.string().nullable().meta({ description: "The admin's reason, when declined." }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'TherapistOwnDocument' })

export const ownDocuments = z.object({
  certificates: z.array(ownDocument).meta({ description: 'Every certificate, oldest first.' }),
  cacDocument: ownDocument.nullable(),
  logo: ownDocument.nullable(),
})

const file = (description: string) => z.string().meta({ format: 'binary', description })

/** A multipart form: the text fields the route's schema reads, plus its file. */
export const withPhoto = (fields: z.ZodObject) =>
  z.object({ ...fields.shape, profilePhoto: file('An optional profile photo (JPEG or PNG).').optional() })

/** The upload of one verification document, in the field of its kind. */
export const documentUploadForm = (field: string) =>
  z.object({
    [field]: file('The document: JPEG or PNG, at most 5 MB.'),
    replaces: z.string().optional().meta({ description: "The `_id` of the caller's document of the same kind this file replaces." }),
  })
