import { describe, expect, it } from 'vitest'
import { memoryCurve, RSS_LIMIT_MB, soakBars } from '../../scripts/lib/soak-bars.mjs'

const fast = [
  { kind: 'page: therapist', p50: 40, p95: 120 },
  { kind: 'page: post', p50: 150, p95: 500 },
  { kind: 'page: home', p50: 900, p95: 2000 },
]

describe('the soak bars', () => {
  it('meets every bar at the limits themselves', () => {
    const bars = soakBars(fast, RSS_LIMIT_MB)
    expect(bars.map((bar) => bar.name)).toEqual(['peak resident memory', 'page: therapist p50', 'page: therapist p95', 'page: post p50', 'page: post p95'])
    expect(bars.every((bar) => bar.meets)).toBe(true)
  })

  it('misses the memory bar one megabyte over 400 MB', () => {
    expect(soakBars(fast, 401).find((bar) => bar.name === 'peak resident memory')).toMatchObject({ value: 401, limit: 400, meets: false })
  })

  it('misses a page bar over its median or 95th percentile, and both when the kind was never measured', () => {
    const slow = soakBars([{ kind: 'page: therapist', p50: 151, p95: 501 }], 300)
    expect(slow.filter((bar) => !bar.meets).map((bar) => bar.name)).toEqual(['page: therapist p50', 'page: therapist p95', 'page: post p50', 'page: post p95'])
  })
})

describe('the memory curve', () => {
  it('draws the highest sample of each minute, one # per 20 MB, with the limit marked', () => {
    const lines = memoryCurve([
      { minute: 0, rss: 200 },
      { minute: 0.5, rss: 240 },
      { minute: 1.2, rss: 460 },
    ])
    expect(lines).toEqual([`  0 min  240 MB ${'#'.repeat(12)}${' '.repeat(8)}|`, `  1 min  460 MB ${'#'.repeat(20)}|###`])
  })
})
