import { describe, expect, it } from 'vitest'
import { AppError, describeFailure, isDatabaseBusy, isDatabaseUnavailable } from '@/lib/server/errors'
import { databaseUnavailableSince, markDatabaseAvailable } from '@/lib/server/health/database-state'

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

// Prisma 7.10's answer when every pool connection stayed in use past a transaction's maxWait (seen
// in the bench: 32 simultaneous sign-ins of one account queued on its lock).
const poolBusy = () => withCode('Transaction API error: Unable to start a transaction in the given time.', 'P2028')

describe('isDatabaseBusy: a saturated pool answers 503 "busy" and leaves the pages alone', () => {
  it('answers 503 with a message to try again, and does not mark the database unavailable', () => {
    markDatabaseAvailable()
    expect(isDatabaseBusy(poolBusy())).toBe(true)
    expect(isDatabaseUnavailable(poolBusy())).toBe(false)
    expect(describeFailure(poolBusy(), 'POST /api/v1/patient/login')).toEqual({ status: 503, message: 'The service is busy. Please try again in a moment.' })
    expect(databaseUnavailableSince()).toBeNull()
  })

  it.each([
    ['a transaction that ran past its timeout', withCode('Transaction API error: Transaction already closed: A query cannot be executed on an expired transaction.', 'P2028')],
    ['another error with the same words', new Error('Unable to start a transaction in the given time.')],
    ['a unique violation', withCode('Unique constraint failed on the fields: (`email`)', 'P2002')],
  ])('not %s', (_, error) => {
    expect(isDatabaseBusy(error)).toBe(false)
    expect(describeFailure(error, 'test').status).toBe(500)
  })
})
