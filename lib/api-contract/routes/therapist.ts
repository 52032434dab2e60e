import { defineRoutes } from '../contract'

/** The /api/v1/therapist routes. */
export const therapistRoutes = defineRoutes([])
