import 'server-only'
import { config, isMonnifyConfigured } from '../config'

/** What Monnify's browser SDK needs: the public API key and contract code, never the secret key. */
export type MonnifyCheckoutSettings = { apiKey: string; contractCode: string; isTestMode: boolean }

/**
 * The checkout the confirmation page opens: Monnify's when its keys are set, else
 * null and the built-in sandbox checkout takes its place. Test mode follows the API address, so the
 * SDK and the server's verification always talk to the same Monnify environment.
 */
export function monnifyCheckoutSettings(): MonnifyCheckoutSettings | null {
  if (!isMonnifyConfigured()) return null
  const { MONNIFY_API_KEY, MONNIFY_CONTRACT_CODE, MONNIFY_BASE_URL } = config()
  if (!MONNIFY_API_KEY || !MONNIFY_CONTRACT_CODE) return null
  return { apiKey: MONNIFY_API_KEY, contractCode: MONNIFY_CONTRACT_CODE, isTestMode: MONNIFY_BASE_URL.includes('sandbox') }
}
