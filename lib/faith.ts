// A faith-based approach a therapist may state they offer. Pure: the profile form, the directory
// filter, the API and the pages.

/** The database's names (enum FaithApproach). */
export const FAITH_APPROACHES = ['Christian', 'Muslim', 'Interfaith'] as const
export type FaithApproach = (typeof FAITH_APPROACHES)[number]

/** How people read each approach (the profile form's choices, chips, the filter). */
export const FAITH_LABELS: Record<FaithApproach, string> = {
  Christian: 'Christian',
  Muslim: 'Muslim',
  Interfaith: 'Interfaith',
}

/** The approach of a query or form value, whatever its case (null for anything else, or none). */
export function parseFaith(value: unknown): FaithApproach | null {
  if (typeof value !== 'string') return null
  const wanted = value.trim().toLowerCase()
  return FAITH_APPROACHES.find((faith) => faith.toLowerCase() === wanted) ?? null
}

/** The URL's spelling: `/therapists?faith=christian`. */
export const faithParam = (faith: FaithApproach) => faith.toLowerCase()
