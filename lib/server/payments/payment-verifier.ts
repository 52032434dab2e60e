import 'server-only'
import { isMonnifyConfigured } from '../config'
import { monnifyClient } from './monnify/monnify-client'
import type { PaymentVerifier } from './provider'
import { sandboxVerifier } from './sandbox'

/** Monnify when its keys are set, otherwise the built-in sandbox. */
export function paymentVerifier(): PaymentVerifier {
  return isMonnifyConfigured() ? monnifyClient() : sandboxVerifier
}
