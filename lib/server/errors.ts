import 'server-only'
import { z } from 'zod'
import { describeError, logError, logWarn } from '@/lib/server/log'
import { markDatabaseUnavailable } from './health/database-state'

/*
 * Typed errors of the data layer. A use case throws AppError with a code and a message a person can
 * read; toHttpStatus() maps codes to HTTP statuses for the API, and the UI shows the message.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  BLOCKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  SLOT_TAKEN: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS
export type FieldErrors = Record<string, string[]>

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    /** What the caller may act on beside the message (a series' clashing dates and the run offered instead). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'AppError'
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError

/** Prisma's unique-key violation (P2002) and PostgreSQL's exclusion/unique violations become CONFLICT. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const e = error as { code?: unknown; cause?: { code?: unknown; originalCode?: unknown }; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown } } } }
  if (e.code === 'P2002' || e.code === '23505' || e.code === '23P01') return true
  const cause = e.meta?.driverAdapterError?.cause ?? e.cause
  return cause?.originalCode === '23505' || cause?.originalCode === '23P01' || (cause as { kind?: unknown })?.kind === 'UniqueConstraintViolation'
}

/** PostgreSQL's check_violation (23514): a CHECK or a trigger refused the row. */
export function isCheckViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const e = error as { code?: unknown; cause?: { originalCode?: unknown }; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } }
  return e.code === '23514' || (e.meta?.driverAdapterError?.cause ?? e.cause)?.originalCode === '23514'
}

/** The database is unreachable: the caller should answer 503, never a stack trace. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const text = String((error as { message?: unknown })?.message ?? error)
  const code = (error as { code?: unknown; cause?: { code?: unknown } })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code
  // 57P01–57P03: the server is shutting down, crashed or cannot accept connections yet; 08xxx: connection failures.
  // 53300: too many connections. P1001/P1002/P1017: Prisma's "can't reach", "timed out" and "server
  // closed the connection"; P2024: no pool connection freed up in time (DATABASE_CONNECT_TIMEOUT_MS).
  if (typeof code === 'string' && /^(57P0[123]|08\d\d\d|53300|P1001|P1002|P1017|P2024)$/.test(code)) return true
  // pg's "is not queryable": a transaction's ROLLBACK after its connection died replaces the first error.
  return /ECONNREFUSED|ECONNRESET|EPIPE|Connection terminated|connection is closed|is not queryable|Can't reach database|DatabaseNotReachable|ConnectionClosed|timeout exceeded when trying to connect|terminating connection due to administrator command|server closed the connection unexpectedly|Server has closed the connection|the database system is (starting up|shutting down|in recovery mode)/i.test(text)
}

/**
 * Every pool connection stayed in use for longer than a transaction's `maxWait`: PostgreSQL answers,
 * but this process has more transactions waiting than connections (seen under a burst of sign-ins of
 * one account, queued on its lock). The caller should try again: 503, without marking the database
 * unavailable (that would turn every page of the process into the "unavailable" page while it works).
 */
export function isDatabaseBusy(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null
  return e?.code === 'P2028' && /Unable to start a transaction in the given time/i.test(String(e.message ?? ''))
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

export type Failure = { status: number; message: string; fieldErrors?: FieldErrors; data?: Record<string, unknown> }

/**
 * What any thrown error may tell the caller (API, server action or sign-in form): an AppError's own
 * message, a validation error's fields, 503 when the database is down or busy, otherwise a generic 500.
 * Unexpected causes are logged here with their context and never sent.
 */
export function describeFailure(error: unknown, context: string): Failure {
  if (isAppError(error)) return { status: error.status, message: error.message, fieldErrors: error.fieldErrors, ...(error.data ? { data: error.data } : {}) }
  if (error instanceof z.ZodError) return describeFailure(validationError(error), context)
  if (isDatabaseUnavailable(error)) {
    // Page requests now get scripts/serve.mjs's 503 page until the database answers again.
    markDatabaseUnavailable()
    logError(`[${context}] database unavailable`, error)
    return { status: 503, message: 'The service is temporarily unavailable. Please try again shortly.' }
  }
  if (isDatabaseBusy(error)) {
    logWarn(`[${context}] database busy: no connection within the transaction's wait`, { error: describeError(error) })
    return { status: 503, message: 'The service is busy. Please try again in a moment.' }
  }
  logError(`[${context}] unexpected error`, error)
  return { status: 500, message: 'An unexpected error occurred.' }
}
