import 'server-only'
import type { z } from 'zod'
import type { ActionResult } from '@/lib/action-result'
import type { Role } from '@/lib/roles'
import { requireUser, type SessionUser } from '../auth/current-user'
import { requireVerifiedTherapistApi } from '../therapists/require-verified-therapist'
import { toReader, type AnyActionInput, type ArgsOf, type ExtraOf, type SchemaOf } from './action-input'
import { runAction } from './run-action'

/*
 * Every server action is one of these, the actions' counterpart of withRole/publicRoute: each names
 * who may call it, so the session check cannot be forgotten (tests/unit/server-actions.test.ts checks
 * that every export of a 'use server' file is made here). In order, as for the API: parse the input
 * with the shared schema (a bad input is a VALIDATION failure, whoever sends it), check the session
 * and role (UNAUTHENTICATED, FORBIDDEN), run the body, which calls one use case and shapes the answer.
 *
 *   export const markCompleteAction = therapistAction({ verified: true }, markCompleteSchema,
 *     async ({ therapist, input }) => markAppointmentComplete({ therapistId: therapist.id, ...input }))
 */

type Answer<T> = { message?: string; data?: T }
type Body<Session, I extends AnyActionInput, T> = (args: Session & ExtraOf<I> & { input: z.output<SchemaOf<I>> }) => Promise<Answer<T>>
type Action<I extends AnyActionInput, T> = (...args: ArgsOf<I>) => Promise<ActionResult<T>>

function defineAction<Session extends object, I extends AnyActionInput, T>(session: () => Promise<Session>, input: I, body: Body<Session, I, T>): Action<I, T> {
  const reader = toReader(input)
  return async (...args) => {
    const { values, extra } = reader.read(args)
    return runAction(reader.schema, values, async (parsed) => body({ ...(await session()), ...(extra as ExtraOf<I>), input: parsed as z.output<SchemaOf<I>> }))
  }
}

/** Anyone, signed in or not (registration, sign-in help, the contact form). */
export function publicAction<I extends AnyActionInput, T>(input: I, body: Body<object, I, T>): Action<I, T> {
  return defineAction(async () => ({}), input, body)
}

/** Signed-in users of the given roles, as withRole(roles, …) for routes: `user` is the session's user. */
export function roleAction<I extends AnyActionInput, T>(roles: readonly Role[], input: I, body: Body<{ user: SessionUser }, I, T>): Action<I, T> {
  return defineAction(async () => ({ user: await requireUser(roles) }), input, body)
}

/** Patients only (booking and paying). */
export function patientAction<I extends AnyActionInput, T>(input: I, body: Body<{ patient: SessionUser }, I, T>): Action<I, T> {
  return defineAction(async () => ({ patient: await requireUser(['Patient']) }), input, body)
}

/**
 * Therapists; `verified: true` also refuses one whose profile is not verified yet (403 "Your account is
 * awaiting verification.", read from the database on every call). `therapist` is the session's user:
 * the body acts for that therapist, never for an id from the input.
 */
export function therapistAction<I extends AnyActionInput, T>(
  { verified }: { verified: boolean },
  input: I,
  body: Body<{ therapist: SessionUser }, I, T>,
): Action<I, T> {
  return defineAction(async () => ({ therapist: verified ? await requireVerifiedTherapistApi() : await requireUser(['Therapist']) }), input, body)
}

/** Admins only: every change to people, therapists and documents (a Manager is refused, decision 005). */
export function adminAction<I extends AnyActionInput, T>(input: I, body: Body<{ admin: SessionUser }, I, T>): Action<I, T> {
  return defineAction(async () => ({ admin: await requireUser(['Admin']) }), input, body)
}
