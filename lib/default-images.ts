/** Shown when a therapist or user has no photo, or theirs fails to load. */
export const DEFAULT_PROFILE_IMAGE = '/images/default-profile.svg'
