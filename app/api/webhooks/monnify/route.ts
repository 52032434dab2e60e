import { connection } from 'next/server'
import { handleMonnifyWebhook } from '@/lib/server/payments/monnify/handle-webhook'

/**
 * Monnify's webhook (docs/api.md, "Monnify webhook"). Server to server: no session and no same-site
 * check; the monnify-signature header is verified instead (and the sender, with MONNIFY_WEBHOOK_IPS).
 * It answers as soon as the notification is recorded; the work runs after the response.
 */
export async function POST(request: Request) {
  // Never prerendered; outside any try so that the build's deliberate rejection reaches Next.
  await connection()
  return handleMonnifyWebhook(request)
}

/** Room for the work after the response (a few calls to Monnify, each limited to 8 s) on serverless hosts. */
export const maxDuration = 60
