import 'server-only'
import type { AsyncLocalStorage } from 'node:async_hooks'

/*
 * Server logs: one JSON object per line, carrying the id of the request being served (set by
 * scripts/serve.mjs; absent on serverless hosts, whose platform tags each invocation itself).
 * Callers pass messages about what happened, never bodies, passwords, tokens or a person's health
 * details; errors are reduced to their name, code, first line and stack frames, because some
 * libraries (Prisma's validation errors) print the arguments of the failed call below the first line.
 */
type Level = 'info' | 'warn' | 'error'
type Fields = Record<string, unknown>

const requestContext = () =>
  (globalThis as { [key: symbol]: AsyncLocalStorage<{ requestId: string }> | undefined })[Symbol.for('alafia.requestContext')]

export function currentRequestId(): string | undefined {
  return requestContext()?.getStore()?.requestId
}

export function describeError(error: unknown): Fields {
  if (!(error instanceof Error)) return { message: String(error).split('\n')[0]?.slice(0, 300) }
  const code = (error as { code?: unknown }).code
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 8).map((line) => line.trim())
  return { name: error.name, ...(code !== undefined ? { code } : {}), message: error.message.split('\n')[0]?.slice(0, 300), stack: frames }
}

function write(level: Level, msg: string, fields: Fields = {}) {
  const requestId = currentRequestId()
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...(requestId ? { requestId } : {}), ...fields })
  if (level === 'info') console.log(line)
  else if (level === 'warn') console.warn(line)
  else console.error(line)
}

export const logInfo = (msg: string, fields?: Fields) => write('info', msg, fields)
export const logWarn = (msg: string, fields?: Fields) => write('warn', msg, fields)
export function logError(msg: string, error?: unknown, fields?: Fields) {
  write('error', msg, { ...fields, ...(error === undefined ? {} : { error: describeError(error) }) })
}
