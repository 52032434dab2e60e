import 'server-only'
import { daysBetween } from '@/lib/availability/calendar'
import type { Prisma } from '../db'

/** A time off as the therapist's page and the API show it. */
export type TimeOffView = {
  _id: string
  /** First and last Lagos date, YYYY-MM-DD, both included. */
  from: string
  to: string
  reason: string | null
  /** How many days it covers. */
  days: number
  /** Today is one of its days. */
  isCurrent: boolean
  createdAt: string
}

export const TIME_OFF_SELECT = { id: true, from: true, to: true, reason: true, createdAt: true } as const satisfies Prisma.TimeOffSelect
type TimeOffRow = Prisma.TimeOffGetPayload<{ select: typeof TIME_OFF_SELECT }>

const dateKey = (date: Date) => date.toISOString().slice(0, 10)

export function toTimeOffView(row: TimeOffRow, today: string): TimeOffView {
  const from = dateKey(row.from)
  const to = dateKey(row.to)
  return { _id: row.id, from, to, reason: row.reason, days: daysBetween(from, to) + 1, isCurrent: from <= today && today <= to, createdAt: row.createdAt.toISOString() }
}
