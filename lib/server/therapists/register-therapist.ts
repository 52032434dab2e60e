import 'server-only'
import { nairaToKobo } from '@/lib/money'
import type { TherapistRegistration } from '@/lib/validation/therapist'
import { hashPassword } from '../auth/password'
import { db } from '../db'
import { isUniqueViolation } from '../errors'
import { assertCanRegister, emailTakenError } from '../users/email-ownership'
import { deleteStoredFile, setUploader, storeImage } from '../uploads/store-upload'

/**
 * Each registration decodes and re-encodes a photo and hashes a password (both deliberately costly):
 * a few per network address an hour is plenty for people and stops a script filling the database.
 */
export const REGISTRATION_LIMIT_PER_ADDRESS = { max: 10, windowMs: 60 * 60_000 } as const

type RegisterTherapistInput = {
  input: TherapistRegistration
  /** The optional profilePhoto's bytes as received (readUploadFromForm), or null. */
  photo: Buffer | null
  ipAddress: string
}

/**
 * Creates an unverified therapist: a Therapist user and its profile, with the photo stored
 * through the upload pipeline when one was sent. Only the registration fields reach the database;
 * isVerified starts false, so the therapist is not listed until an admin verifies them. A refused
 * photo writes nothing; a failed write deletes the stored photo again.
 */
export async function registerTherapist({ input, photo, ipAddress }: RegisterTherapistInput): Promise<{ id: string }> {
  // Checked before the photo is processed, so a taken email costs no image work.
  await assertCanRegister({ bucket: 'therapist-registration:address', ipAddress, limit: REGISTRATION_LIMIT_PER_ADDRESS, email: input.email })

  const passwordHash = await hashPassword(input.password)
  const stored = photo ? await storeImage({ bytes: photo, kind: 'photo', uploadedById: null, field: 'profilePhoto' }) : null
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          role: 'Therapist',
          email: input.email,
          passwordHash,
          fullName: input.fullName,
          gender: input.gender,
          phoneNumber: input.phoneNumber,
          address: input.address,
          localGovernment: input.localGovernment,
          state: input.state,
          therapistProfile: {
            create: {
              bio: input.bio,
              feeKobo: nairaToKobo(input.fee),
              specialties: input.specialties,
              yearsOfExperience: input.yearsOfExperience,
              photoFileId: stored?.id ?? null,
              isVerified: false,
            },
          },
        },
        select: { id: true },
      })
      // The photo was stored before its owner existed: name the uploader now.
      if (stored) await setUploader(tx, stored, user.id)
      return user
    })
  } catch (error) {
    if (stored) await deleteStoredFile({ fileId: stored.id })
    // Two registrations racing for one email: the unique key decides.
    if (isUniqueViolation(error)) throw emailTakenError()
    throw error
  }
}

