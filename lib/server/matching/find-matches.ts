import 'server-only'
import { rankMatches } from '@/lib/matching/score-match'
import type { MatchAnswers } from '@/lib/matching/preferences'
import type { TherapistMatch } from '@/lib/matching/therapist-match'
import { formatNaira } from '@/lib/money'
import { nextFreeHour } from '../therapists/next-free-hour'
import { toPublicTherapist } from '../therapists/public-therapist'
import { findMatchCandidates } from './find-match-candidates'

/** How many matches the page shows. */
export const MATCHES_SHOWN = 5

/**
 * The best-matching listed therapists for a person's answers, best first. Nothing of the answers is
 * stored or logged: they shape one read and are gone.
 */
export async function findTherapistMatches({ answers, now = new Date() }: { answers: MatchAnswers; now?: Date }): Promise<TherapistMatch[]> {
  const rows = await findMatchCandidates({ answers, now })
  const candidates = rows.map((row) => ({
    row,
    specialties: row.specialties,
    languages: row.languages,
    gender: row.user.gender,
    feeKobo: row.feeKobo,
    nextFreeHour: nextFreeHour(row.freeHoursAhead, now),
  }))
  return rankMatches(answers, candidates, now, MATCHES_SHOWN).map(({ candidate, reasons, shortfalls }) => {
    const therapist = toPublicTherapist(candidate.row, now)
    return {
      id: therapist._id,
      fullName: therapist.fullName,
      // Shown at 64 CSS px: the small rendition.
      photoUrl: therapist.profilePhoto?.smallUrl ?? null,
      fee: formatNaira(therapist.feeKobo),
      specialties: therapist.specialties,
      languages: therapist.languages,
      nextAvailable: therapist.nextAvailable,
      reasons,
      shortfalls,
    }
  })
}
