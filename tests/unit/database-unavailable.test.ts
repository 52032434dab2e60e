import { describe, expect, it } from 'vitest'
import { AppError, isDatabaseUnavailable } from '@/lib/server/errors'

// What pg, its pool and Prisma's pg adapter were seen throwing when PostgreSQL stopped, restarted or
// could not be reached (tests/system/database-faults.test.ts produces each of them for real).
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable: a lost database answers 503, anything else does not', () => {
  it.each([
    ['Prisma cannot reach the server', withCode("\nInvalid `prisma.user.findUnique()` invocation:\n\n\nCan't reach database server at 127.0.0.1:54335", 'P1001')],
    ['the adapter reports an administrator shutdown', Object.assign(new Error('terminating connection due to administrator command'), { name: 'DriverAdapterError' })],
    ['a transaction rolled back on a connection that died', new Error('Client has encountered a connection error and is not queryable')],
    ['a raw query meets a connection PostgreSQL closed', withCode('Invalid `prisma.$queryRaw()` invocation: … Raw query failed. Code: `N/A`. Message: `Server has closed the connection.`', 'P2010')],
    ['pg loses the connection', new Error('Connection terminated unexpectedly')],
    ['the pool waits too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['PostgreSQL is starting', withCode('the database system is starting up', '57P03')],
    ['the socket is refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['Prisma runs out of pool time', withCode('Timed out fetching a new connection from the connection pool.', 'P2024')],
  ])('%s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', withCode('Unique constraint failed on the fields: (`email`)', 'P2002')],
    ['an app error', new AppError('NOT_FOUND', 'Appointment not found')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('not %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
