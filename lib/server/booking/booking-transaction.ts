import 'server-only'

/** Fifty patients reaching for one hour queue for connections: give them time rather than fail. */
export const BOOKING_TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 } as const
