import 'server-only'

/** A consent as the API and the profile show it: what was accepted, when, and how it ended. */
export type ConsentRecord = {
  _id: string
  kind: string
  version: string
  givenAt: string
  withdrawnAt: string | null
  /** Set when the person accepted a newer version of the same text. */
  replacedAt: string | null
  /** in-force: given and not ended; withdrawn; replaced (by the same consent to a newer text). */
  status: 'in-force' | 'withdrawn' | 'replaced'
}

export const CONSENT_SELECT = { id: true, kind: true, version: true, givenAt: true, withdrawnAt: true, replacedAt: true } as const

type Row = { id: string; kind: string; version: string; givenAt: Date; withdrawnAt: Date | null; replacedAt: Date | null }

export function toConsentRecord(row: Row): ConsentRecord {
  return {
    _id: row.id,
    kind: row.kind,
    version: row.version,
    givenAt: row.givenAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    replacedAt: row.replacedAt?.toISOString() ?? null,
    status: row.withdrawnAt ? 'withdrawn' : row.replacedAt ? 'replaced' : 'in-force',
  }
}
