import 'server-only'
import { AppError } from '../errors'
import { findPublicTherapist } from './find-public-therapist'
import type { PublicTherapist } from './public-therapist'

export const THERAPIST_NOT_FOUND = 'Therapist not found'

/** The API's read of one therapist: a 404 AppError when the therapist is not publicly listed. */
export async function viewPublicTherapist({ therapistId }: { therapistId: string }): Promise<PublicTherapist> {
  const therapist = await findPublicTherapist({ therapistId })
  if (!therapist) throw new AppError('NOT_FOUND', THERAPIST_NOT_FOUND)
  return therapist
}
