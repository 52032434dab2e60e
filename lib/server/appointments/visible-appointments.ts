import 'server-only'
import type { AppointmentState } from '@/lib/appointments/appointment-state'
import { Prisma } from '../db'

/*
 * Which appointments a viewer may see, and each state of lib/appointments/appointment-state.ts as a
 * where clause for the database (docs/decisions/020-appointment-state.md). `appointmentStateWhere`
 * finds exactly the rows `appointmentState` names so: a list filtered by a state, a count of it and
 * the badge each row then shows always agree. Spread the viewer's clause into every query, as the
 * owner check: another person's appointment cannot appear. `appointmentStateSql` is the same rule for
 * the statements of our own, next to it so the two change together; an integration test compares
 * them state by state on every kind of appointment.
 */

type Where = Prisma.AppointmentWhereInput

/** The columns appointmentState() reads: spread into the select of every appointment answer. */
export const APPOINTMENT_STATE_SELECT = {
  status: true,
  holdExpiresAt: true,
  isComplete: true,
  endsAt: true,
  payments: { select: { status: true } },
} as const satisfies Prisma.AppointmentSelect

/**
 * Money arrived for it: a Payment row, whatever became of it (every Paid booking has one: a trigger
 * sees to it). Read from the flag the Payment trigger keeps (true exactly while a payment row exists),
 * which a partial index serves, rather than looking for a payment row by row.
 */
export const PAID_FOR_WHERE = { paidFor: true } as const satisfies Where

/** Paid sessions going ahead: the states Paid and Completed together, whatever the time. */
export const PAID_SESSION_WHERE = { status: 'Paid' } as const satisfies Where

/** Paid, then cancelled: the confirmed payment kept on a booking that is no longer Paid (and no refund owed first). */
export const CANCELLED_SESSION_WHERE = { status: { not: 'Paid' }, payments: { some: { status: 'Paid' }, none: { status: 'RefundRequired' } } } as const satisfies Where

/** Each state as the database reads it; the cases follow appointmentState() one by one. */
export function appointmentStateWhere(state: AppointmentState, now: Date): Where {
  switch (state) {
    case 'Paid':
      return { status: 'Paid', isComplete: false, endsAt: { gte: now } }
    case 'Completed':
      return { status: 'Paid', OR: [{ isComplete: true }, { endsAt: { lt: now } }] }
    case 'RefundDue':
      return { status: { not: 'Paid' }, payments: { some: { status: 'RefundRequired' } } }
    case 'Cancelled':
      return CANCELLED_SESSION_WHERE
    case 'Refunded':
      return { status: { not: 'Paid' }, payments: { some: { status: 'Refunded' }, none: { status: { in: ['RefundRequired', 'Paid'] } } } }
    case 'Pending':
      return { status: 'Pending', holdExpiresAt: { gt: now }, payments: { none: {} } }
    case 'Abandoned':
      return { payments: { none: {} }, OR: [{ status: { in: ['Cancelled', 'Expired'] } }, { status: 'Pending', holdExpiresAt: { lte: now } }] }
  }
}

/** A payment of the appointment in one of these states (the enum's own literals, never parameters). */
const paymentIn = (statuses: string) => Prisma.raw(`EXISTS (SELECT 1 FROM "Payment" p WHERE p."appointmentId" = "Appointment"."id" AND p."status" IN (${statuses}))`)

/**
 * appointmentStateWhere as a condition on the table "Appointment" (named so, not aliased), case by
 * case. "No payment" reads the flag PAID_FOR_WHERE reads (true exactly while a payment row exists).
 */
export function appointmentStateSql(state: AppointmentState, now: Date): Prisma.Sql {
  const at = Prisma.sql`${now}::timestamptz`
  switch (state) {
    case 'Paid':
      return Prisma.sql`("status" = 'Paid' AND NOT "isComplete" AND "endsAt" >= ${at})`
    case 'Completed':
      return Prisma.sql`("status" = 'Paid' AND ("isComplete" OR "endsAt" < ${at}))`
    case 'RefundDue':
      return Prisma.sql`("status" <> 'Paid' AND ${paymentIn("'RefundRequired'")})`
    case 'Cancelled':
      return Prisma.sql`("status" <> 'Paid' AND ${paymentIn("'Paid'")} AND NOT ${paymentIn("'RefundRequired'")})`
    case 'Refunded':
      return Prisma.sql`("status" <> 'Paid' AND ${paymentIn("'Refunded'")} AND NOT ${paymentIn("'RefundRequired', 'Paid'")})`
    case 'Pending':
      return Prisma.sql`("status" = 'Pending' AND "holdExpiresAt" > ${at} AND NOT "paidFor")`
    case 'Abandoned':
      return Prisma.sql`(NOT "paidFor" AND ("status" IN ('Cancelled', 'Expired') OR ("status" = 'Pending' AND "holdExpiresAt" <= ${at})))`
  }
}

/** The sessions: Paid (to come, going on or completed), or paid then cancelled. */
export const SESSION_WHERE = { OR: [PAID_SESSION_WHERE, CANCELLED_SESSION_WHERE] } as const satisfies Where

/** Paid sessions that have not started yet: the therapist's Booked Appointments, a blocked or erased person's sessions to arrange. */
export function bookedAheadWhere(now: Date): Where {
  return { AND: [appointmentStateWhere('Paid', now), { startsAt: { gt: now } }] }
}

/** A patient's own list: every appointment they paid for (a session, cancelled after payment, or money to refund or refunded). */
export function patientAppointmentsWhere(patientId: string): Where {
  return { patientId, ...PAID_FOR_WHERE }
}

/** A therapist's own schedule and figures: their sessions, never a checkout or money that came too late. */
export function therapistAppointmentsWhere(therapistId: string): Where {
  return { therapistId, ...SESSION_WHERE }
}

/**
 * The admin area (admins and managers) sees every appointment, the abandoned checkouts apart: by
 * default the ones paid for (the sessions and the money), one state when asked, or everything.
 */
export function adminAppointmentsWhere(view: AppointmentState | 'paid-for' | 'all', now: Date): Where {
  if (view === 'paid-for') return PAID_FOR_WHERE
  if (view === 'all') return {}
  return appointmentStateWhere(view, now)
}

/** adminAppointmentsWhere as a condition on the table "Appointment", for the admin list's own statement. */
export function adminAppointmentsSql(view: AppointmentState | 'paid-for' | 'all', now: Date): Prisma.Sql {
  if (view === 'paid-for') return Prisma.sql`"paidFor"`
  if (view === 'all') return Prisma.sql`true`
  return appointmentStateSql(view, now)
}
