import 'server-only'

/*
 * Whether this process has just seen the database unreachable. The app marks it wherever a database
 * failure surfaces (describeFailure, the health check, the pool's error events, a page that failed
 * to render); the production server (scripts/serve.mjs) reads it through the same process-wide key
 * to answer page requests with its "temporarily unavailable" page (HTTP 503) instead of letting a
 * streamed page fail half-way, and clears it once its own probe reaches the database again.
 * Nothing depends on it for correctness: it only chooses which error page a visitor sees.
 */

type DatabaseState = { unavailableSince: number | null }

const KEY = Symbol.for('alafia.database-state')
const holder = globalThis as typeof globalThis & { [KEY]?: DatabaseState }

function state(): DatabaseState {
  holder[KEY] ??= { unavailableSince: null }
  return holder[KEY]
}

export function markDatabaseUnavailable(): void {
  state().unavailableSince ??= Date.now()
}

export function markDatabaseAvailable(): void {
  state().unavailableSince = null
}

/** When this process last saw the database unreachable (epoch ms), or null while it answers. */
export function databaseUnavailableSince(): number | null {
  return state().unavailableSince
}
