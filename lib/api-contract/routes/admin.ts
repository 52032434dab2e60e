import { defineRoutes } from '../contract'

/** The /api/v1/admin routes. */
export const adminRoutes = defineRoutes([])
