// Types for tests/unit/encoded-bodies.test.ts.
import type { IncomingMessage, ServerResponse } from 'node:http'

export const MIN_BODY_CHARS: number
export type EncodedBodies = { bytesOf(path: string, etag: unknown, body: string): string | Buffer; readonly size: { entries: number; bytes: number } }
export function encodedBodies(maxBytes?: number): EncodedBodies
export function sendEncodedBodies(req: IncomingMessage, res: ServerResponse, store: EncodedBodies): void
