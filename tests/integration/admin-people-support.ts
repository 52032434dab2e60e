// Shared by the admin-people*.test.ts files. Each test file mocks
// next/headers, next/server's connection() and next/cache itself (vi.mock is per file); this module
// only builds requests and rows.
import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import { db } from '@/lib/server/db'
import type { DocumentKind, ReviewState } from '@/lib/generated/prisma/client'

export const context = (params: Record<string, string>) => ({ params: Promise.resolve(params) })

/** An API request as a non-browser client sends it: a Bearer token when signed in, JSON when there is a body. */
export function apiRequest(path: string, method: string, { token, json }: { token?: string | null; json?: unknown } = {}): NextRequest {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (json !== undefined) headers['content-type'] = 'application/json'
  return new NextRequest(new URL(`/api/v1/admin/${path}`, 'http://localhost'), { method, headers, body: json === undefined ? undefined : JSON.stringify(json) })
}

export const ALL_KINDS: readonly DocumentKind[] = ['Certificate', 'CacDocument', 'Logo']

/**
 * A verification document row with its private StoredFile row (no bytes on disk: enough for the
 * review and access rules; erasure tests upload real files through the pipeline instead).
 */
export async function createDocument(therapistId: string, kind: DocumentKind, reviewState: ReviewState = 'Pending', createdAt = new Date()) {
  const file = await db.storedFile.create({
    data: { storageKey: `test-${randomUUID()}.jpg`, url: null, contentType: 'image/jpeg', byteSize: 1234, visibility: 'Private', uploadedById: therapistId },
  })
  return db.therapistDocument.create({ data: { therapistId, kind, fileId: file.id, reviewState, createdAt } })
}

type DocumentRow = Awaited<ReturnType<typeof createDocument>>
/** A state per kind; certificates may be a list (one row per certificate, oldest first); null: none. */
export type DocumentStates = { Certificate?: ReviewState | readonly ReviewState[] | null; CacDocument?: ReviewState | null; Logo?: ReviewState | null }

/**
 * The documents of a therapist, each in the given state (default: one of each kind, Pending).
 * `Certificate` is the first certificate, `Certificates` all of them.
 */
export async function createDocuments(therapistId: string, states: DocumentStates = {}) {
  const documents: Partial<Record<DocumentKind, DocumentRow>> & { Certificates: DocumentRow[] } = { Certificates: [] }
  // A second apart, so "oldest first" is the order given whatever the clock's resolution.
  let createdAt = Date.now() - 3_600_000
  for (const kind of ALL_KINDS) {
    const given = kind in states ? states[kind] : 'Pending'
    const list: readonly ReviewState[] = given === null || given === undefined ? [] : typeof given === 'string' ? [given] : given
    for (const state of list) {
      const row = await createDocument(therapistId, kind, state, new Date((createdAt += 1000)))
      if (kind === 'Certificate') documents.Certificates.push(row)
      documents[kind] ??= row
    }
  }
  return documents
}

export const auditOf = (targetId: string) => db.auditLog.findMany({ where: { targetId }, orderBy: { createdAt: 'asc' } })

/** A whole clock hour some days ahead (appointments cover whole hours). */
export function hoursFromNow(days: number, hour = 10): Date {
  const at = new Date(Date.now() + days * 86_400_000)
  at.setUTCHours(hour, 0, 0, 0)
  return at
}
