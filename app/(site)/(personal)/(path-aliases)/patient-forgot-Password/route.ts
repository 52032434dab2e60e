import { connection, type NextRequest } from 'next/server'

/*
 * /patient-forgot-Password (capital P) is where the token-expired page sends people; the form lives
 * at /patient-forgot-password. A permanent redirect, not a second page: two folders whose names
 * differ only in case cannot live side by side on macOS or Windows checkouts, so this one sits in its
 * own route group, and it is answered at request time (connection()) so the build never writes
 * prerendered files whose names differ only in case either.
 */
export async function GET(request: NextRequest) {
  await connection()
  return new Response(null, { status: 308, headers: { Location: `/patient-forgot-password${request.nextUrl.search}` } })
}
