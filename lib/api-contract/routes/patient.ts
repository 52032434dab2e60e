import { defineRoutes } from '../contract'

/** The /api/v1/patient routes. */
export const patientRoutes = defineRoutes([])
