// Types for tests/unit/request-log.test.ts, which checks these rules against lib/request-log.ts.
export function requestIdFrom(incoming: string | string[] | undefined | null): string
export function loggablePath(url?: string): string
