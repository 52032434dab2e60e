import 'server-only'

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

/** The database is unreachable: the caller should answer 503, never a stack trace. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const text = String((error as { message?: unknown })?.message ?? error)
  return /ECONNREFUSED|ECONNRESET|Connection terminated|Can't reach database|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i.test(text)
}
