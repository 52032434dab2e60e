import 'server-only'

/*
 * A profile photo as pages and the API show it: the 600 px file for the therapist's own page and the
 * home list, and its small rendition (StoredFile.smallFileId, 240 px) for the cards that show it at
 * 64–112 CSS px. Photos stored before renditions existed have none: their cards use the large file.
 */

/** The photo's columns for a Prisma select (TherapistProfile.photo). */
export const PROFILE_PHOTO_SELECT = { select: { url: true, small: { select: { url: true } } } } as const

export type ProfilePhotoRow = { url: string | null; small: { url: string | null } | null } | null

export type ProfilePhoto = { url: string; smallUrl: string }

export function profilePhotoOf(photo: ProfilePhotoRow): ProfilePhoto | null {
  if (!photo?.url) return null
  return { url: photo.url, smallUrl: photo.small?.url ?? photo.url }
}
