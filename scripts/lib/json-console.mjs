// Makes console.* write JSON lines like the rest of the server's logs, so Next's own messages (a page
// that failed to render, a warning) carry the time, the level and the request id too. Lines that are
// already JSON log lines (lib/server/log.ts writes them through console) pass through unchanged.
import { format } from 'node:util'

const LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' }

/** The first and last non-empty lines of an error message (Prisma prints the call's arguments in between), as lib/server/log.ts. */
function summary(message = '') {
  const lines = String(message).split('\n').map((line) => line.trim()).filter(Boolean)
  return (lines.length > 1 ? `${lines[0]} … ${lines.at(-1)}` : (lines[0] ?? '')).slice(0, 300)
}

function describeError(error) {
  return {
    name: error.name,
    ...(error.code !== undefined ? { code: error.code } : {}),
    ...(error.digest !== undefined ? { digest: error.digest } : {}),
    message: summary(error.message),
    stack: (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 8).map((line) => line.trim()),
  }
}

/** @param {() => string | undefined} currentRequestId */
export function writeConsoleAsJson(currentRequestId) {
  for (const [method, level] of Object.entries(LEVELS)) {
    const stream = level === 'error' ? process.stderr : process.stdout
    console[method] = (...args) => {
      if (args.length === 1 && typeof args[0] === 'string' && args[0].startsWith('{"time":')) return void stream.write(`${args[0]}\n`)
      const error = args.find((arg) => arg instanceof Error)
      const text = format(...args.filter((arg) => arg !== error)).trim()
      const requestId = currentRequestId()
      stream.write(`${JSON.stringify({
        time: new Date().toISOString(),
        level,
        msg: (text || (error ? summary(error.message) : '')).slice(0, 2000),
        ...(requestId ? { requestId } : {}),
        ...(error ? { error: describeError(error) } : {}),
      })}\n`)
    }
  }
}
