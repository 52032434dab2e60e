import 'server-only'
import type { Prisma } from '../db'
import { koboToNaira } from '@/lib/money'
import { orderedModes, sessionModeName, type SessionModeName } from '@/lib/session-modes'

/*
 * What the public may see of a therapist (directory, profile page, API): the API's field names, and
 * never the email, phone number, street address or anything else private.
 */

/** Listed publicly: verified, not blocked, not erased. The same rule for the page, the API and the cache. */
export const PUBLIC_THERAPIST_WHERE = {
  isVerified: true,
  user: { is: { role: 'Therapist', isBlocked: false, erasedAt: null } },
} as const satisfies Prisma.TherapistProfileWhereInput

export const PUBLIC_THERAPIST_SELECT = {
  userId: true,
  bio: true,
  feeKobo: true,
  specialties: true,
  yearsOfExperience: true,
  isVerified: true,
  sessionModes: true,
  photo: { select: { url: true } },
  user: { select: { fullName: true, gender: true, state: true, localGovernment: true, createdAt: true } },
} as const satisfies Prisma.TherapistProfileSelect

type PublicTherapistRow = Prisma.TherapistProfileGetPayload<{ select: typeof PUBLIC_THERAPIST_SELECT }>

export type PublicTherapist = {
  _id: string
  fullName: string
  bio: string
  gender: 'Male' | 'Female' | null
  /** Naira per hour (the database keeps kobo). */
  fee: number
  /** Kobo per hour, for formatNaira on the pages. */
  feeKobo: number
  specialties: string[]
  specialtyOne: string | null
  specialtyTwo: string | null
  specialtyThree: string | null
  specialtyFour: string | null
  specialtyFive: string | null
  yearsOfExperience: number
  profilePhoto: { url: string } | null
  state: string | null
  localGovernment: string | null
  isVerified: boolean
  /** How they meet patients: "video", "audio", "phone" (decision 028). */
  sessionModes: SessionModeName[]
  /** ISO timestamp: member since. */
  createdAt: string
}

export function toPublicTherapist(row: PublicTherapistRow): PublicTherapist {
  const [specialtyOne = null, specialtyTwo = null, specialtyThree = null, specialtyFour = null, specialtyFive = null] = row.specialties
  return {
    _id: row.userId,
    fullName: row.user.fullName,
    bio: row.bio,
    gender: row.user.gender,
    fee: koboToNaira(row.feeKobo),
    feeKobo: row.feeKobo,
    specialties: row.specialties,
    specialtyOne,
    specialtyTwo,
    specialtyThree,
    specialtyFour,
    specialtyFive,
    yearsOfExperience: row.yearsOfExperience,
    profilePhoto: row.photo?.url ? { url: row.photo.url } : null,
    state: row.user.state,
    localGovernment: row.user.localGovernment,
    isVerified: row.isVerified,
    sessionModes: orderedModes(row.sessionModes).map(sessionModeName),
    createdAt: row.user.createdAt.toISOString(),
  }
}
