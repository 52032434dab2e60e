import 'server-only'
import { sessionModeName } from '@/lib/session-modes'
import { LANGUAGE_LABELS, orderedLanguages } from '@/lib/languages'
import { FAITH_LABELS } from '@/lib/faith'
import { db, type Prisma } from '../db'
import { AppError } from '../errors'
import { koboToNaira } from '@/lib/money'

/*
 * A therapist's own profile (GET therapist/view-profile, /therapist-profile, the edit form): the API's
 * field names, the private ones too (email, phone, address), never a hash or a session version.
 */

export const OWN_THERAPIST_SELECT = {
  id: true,
  email: true,
  fullName: true,
  gender: true,
  phoneNumber: true,
  address: true,
  localGovernment: true,
  state: true,
  isBlocked: true,
  createdAt: true,
  updatedAt: true,
  therapistProfile: {
    select: { bio: true, feeKobo: true, specialties: true, yearsOfExperience: true, isVerified: true, verifiedAt: true, sessionModes: true, languages: true, faith: true, photo: { select: { url: true } } },
  },
} as const satisfies Prisma.UserSelect

type OwnTherapistRow = Prisma.UserGetPayload<{ select: typeof OWN_THERAPIST_SELECT }>

export type OwnTherapistProfile = ReturnType<typeof toOwnTherapistProfile>

export function toOwnTherapistProfile(row: OwnTherapistRow & { therapistProfile: NonNullable<OwnTherapistRow['therapistProfile']> }) {
  const profile = row.therapistProfile
  const [specialtyOne = null, specialtyTwo = null, specialtyThree = null, specialtyFour = null, specialtyFive = null] = profile.specialties
  return {
    _id: row.id,
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    bio: profile.bio,
    gender: row.gender,
    /** Naira per hour (the database keeps kobo). */
    fee: koboToNaira(profile.feeKobo),
    feeKobo: profile.feeKobo,
    specialties: profile.specialties,
    /** How they meet patients: "video", "audio", "phone" (decision 028). */
    sessionModes: profile.sessionModes.map(sessionModeName),
    /** Languages they hold sessions in, as people read them ("Yoruba", "Nigerian Pidgin"), as on the public profile. */
    languages: orderedLanguages(profile.languages).map((language) => LANGUAGE_LABELS[language]),
    /** The faith-based approach they state ("Christian", "Muslim", "Interfaith"), or null. */
    faith: profile.faith ? FAITH_LABELS[profile.faith] : null,
    specialtyOne,
    specialtyTwo,
    specialtyThree,
    specialtyFour,
    specialtyFive,
    phoneNumber: row.phoneNumber,
    yearsOfExperience: profile.yearsOfExperience,
    address: row.address,
    localGovernment: row.localGovernment,
    state: row.state,
    profilePhoto: profile.photo?.url ? { url: profile.photo.url } : null,
    isVerified: profile.isVerified,
    verifiedAt: profile.verifiedAt?.toISOString() ?? null,
    isBlocked: row.isBlocked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The signed-in therapist's own profile; the where clause is the owner check. */
export async function viewTherapistProfile({ therapistId }: { therapistId: string }): Promise<OwnTherapistProfile> {
  const row = await db.user.findFirst({ where: { id: therapistId, role: 'Therapist', erasedAt: null }, select: OWN_THERAPIST_SELECT })
  if (!row?.therapistProfile) throw new AppError('NOT_FOUND', 'Therapist not found')
  return toOwnTherapistProfile({ ...row, therapistProfile: row.therapistProfile })
}
