import type { RouteContract } from '../contract'
import { adminRoutes } from './admin'
import { patientRoutes } from './patient'
import { platformRoutes } from './platform'
import { therapistRoutes } from './therapist'
import { userRoutes } from './user'

/** Every operation of the HTTP API, by area; tests/unit/openapi-document.test.ts holds it to app/api. */
export const ROUTE_CONTRACTS: readonly RouteContract[] = [...patientRoutes, ...userRoutes, ...therapistRoutes, ...adminRoutes, ...platformRoutes]
