import { connection } from 'next/server'
import { handleMonnifyWebhook } from '@/lib/server/payments/monnify/handle-webhook'

/**
 * Monnify's transaction-completion webhook (docs/api.md, "Monnify webhook"). Server to server: no
 * session and no same-site check; the monnify-signature header is verified instead.
 */
export async function POST(request: Request) {
  // Never prerendered; outside any try so that the build's deliberate rejection reaches Next.
  await connection()
  return handleMonnifyWebhook(request)
}
