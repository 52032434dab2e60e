import 'server-only'
import type { Role } from '@/lib/roles'
import { canVerifyTherapist, THERAPIST_NOT_FOUND } from '@/lib/validation/admin-people'
import { reviewStatesByField } from '@/lib/validation/therapist-documents'
import { db } from '../../db'
import { AppError } from '../../errors'
import { OWN_THERAPIST_SELECT, toOwnTherapistProfile, type OwnTherapistProfile } from '../../therapists/view-therapist-profile'
import { assertAdminAreaReader } from '../../auth/assert-role'
import { assertId } from '../users/admin-guard'
import { listPaidUpcoming, type PaidUpcoming } from '../users/list-paid-upcoming'
import { accountStatus, type AccountStatus } from '../users/view-user'
import { findAdminDocuments, type AdminDocuments } from './admin-documents'

export type AdminTherapistView = OwnTherapistProfile & {
  status: AccountStatus
  erasedAt: string | null
  /** Verify Therapist may go ahead now (the documents the rule needs are approved, not yet verified). */
  canVerify: boolean
  documents: AdminDocuments
  paidUpcoming: PaidUpcoming
}

/**
 * GET admin/admin-view-therapist/{id} and /admin/therapist/{id}: every profile field (the private
 * ones too), verification and block state, the documents (every certificate, the CAC document and logo) and the paid sessions still to come.
 * Admin and Manager.
 */
export async function viewTherapistForAdmin({ viewer, therapistId }: { viewer: { role: Role }; therapistId: string }): Promise<AdminTherapistView> {
  assertAdminAreaReader(viewer)
  const id = assertId(therapistId, THERAPIST_NOT_FOUND)
  const row = await db.user.findFirst({ where: { id, role: 'Therapist' }, select: { ...OWN_THERAPIST_SELECT, erasedAt: true } })
  if (!row?.therapistProfile) throw new AppError('NOT_FOUND', THERAPIST_NOT_FOUND)
  const [documents, paidUpcoming] = await Promise.all([findAdminDocuments(id, viewer), listPaidUpcoming({ therapistId: id })])
  const profile = toOwnTherapistProfile({ ...row, therapistProfile: row.therapistProfile })
  return {
    ...profile,
    status: accountStatus(row),
    erasedAt: row.erasedAt?.toISOString() ?? null,
    canVerify: !profile.isVerified && !row.erasedAt && canVerifyTherapist(reviewStatesByField(documents)),
    documents,
    paidUpcoming,
  }
}

/** GET admin/admin-get-therapist-documents/{id}: the documents under the API's keys, certificates a list. Admin and Manager. */
export async function listTherapistDocumentsForAdmin({ viewer, therapistId }: { viewer: { role: Role }; therapistId: string }): Promise<AdminDocuments> {
  assertAdminAreaReader(viewer)
  const id = assertId(therapistId, THERAPIST_NOT_FOUND)
  const therapist = await db.therapistProfile.findFirst({ where: { userId: id, user: { is: { role: 'Therapist' } } }, select: { userId: true } })
  if (!therapist) throw new AppError('NOT_FOUND', THERAPIST_NOT_FOUND)
  return findAdminDocuments(id, viewer)
}
