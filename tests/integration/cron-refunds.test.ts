import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET, POST } from '@/app/api/cron/refunds/route'
import { resetConfigForTests } from '@/lib/server/config'
import { CRON_DISABLED } from '@/lib/server/cron/require-cron-secret'

// The route's own job: the scheduler's secret, then both drains, in that order, and their counts.
// The drains sweep the whole database, and test files run side by side, so here they are stand-ins
// that record being called; what they do is tested with real rows in monnify-webhook.test.ts
// (drainProviderEvents) and monnify-refund-flow.test.ts (a refund sent through Monnify, as drainRefunds
// sends each one).
const calls = vi.hoisted(() => [] as string[])
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => {} }))
vi.mock('@/lib/server/payments/drain-provider-events', () => ({
  drainProviderEvents: async () => {
    calls.push('events')
    return { processed: 2, retried: 1 }
  },
}))
vi.mock('@/lib/server/refunds/drain-refunds', () => ({
  drainRefunds: async () => {
    calls.push('refunds')
    return { sent: 3, asked: 4 }
  },
}))

const SECRET = 'cron-secret-for-integration-tests'
const savedSecret = process.env.CRON_SECRET

const call = (handler: typeof GET, authorization?: string) =>
  handler(new NextRequest('http://localhost/api/cron/refunds', { method: handler === GET ? 'GET' : 'POST', headers: authorization ? { authorization } : {} }), { params: Promise.resolve({}) })

beforeEach(() => {
  calls.splice(0)
  process.env.CRON_SECRET = SECRET
  resetConfigForTests()
})
afterEach(() => {
  if (savedSecret === undefined) delete process.env.CRON_SECRET
  else process.env.CRON_SECRET = savedSecret
  resetConfigForTests()
})

describe('GET and POST /api/cron/refunds', () => {
  it('answers 401 for a missing or wrong secret, and drains nothing', async () => {
    for (const authorization of [undefined, `Bearer ${SECRET}x`, SECRET, `Basic ${SECRET}`, 'Bearer ']) {
      for (const handler of [GET, POST]) {
        const response = await call(handler, authorization)
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({ message: 'Unauthorized' })
      }
    }
    expect(calls).toEqual([])
  })

  it('answers 503 while CRON_SECRET is not set, and drains nothing', async () => {
    delete process.env.CRON_SECRET
    resetConfigForTests()
    const response = await call(GET, `Bearer ${SECRET}`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: CRON_DISABLED })
    expect(calls).toEqual([])
  })

  it('drains provider events, then refunds, for the scheduler that knows the secret (GET and POST)', async () => {
    for (const handler of [GET, POST]) {
      calls.splice(0)
      const response = await call(handler, `Bearer ${SECRET}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ events: { processed: 2, retried: 1 }, refunds: { sent: 3, asked: 4 } })
      expect(calls).toEqual(['events', 'refunds'])
    }
  })
})
