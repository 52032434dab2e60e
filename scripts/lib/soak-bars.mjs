// The soak's bars (scripts/lib/soak.mjs), apart so the unit tests can check them
// (tests/unit/soak-bars.test.ts): a small server's memory budget and how fast random therapist pages
// and posts, most of them not in the cache yet, answer under the whole mix of traffic.

/** A small server's whole budget: the server's resident memory (with its children) may never exceed it. */
export const RSS_LIMIT_MB = 400
/** Median and 95th percentile limits, in ms, per kind of traffic. */
export const PAGE_BARS = { 'page: therapist': { p50: 150, p95: 500 }, 'page: post': { p50: 150, p95: 500 } }

/**
 * Each bar with what was measured: the peak of the memory samples, and the therapist pages' and
 * posts' p50 and p95. A kind of traffic that was not measured at all misses its bars.
 */
export function soakBars(kinds, peakRssMb) {
  const bars = [{ name: 'peak resident memory', value: peakRssMb, unit: 'MB', limit: RSS_LIMIT_MB }]
  for (const [kind, limits] of Object.entries(PAGE_BARS)) {
    const measured = kinds.find((k) => k.kind === kind)
    for (const [figure, limit] of Object.entries(limits)) bars.push({ name: `${kind} ${figure}`, value: measured ? measured[figure] : Number.POSITIVE_INFINITY, unit: 'ms', limit })
  }
  return bars.map((bar) => ({ ...bar, meets: bar.value <= bar.limit }))
}

/** The memory samples as a text chart: the highest sample of each minute, one # per 20 MB, the limit marked |. */
export function memoryCurve(samples) {
  const perMinute = new Map()
  for (const { minute, rss } of samples) perMinute.set(Math.floor(minute), Math.max(perMinute.get(Math.floor(minute)) ?? 0, rss))
  const cells = (mb) => Math.round(mb / 20)
  const limit = cells(RSS_LIMIT_MB)
  return [...perMinute].map(([minute, rss]) => {
    const bar = '#'.repeat(cells(rss)).padEnd(limit, ' ')
    return `${String(minute).padStart(3)} min ${String(rss).padStart(4)} MB ${bar.slice(0, limit)}|${bar.slice(limit)}`
  })
}
