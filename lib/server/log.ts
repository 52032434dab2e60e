import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'
import { isSafeRequestId } from '@/lib/request-log'

/*
 * Server logs: one JSON object per line, carrying the id of the request being served: set by
 * scripts/serve.mjs for every request; on a serverless host (no serve.mjs) the API wrappers open the
 * same context from the X-Request-Id header with runWithRequestId.
 * Callers pass messages about what happened, never bodies, passwords, tokens or a person's health
 * details; errors are reduced to their name, code, the first and last lines of their message and
 * stack frames, because some libraries (Prisma's validation errors) print the arguments of the
 * failed call between those lines.
 */
type Level = 'info' | 'warn' | 'error'
type Fields = Record<string, unknown>

const CONTEXT_KEY = Symbol.for('alafia.requestContext')
const holder = globalThis as { [CONTEXT_KEY]?: AsyncLocalStorage<{ requestId: string }> }

export function currentRequestId(): string | undefined {
  return holder[CONTEXT_KEY]?.getStore()?.requestId
}

/**
 * Runs `fn` with the request's id in context when no context is open yet (serverless hosts; behind
 * scripts/serve.mjs it already is): the X-Request-Id proxy.ts or the host set, or the host's own id
 * (Vercel's x-vercel-id), or a new one, so that at least the lines of one request share an id.
 */
export function runWithRequestId<T>(headers: Pick<Headers, 'get'>, fn: () => T): T {
  if (currentRequestId()) return fn()
  const hostId = headers.get('x-vercel-id')?.replace(/[^A-Za-z0-9._-]/g, '.').slice(0, 64)
  const requestId = [headers.get('x-request-id'), hostId].find(isSafeRequestId) ?? crypto.randomUUID()
  holder[CONTEXT_KEY] ??= new AsyncLocalStorage()
  return holder[CONTEXT_KEY].run({ requestId }, fn)
}

/** The first and last non-empty lines: Prisma puts the cause last and the call's arguments in between. */
function messageOf(text: string): string {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean)
  const summary = lines.length > 1 ? `${lines[0]} … ${lines.at(-1)}` : (lines[0] ?? '')
  return summary.slice(0, 300)
}

export function describeError(error: unknown): Fields {
  if (!(error instanceof Error)) return { message: messageOf(String(error)) }
  const code = (error as { code?: unknown }).code
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 8).map((line) => line.trim())
  return { name: error.name, ...(code !== undefined ? { code } : {}), message: messageOf(error.message), stack: frames }
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
