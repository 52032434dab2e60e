/** Shown when a therapist or user has no photo, or theirs fails to load (spec 2.4, 2.5, 8). */
export const DEFAULT_PROFILE_IMAGE = '/images/default-profile.svg'
