import 'server-only'
import { NextResponse } from 'next/server'
import { z } from 'zod'
import { AppError, isAppError, isDatabaseUnavailable, type FieldErrors } from '../errors'

/*
 * API conventions (docs/api.md): success { message?, data? } with the spec's field names;
 * failure { message, errors? } with the status of the error's code.
 */
export function ok(body: Record<string, unknown>, status = 200, headers?: HeadersInit): NextResponse {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export function fail(status: number, message: string, errors?: FieldErrors): NextResponse {
  return NextResponse.json(errors ? { message, errors } : { message }, { status, headers: { 'Cache-Control': 'no-store' } })
}

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

export function validationError(error: z.ZodError): AppError {
  return new AppError('VALIDATION', error.issues[0]?.message ?? 'Please check the form.', zodFieldErrors(error))
}

/** Turns any thrown error into the API's failure shape; unexpected causes are logged, never sent. */
export function errorResponse(error: unknown, context: string): NextResponse {
  if (isAppError(error)) return fail(error.status, error.message, error.fieldErrors)
  if (error instanceof z.ZodError) return fail(400, error.issues[0]?.message ?? 'Invalid request', zodFieldErrors(error))
  if (isDatabaseUnavailable(error)) {
    console.error(`[api] ${context}: database unavailable`, error)
    return fail(503, 'The service is temporarily unavailable. Please try again shortly.')
  }
  console.error(`[api] ${context}: unexpected error`, error)
  return fail(500, 'An unexpected error occurred.')
}
