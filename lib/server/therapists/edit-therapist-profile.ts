import 'server-only'
import { nairaToKobo, type EditTherapistProfile } from '@/lib/validation/therapist'
import { CACHE_TAGS, expireTags } from '../cache/public-cache'
import { db, type Prisma } from '../db'
import { AppError, isUniqueViolation } from '../errors'
import { EMAIL_TAKEN } from '../patients/register-patient'
import { deleteStoredFile, storeImage } from '../uploads/store-upload'
import { viewTherapistProfile, type OwnTherapistProfile } from './view-therapist-profile'

type EditTherapistProfileInput = {
  therapistId: string
  /** Partial: an absent field is left as it is. */
  changes: Partial<EditTherapistProfile>
  /** A new profilePhoto's bytes as received, or null to keep the current photo. */
  photo: Buffer | null
}

/**
 * Saves the signed-in therapist's own profile (spec 2.6, PUT therapist/edit-profile). The Prisma data
 * is built field by field from the editable fields, so verification, block state, role, ids and
 * timestamps can never change here, whatever a caller passes. A new photo replaces the old one, whose
 * stored file is deleted once the new one is linked. Public pages show these fields: their cache
 * tags expire at once.
 */
export async function editTherapistProfile({ therapistId, changes, photo }: EditTherapistProfileInput): Promise<OwnTherapistProfile> {
  const userData = {
    fullName: changes.fullName,
    email: changes.email,
    gender: changes.gender,
    phoneNumber: changes.phoneNumber,
    address: changes.address,
    localGovernment: changes.localGovernment,
    state: changes.state,
  } satisfies Prisma.UserUpdateInput
  const profileData = {
    bio: changes.bio,
    feeKobo: changes.fee === undefined ? undefined : nairaToKobo(changes.fee),
    specialties: changes.specialties,
    yearsOfExperience: changes.yearsOfExperience,
  } satisfies Prisma.TherapistProfileUpdateInput

  if (userData.email) await assertEmailIsFree(userData.email, therapistId)
  const stored = photo ? await storeImage({ bytes: photo, kind: 'photo', uploadedById: therapistId, field: 'profilePhoto' }) : null

  let replacedPhotoId: string | null = null
  try {
    replacedPhotoId = await db.$transaction(async (tx) => {
      // Lock the profile: two edits with photos at once queue here, so each deletes exactly the photo
      // it replaced and none is left orphaned.
      const [current] = await tx.$queryRaw<{ photoFileId: string | null }[]>`
        SELECT p."photoFileId" FROM "TherapistProfile" p JOIN "User" u ON u."id" = p."userId"
        WHERE p."userId" = ${therapistId}::uuid AND u."role" = 'Therapist' AND u."erasedAt" IS NULL
        FOR UPDATE OF p`
      if (!current) throw new AppError('NOT_FOUND', 'Therapist not found')
      await tx.user.update({ where: { id: therapistId }, data: userData })
      await tx.therapistProfile.update({
        where: { userId: therapistId },
        data: { ...profileData, ...(stored ? { photoFileId: stored.id } : {}) },
      })
      return stored ? current.photoFileId : null
    })
  } catch (error) {
    if (stored) await deleteStoredFile({ fileId: stored.id })
    // Another account took the email between the check and the write: the unique key decides.
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }

  if (replacedPhotoId) await deleteStoredFile({ fileId: replacedPhotoId })
  expireTags(CACHE_TAGS.therapists, CACHE_TAGS.therapist(therapistId))
  return viewTherapistProfile({ therapistId })
}

async function assertEmailIsFree(email: string, therapistId: string) {
  const owner = await db.user.findUnique({ where: { email }, select: { id: true } })
  if (owner && owner.id !== therapistId) throw emailTaken()
}

const emailTaken = () => new AppError('EMAIL_TAKEN', EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
