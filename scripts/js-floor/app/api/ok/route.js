import { connection } from 'next/server'

// The floor of an HTTP API call: a route handler answered at request time with a small JSON body,
// and nothing else (scripts/lib/floor-app.mjs).
export async function GET() {
  await connection()
  return Response.json({ ok: true })
}
