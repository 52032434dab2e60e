'use client'

import { CURRENCY, PAYMENT_DESCRIPTION, PAYMENT_METHODS, WINDOW_CLOSED } from '@/lib/validation/booking-messages'

/*
 * Monnify's browser checkout: its script is loaded from Monnify's own site and
 * opened over the page. What it reports is only a hint for where to go next: the server asks Monnify
 * itself before any booking is confirmed (lib/server/payments/monnify/monnify-client.ts).
 */

const SDK_URL = 'https://sdk.monnify.com/plugin/monnify.js'
const SDK_LOAD_FAILED = "We couldn't load the payment window. Check your connection and try again."

export type MonnifyCheckoutRequest = {
  apiKey: string
  contractCode: string
  isTestMode: boolean
  /** Naira. */
  amount: number
  reference: string
  customerFullName: string
  customerEmail: string
  metadata: { appointmentDate: string; therapistName: string; duration: number }
}

export type MonnifyCheckoutResult =
  | { kind: 'completed'; status: string; transactionReference?: string; message?: string }
  | { kind: 'closed'; message: string }

/** What the SDK hands onComplete: `status` SUCCESS or FAILED, with the transaction's details. */
type MonnifyCompleteResponse = {
  status?: string
  paymentStatus?: string
  transactionReference?: string
  message?: string
  responseMessage?: string
}

/** What it hands onClose, e.g. { paymentStatus: 'USER_CANCELLED', responseMessage: 'User cancelled Transaction' }. */
type MonnifyCloseResponse = { paymentStatus?: string; responseMessage?: string }

type MonnifyInitializeOptions = {
  amount: number
  currency: string
  reference: string
  customerFullName: string
  customerEmail: string
  apiKey: string
  contractCode: string
  paymentDescription: string
  isTestMode: boolean
  metadata: Record<string, string | number>
  paymentMethods: string[]
  onComplete: (response?: MonnifyCompleteResponse) => void
  onClose: (response?: MonnifyCloseResponse) => void
}

type MonnifySdk = { initialize: (options: MonnifyInitializeOptions) => void }

declare global {
  interface Window {
    /** Set by Monnify's script once it has loaded. */
    MonnifySDK?: MonnifySdk
  }
}

let loading: Promise<MonnifySdk> | null = null

/** Adds Monnify's script once per page; a failed load can be tried again. */
function loadSdk(): Promise<MonnifySdk> {
  if (window.MonnifySDK) return Promise.resolve(window.MonnifySDK)
  loading ??= new Promise<MonnifySdk>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SDK_URL
    script.async = true
    const failed = () => {
      script.remove()
      loading = null
      reject(new Error(SDK_LOAD_FAILED))
    }
    script.onload = () => (window.MonnifySDK ? resolve(window.MonnifySDK) : failed())
    script.onerror = failed
    document.head.appendChild(script)
  })
  return loading
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

/** SUCCESS or FAILED as the spec names them; older SDK answers carry only the payment status. */
function completionStatus(response: MonnifyCompleteResponse | undefined): string {
  const status = text(response?.status)
  if (status) return status.toUpperCase()
  const paymentStatus = text(response?.paymentStatus)?.toUpperCase()
  return paymentStatus === 'PAID' || paymentStatus === 'OVERPAID' ? 'SUCCESS' : (paymentStatus ?? 'FAILED')
}

/** Loads Monnify's browser SDK once and opens its checkout; resolves when it completes or is closed. */
export async function payWithMonnify(request: MonnifyCheckoutRequest): Promise<MonnifyCheckoutResult> {
  const sdk = await loadSdk()
  return new Promise<MonnifyCheckoutResult>((resolve, reject) => {
    // Monnify calls onClose after onComplete too, when the payer dismisses the finished window: the first answer stands.
    let settled = false
    const settle = (result: MonnifyCheckoutResult) => {
      if (settled) return
      settled = true
      resolve(result)
    }
    try {
      sdk.initialize({
        amount: request.amount,
        currency: CURRENCY,
        reference: request.reference,
        customerFullName: request.customerFullName,
        customerEmail: request.customerEmail,
        apiKey: request.apiKey,
        contractCode: request.contractCode,
        paymentDescription: PAYMENT_DESCRIPTION,
        isTestMode: request.isTestMode,
        metadata: { ...request.metadata },
        paymentMethods: [...PAYMENT_METHODS],
        onComplete: (response) =>
          settle({
            kind: 'completed',
            status: completionStatus(response),
            transactionReference: text(response?.transactionReference),
            message: text(response?.message) ?? text(response?.responseMessage),
          }),
        onClose: (response) => settle({ kind: 'closed', message: text(response?.responseMessage) ?? WINDOW_CLOSED }),
      })
    } catch (error) {
      settled = true
      reject(error instanceof Error ? error : new Error(SDK_LOAD_FAILED))
    }
  })
}
