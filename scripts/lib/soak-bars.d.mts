// Types for tests/unit/soak-bars.test.ts.
export const RSS_LIMIT_MB: number
export const PAGE_BARS: Record<string, { p50: number; p95: number }>
export type SoakBar = { name: string; value: number; unit: 'MB' | 'ms'; limit: number; meets: boolean }
export function soakBars(kinds: { kind: string; p50: number; p95: number }[], peakRssMb: number): SoakBar[]
export function memoryCurve(samples: { minute: number; rss: number }[]): string[]
