import 'server-only'
import { NextResponse } from 'next/server'
import { describeFailure, type FieldErrors } from '../errors'

/*
 * API conventions (docs/api.md): success { message?, data? } with the spec's field names;
 * failure { message, errors?, data? } with the status of the error's code (data only where a caller
 * can act on it, such as a series' clashing dates).
 */
export function ok(body: Record<string, unknown>, status = 200, headers?: HeadersInit): NextResponse {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export function fail(status: number, message: string, errors?: FieldErrors, data?: Record<string, unknown>): NextResponse {
  return NextResponse.json({ message, ...(errors ? { errors } : {}), ...(data ? { data } : {}) }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** A refusal that carries what the caller must act on (the sessions in the way): { message, data }. */
export function refuse(status: number, message: string, data: Record<string, unknown>): NextResponse {
  return NextResponse.json({ message, data }, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** Turns any thrown error into the API's failure shape (lib/server/errors.ts decides what is shown). */
export function errorResponse(error: unknown, context: string): NextResponse {
  const { status, message, fieldErrors, data } = describeFailure(error, context)
  return fail(status, message, fieldErrors, data)
}
