import 'server-only'
import { nairaToKobo } from '@/lib/money'
import type { EditTherapistProfile } from '@/lib/validation/therapist'
import { CACHE_TAGS, expireTags } from '../cache/public-cache'
import { db, type Prisma } from '../db'
import { AppError, isUniqueViolation } from '../errors'
import { sendBackToReviewEmail } from '../admin/therapists/therapist-emails'
import { recordAudit } from '../audit/record-audit'
import { revokeResetLinks } from '../auth/password-reset/revoke-reset-links'
import { deleteStoredFile, storeImage } from '../uploads/store-upload'
import { assertEmailChangeAllowed, emailTakenError } from '../users/email-ownership'
import { viewTherapistProfile, type OwnTherapistProfile } from './view-therapist-profile'

type EditTherapistProfileInput = {
  therapistId: string
  /** Partial: an absent field is left as it is. */
  changes: Partial<EditTherapistProfile>
  /** A new profilePhoto's bytes as received, or null to keep the current photo. */
  photo: Buffer | null
}

/**
 * Saves the signed-in therapist's own profile (the edit page, PUT therapist/edit-profile). The Prisma data
 * is built field by field from the editable fields, so verification, block state, role, ids and
 * timestamps can never change here, whatever a caller passes. A new photo replaces the old one, whose
 * stored file is deleted once the new one is linked. Public pages show these fields: their cache
 * tags expire at once. A verified therapist who changes their name or email goes back to review
 * (unlisted until an admin verifies again, and told by email); name, email, fee and bio changes are
 * written to the audit log.
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
    sessionModes: changes.sessionModes,
    languages: changes.languages,
    faith: changes.faith,
  } satisfies Prisma.TherapistProfileUpdateInput

  if (userData.email) await assertEmailChangeAllowed({ userId: therapistId, email: userData.email })
  const stored = photo ? await storeImage({ bytes: photo, kind: 'photo', uploadedById: therapistId, field: 'profilePhoto' }) : null

  let outcome: { replacedPhotoId: string | null; backToReview: { email: string; fullName: string } | null }
  try {
    outcome = await db.$transaction(async (tx) => {
      // Lock the profile: two edits with photos at once queue here, so each deletes exactly the photo
      // it replaced and none is left orphaned.
      const [current] = await tx.$queryRaw<{ photoFileId: string | null; isVerified: boolean; fullName: string; email: string; feeKobo: number; bio: string }[]>`
        SELECT p."photoFileId", p."isVerified", u."fullName", u."email", p."feeKobo", p."bio"
        FROM "TherapistProfile" p JOIN "User" u ON u."id" = p."userId"
        WHERE p."userId" = ${therapistId}::uuid AND u."role" = 'Therapist' AND u."erasedAt" IS NULL
        FOR UPDATE OF p`
      if (!current) throw new AppError('NOT_FOUND', 'Therapist not found')
      const renamed = userData.fullName !== undefined && userData.fullName !== current.fullName
      const newEmail = userData.email !== undefined && userData.email !== current.email
      // Verification belongs to the person an admin checked: a new name or email goes back to review.
      const backToReview = current.isVerified && (renamed || newEmail)
      const after = await tx.user.update({ where: { id: therapistId }, data: userData, select: { email: true, fullName: true } })
      await tx.therapistProfile.update({
        where: { userId: therapistId },
        data: { ...profileData, ...(stored ? { photoFileId: stored.id } : {}), ...(backToReview ? { isVerified: false, verifiedAt: null } : {}) },
      })
      // A reset link sent to the old address must not reach the account any more.
      if (newEmail) await revokeResetLinks(tx, therapistId)
      const changes = profileChanges(current, { ...userData, ...profileData })
      if (Object.keys(changes).length > 0)
        await recordAudit(tx, { actorId: therapistId, action: 'therapist.profile-change', targetType: 'Therapist', targetId: therapistId, targetUserId: therapistId, details: { changes, backToReview } })
      return { replacedPhotoId: stored ? current.photoFileId : null, backToReview: backToReview ? after : null }
    })
  } catch (error) {
    if (stored) await deleteStoredFile({ fileId: stored.id })
    // Another account took the email between the check and the write: the unique key decides.
    if (isUniqueViolation(error)) throw emailTakenError()
    throw error
  }

  if (outcome.replacedPhotoId) await deleteStoredFile({ fileId: outcome.replacedPhotoId })
  expireTags(CACHE_TAGS.therapists, CACHE_TAGS.therapist(therapistId), CACHE_TAGS.availability(therapistId))
  if (outcome.backToReview) await sendBackToReviewEmail({ to: outcome.backToReview })
  return viewTherapistProfile({ therapistId })
}

type Watched = { fullName: string; email: string; feeKobo: number; bio: string }

/**
 * What the audit log keeps of a therapist's own edit: the fields an admin must be able to trace
 * (the name and email that verification rests on, the fee patients pay, the bio they read), each
 * as { from, to }. The fee in kobo.
 */
function profileChanges(current: Watched, next: Partial<Watched>): Record<string, { from: string | number; to: string | number }> {
  const changes: Record<string, { from: string | number; to: string | number }> = {}
  for (const field of ['fullName', 'email', 'feeKobo', 'bio'] as const) {
    const value = next[field]
    if (value !== undefined && value !== current[field]) changes[field] = { from: current[field], to: value }
  }
  return changes
}
