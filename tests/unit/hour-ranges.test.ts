import { describe, expect, it } from 'vitest'
import { formatHourRanges, groupHourRanges } from '@/lib/availability/hour-ranges'

describe('groupHourRanges', () => {
  it('groups back-to-back hours into runs whose end is the last hour + 1', () => {
    expect(groupHourRanges([10, 11, 14])).toEqual([
      { start: 10, end: 12 },
      { start: 14, end: 15 },
    ])
  })

  it('keeps single hours apart and joins a full day into one run', () => {
    expect(groupHourRanges([1, 3, 5])).toEqual([
      { start: 1, end: 2 },
      { start: 3, end: 4 },
      { start: 5, end: 6 },
    ])
    expect(groupHourRanges(Array.from({ length: 24 }, (_, hour) => hour))).toEqual([{ start: 0, end: 24 }])
  })

  it('sorts, drops repeats and ignores hours that are not hours of a day', () => {
    expect(groupHourRanges([14, 10, 11, 10, 24, -1, 9.5])).toEqual([
      { start: 10, end: 12 },
      { start: 14, end: 15 },
    ])
    expect(groupHourRanges([])).toEqual([])
  })
})

describe('formatHourRanges', () => {
  it('reads the runs in 12-hour form', () => {
    expect(formatHourRanges([10, 11, 14])).toBe('10:00 AM – 12:00 PM, 02:00 PM – 03:00 PM')
    expect(formatHourRanges([9])).toBe('09:00 AM – 10:00 AM')
    expect(formatHourRanges([11, 12])).toBe('11:00 AM – 01:00 PM')
  })

  it('ends a run that reaches midnight at 12:00 AM, and starts one at midnight at 12:00 AM', () => {
    expect(formatHourRanges([23])).toBe('11:00 PM – 12:00 AM')
    expect(formatHourRanges([0, 1, 22, 23])).toBe('12:00 AM – 02:00 AM, 10:00 PM – 12:00 AM')
  })

  it('is empty for no hours', () => {
    expect(formatHourRanges([])).toBe('')
  })
})
