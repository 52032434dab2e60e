import type { RouteContract } from '../contract'
import { adminMoneyRoutes } from './admin-money'
import { adminPeopleRoutes } from './admin-people'
import { adminRecordsRoutes } from './admin-records'
import { patientAccountRoutes } from './patient-account'
import { patientBookingRoutes } from './patient-booking'
import { patientCareRoutes } from './patient-care'
import { platformRoutes } from './platform'
import { therapistAccountRoutes } from './therapist-account'
import { therapistCareRoutes } from './therapist-care'
import { therapistScheduleRoutes } from './therapist-schedule'
import { userRoutes } from './user'

/** Every operation of the HTTP API, by area, in the reference's order; tests/unit/openapi-document.test.ts holds it to app/api. */
export const ROUTE_CONTRACTS: readonly RouteContract[] = [
  ...patientAccountRoutes,
  ...patientBookingRoutes,
  ...patientCareRoutes,
  ...userRoutes,
  ...therapistAccountRoutes,
  ...therapistScheduleRoutes,
  ...therapistCareRoutes,
  ...adminPeopleRoutes,
  ...adminMoneyRoutes,
  ...adminRecordsRoutes,
  ...platformRoutes,
]
