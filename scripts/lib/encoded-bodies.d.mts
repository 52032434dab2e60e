// Types for tests/unit/encoded-bodies.test.ts.
import type { IncomingMessage, ServerResponse } from 'node:http'

export const MIN_BODY_CHARS: number
export type BodyEntry = { etag: string; bytes: Buffer | null; gzip: Buffer | null; kept: boolean }
export type EncodedBodies = {
  entryOf(body: string): BodyEntry
  gzipOf(entry: BodyEntry & { bytes: Buffer }): Buffer
  readonly size: { entries: number; bytes: number }
}
export function encodedBodies(maxBytes?: number): EncodedBodies
export function acceptsGzip(header: string | string[] | undefined): boolean
export function sendEncodedBodies(req: IncomingMessage, res: ServerResponse, store: EncodedBodies): void
