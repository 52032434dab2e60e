// What a therapist's rating shows publicly. Pure: the directory cards, the therapist page, its JSON-LD
// and the API all read it here.

/** Fewer visible reviews than this show no average: one review must not define someone. */
export const MIN_REVIEWS_FOR_RATING = 3

export type RatingSummary = { average: number; count: number }

/** The average to one decimal and the count, or null below MIN_REVIEWS_FOR_RATING visible reviews. */
export function ratingSummary({ ratingCount, ratingTotal }: { ratingCount: number; ratingTotal: number }): RatingSummary | null {
  if (ratingCount < MIN_REVIEWS_FOR_RATING) return null
  return { average: Math.round((ratingTotal / ratingCount) * 10) / 10, count: ratingCount }
}
