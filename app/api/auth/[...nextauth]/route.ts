import NextAuth from 'next-auth'
import type { NextRequest } from 'next/server'
import { authOptions } from '@/lib/server/auth/auth-options'

type Context = { params: Promise<{ nextauth: string[] }> }

const handler = (request: NextRequest, context: Context) => NextAuth(request, context, authOptions())

export { handler as GET, handler as POST }
