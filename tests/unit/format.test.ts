import { describe, expect, it } from 'vitest'
import { excerpt, formatHours, formatLongDate, formatShortDate, truncateCardTitle } from '@/lib/format'

describe('formats', () => {
  it('shows dates in US English in Nigerian time', () => {
    // 23:30 UTC on 21 November is already 22 November in Lagos (UTC+1).
    const lateEvening = new Date('2026-11-21T23:30:00Z')
    expect(formatShortDate(lateEvening)).toBe('Nov 22, 2026')
    expect(formatLongDate(lateEvening)).toBe('November 22, 2026')
  })

  it('shows durations pluralised', () => {
    expect(formatHours(1)).toBe('1 hour')
    expect(formatHours(3)).toBe('3 hours')
  })

  it('truncates a home card title longer than 25 characters to its first 17 and an ellipsis (spec 9)', () => {
    expect(truncateCardTitle('Grief Counseling')).toBe('Grief Counseling')
    expect(truncateCardTitle('x'.repeat(25))).toBe('x'.repeat(25))
    expect(truncateCardTitle('Substance Abuse & Behavioral Disorder')).toBe('Substance Abuse &...')
  })

  it('cuts a post excerpt at 100 characters and marks the cut', () => {
    expect(excerpt('short')).toBe('short')
    expect(excerpt('a'.repeat(100))).toBe('a'.repeat(100))
    expect(excerpt('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`)
  })
})
