import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { db } from '@/lib/server/db'
import { AppError } from '@/lib/server/errors'
import { consumeRateLimit, MAX_RATE_LIMIT_WINDOW_MS, pruneExpiredEvents } from '@/lib/server/rate-limit/consume-rate-limit'
import { describeWait, enforceRateLimit } from '@/lib/server/rate-limit/enforce-rate-limit'
import { createDbClient } from '../fixtures/db-client'

const HOUR = 60 * 60 * 1000
// Every test limits its own bucket, so tests never share counters.
const freshBucket = () => `test:${randomUUID()}`

describe('consumeRateLimit', () => {
  it('allows `limit` calls in the window, then refuses with the time until the oldest leaves', async () => {
    const rule = { bucket: freshBucket(), key: '10.0.0.1', limit: 3, windowMs: HOUR }
    const decisions = []
    for (let i = 0; i < 4; i++) decisions.push(await consumeRateLimit(rule))
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false])
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0])
    expect(decisions[0]!.retryAfterSeconds).toBe(0)
    // The first call is a moment old: about an hour to wait, never more.
    expect(decisions[3]!.retryAfterSeconds).toBeGreaterThan(HOUR / 1000 - 60)
    expect(decisions[3]!.retryAfterSeconds).toBeLessThanOrEqual(HOUR / 1000)
    // A refused call is not counted.
    expect(await db.rateLimitEvent.count({ where: { bucket: rule.bucket } })).toBe(3)
  })

  it('counts each key on its own', async () => {
    const bucket = freshBucket()
    const rule = { bucket, limit: 1, windowMs: HOUR }
    expect((await consumeRateLimit({ ...rule, key: 'a' })).allowed).toBe(true)
    expect((await consumeRateLimit({ ...rule, key: 'a' })).allowed).toBe(false)
    expect((await consumeRateLimit({ ...rule, key: 'b' })).allowed).toBe(true)
    expect((await consumeRateLimit({ bucket: freshBucket(), key: 'a', limit: 1, windowMs: HOUR })).allowed).toBe(true)
  })

  it('forgets calls older than the window, and prunes them', async () => {
    const rule = { bucket: freshBucket(), key: 'k', limit: 2, windowMs: HOUR }
    const old = new Date(Date.now() - HOUR - 60_000)
    await db.rateLimitEvent.createMany({ data: [{ bucket: rule.bucket, key: rule.key, createdAt: old }, { bucket: rule.bucket, key: rule.key, createdAt: old }] })
    const decision = await consumeRateLimit(rule)
    expect(decision).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 1 })
    // The key's expired rows went in the same transaction.
    expect(await db.rateLimitEvent.count({ where: { bucket: rule.bucket } })).toBe(1)
  })

  it('lets exactly `limit` of many concurrent calls through', async () => {
    const limit = 5
    const rule = { bucket: freshBucket(), key: '10.9.8.7', limit, windowMs: HOUR }
    const decisions = await Promise.all(Array.from({ length: limit + 5 }, () => consumeRateLimit(rule)))
    expect(decisions.filter((d) => d.allowed)).toHaveLength(limit)
    expect(await db.rateLimitEvent.count({ where: { bucket: rule.bucket, key: rule.key } })).toBe(limit)
  })

  it('waits while another app instance works on the same key, then counts its calls', async () => {
    // Another instance = another connection pool taking the same per-key lock.
    const other = createDbClient()
    const bucket = freshBucket()
    let lockTaken!: () => void
    let release!: () => void
    const taken = new Promise<void>((resolve) => (lockTaken = resolve))
    const released = new Promise<void>((resolve) => (release = resolve))
    try {
      const otherInstance = other.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${bucket} || chr(31) || ${'k'}, 0))`
        await tx.rateLimitEvent.createMany({ data: [{ bucket, key: 'k' }, { bucket, key: 'k' }] })
        lockTaken()
        await released
      }, { timeout: 10_000 })
      await taken
      const ours = consumeRateLimit({ bucket, key: 'k', limit: 2, windowMs: HOUR })
      const early = await Promise.race([ours.then(() => 'decided'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))])
      expect(early).toBe('waiting')
      release()
      await otherInstance
      expect(await ours).toMatchObject({ allowed: false, remaining: 0 })
    } finally {
      release()
      await other.$disconnect()
    }
  })

  it('refuses nonsense rules instead of silently allowing everything', async () => {
    await expect(consumeRateLimit({ bucket: freshBucket(), key: 'k', limit: 0, windowMs: HOUR })).rejects.toThrow(/limit/)
    await expect(consumeRateLimit({ bucket: freshBucket(), key: 'k', limit: 1, windowMs: MAX_RATE_LIMIT_WINDOW_MS + 1 })).rejects.toThrow(/windowMs/)
  })

  it('prunes rows older than the longest window, whatever their bucket', async () => {
    const bucket = freshBucket()
    await db.rateLimitEvent.createMany({
      data: [
        { bucket, key: 'stale', createdAt: new Date(Date.now() - MAX_RATE_LIMIT_WINDOW_MS - HOUR) },
        { bucket, key: 'recent', createdAt: new Date(Date.now() - HOUR) },
      ],
    })
    await pruneExpiredEvents()
    const left = await db.rateLimitEvent.findMany({ where: { bucket }, select: { key: true } })
    expect(left).toEqual([{ key: 'recent' }])
  })
})

describe('enforceRateLimit', () => {
  it('throws RATE_LIMITED with the wait in words once the limit is reached', async () => {
    const rule = { bucket: freshBucket(), key: 'k', limit: 1, windowMs: 10 * 60 * 1000 }
    await enforceRateLimit(rule, (retryIn) => `Try again ${retryIn}.`)
    const error = await enforceRateLimit(rule, (retryIn) => `Try again ${retryIn}.`).then(() => null, (e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe('RATE_LIMITED')
    expect((error as AppError).message).toBe('Try again in 10 minutes.')
  })

  it('words waits in minutes, then hours', () => {
    expect(describeWait(1)).toBe('in 1 minute')
    expect(describeWait(61)).toBe('in 2 minutes')
    expect(describeWait(3600)).toBe('in 60 minutes')
    expect(describeWait(5 * 3600)).toBe('in 5 hours')
  })
})
