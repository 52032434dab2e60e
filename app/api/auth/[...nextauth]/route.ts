import NextAuth from 'next-auth'
import { NextRequest } from 'next/server'
import { readCappedBytes } from '@/lib/server/api/read-capped-body'
import { errorResponse } from '@/lib/server/api/respond'
import { authOptions } from '@/lib/server/auth/auth-options'
import { withErrorBody } from '@/lib/server/auth/next-auth-error-body'

type Context = { params: Promise<{ nextauth: string[] }> }

/** A sign-in form is a few hundred bytes: its body is read with a cap before next-auth sees it. */
const MAX_AUTH_BODY_BYTES = 16 * 1024

const GET = async (request: NextRequest, context: Context) => withErrorBody(await NextAuth(request, context, authOptions()))

async function POST(request: NextRequest, context: Context) {
  let body: Uint8Array<ArrayBuffer>
  try {
    body = await readCappedBytes(request, MAX_AUTH_BODY_BYTES)
  } catch (error) {
    return errorResponse(error, 'POST /api/auth')
  }
  const capped = new NextRequest(request.url, { method: 'POST', headers: request.headers, body })
  return withErrorBody(await NextAuth(capped, context, authOptions()))
}

export { GET, POST }
