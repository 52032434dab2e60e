import 'server-only'
import pg from 'pg'

/*
 * How readRows (db.ts) reads PostgreSQL's values: as `db.$queryRaw` does, whatever the server's time
 * zone. pg's own parsers read a timestamp or a date without a zone in the server's local time and a
 * bigint as text; Prisma reads the first two as UTC and a bigint as a BigInt. Everything else
 * (text, integers, booleans, timestamptz, json, arrays of text) pg reads the same way Prisma does.
 * numeric stays text here (Prisma gives a Decimal): a statement sent through readRows casts it.
 */
const TIMESTAMP = 1114
const DATE = 1082
const INT8 = 20

const asUtc = (text: string) => new Date(`${text.replace(' ', 'T')}Z`)

const parsers: Record<number, (text: string) => unknown> = {
  [TIMESTAMP]: asUtc,
  [DATE]: (text) => new Date(`${text}T00:00:00Z`),
  [INT8]: (text) => BigInt(text),
}

export const PRISMA_RAW_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}
