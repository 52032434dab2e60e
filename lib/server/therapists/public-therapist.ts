import 'server-only'
import { Prisma } from '../db'
import { koboToNaira } from '@/lib/money'
import { orderedModes, sessionModeName, type SessionModeName } from '@/lib/session-modes'
import { LANGUAGE_LABELS, orderedLanguages } from '@/lib/languages'
import { FAITH_LABELS } from '@/lib/faith'
import { ratingSummary, type RatingSummary } from '@/lib/reviews/rating-summary'
import { nextFreeHour } from './next-free-hour'
import { PROFILE_PHOTO_SELECT, profilePhotoOf, type ProfilePhoto } from '../uploads/profile-photo'

/*
 * What the public may see of a therapist (directory, profile page, API): the API's field names, and
 * never the email, phone number, street address or anything else private.
 */

/** Listed publicly: verified, not blocked, not erased. The same rule for the page, the API and the cache. */
export const PUBLIC_THERAPIST_WHERE = {
  isVerified: true,
  user: { is: { role: 'Therapist', isBlocked: false, erasedAt: null } },
} as const satisfies Prisma.TherapistProfileWhereInput

/**
 * The same rule for raw SQL over "TherapistProfile" t joined to "User" u (the directory's and Match
 * me's queries, which Prisma's API cannot express).
 */
export const PUBLIC_THERAPIST_SQL: readonly Prisma.Sql[] = [
  Prisma.sql`t."isVerified"`,
  Prisma.sql`u."role" = 'Therapist'`,
  Prisma.sql`NOT u."isBlocked"`,
  Prisma.sql`u."erasedAt" IS NULL`,
]

export const PUBLIC_THERAPIST_SELECT = {
  userId: true,
  bio: true,
  feeKobo: true,
  specialties: true,
  yearsOfExperience: true,
  isVerified: true,
  sessionModes: true,
  languages: true,
  faith: true,
  freeHoursAhead: true,
  ratingCount: true,
  ratingTotal: true,
  photo: PROFILE_PHOTO_SELECT,
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
  /** url: the 600 px photo; smallUrl: its rendition for cards (lib/server/uploads/profile-photo.ts). */
  profilePhoto: ProfilePhoto | null
  state: string | null
  localGovernment: string | null
  isVerified: boolean
  /** How they meet patients: "video", "audio", "phone" (decision 028). */
  sessionModes: SessionModeName[]
  /** Languages they hold sessions in, as people read them ("Yoruba", "Nigerian Pidgin"). */
  languages: string[]
  /** A faith-based approach they state they offer ("Christian", "Muslim", "Interfaith"), or null. */
  faith: string | null
  /** Average of the visible reviews and how many; null below three reviews. */
  rating: RatingSummary | null
  /** ISO instant of the next bookable hour, or null when none is published ahead. */
  nextAvailable: string | null
  /** ISO timestamp: member since. */
  createdAt: string
}

/** `now` decides which of the stored free hours is still the next one. */
export function toPublicTherapist(row: PublicTherapistRow, now: Date): PublicTherapist {
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
    profilePhoto: profilePhotoOf(row.photo),
    state: row.user.state,
    localGovernment: row.user.localGovernment,
    isVerified: row.isVerified,
    sessionModes: orderedModes(row.sessionModes).map(sessionModeName),
    languages: orderedLanguages(row.languages).map((language) => LANGUAGE_LABELS[language]),
    faith: row.faith ? FAITH_LABELS[row.faith] : null,
    rating: ratingSummary(row),
    nextAvailable: nextFreeHour(row.freeHoursAhead, now)?.toISOString() ?? null,
    createdAt: row.user.createdAt.toISOString(),
  }
}
