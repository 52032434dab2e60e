'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { notify } from '@/components/ui/notify'
import type { ServerAction } from '@/lib/action-result'
import type { HoldAppointmentInput, SandboxOutcomeName } from '@/lib/validation/booking'
import { ALREADY_BOOKED, PAYMENT_FAILED, WINDOW_CLOSED } from '@/lib/validation/booking-messages'
import { payWithMonnify } from './monnify-sdk'
import { nairaToKobo } from '@/lib/money'

/** Bank transfers and USSD can reach the provider a little after the checkout says SUCCESS. */
const CONFIRM_ATTEMPTS = 4
const CONFIRM_RETRY_MS = 1_500
const UNEXPECTED = 'An unexpected error occurred.'
const CHECKOUT_UNAVAILABLE = 'The payment window could not be opened. Please check your connection and try again.'

export type MonnifySettings = { apiKey: string; contractCode: string; isTestMode: boolean }
export type CheckoutDetails = {
  therapistId: string
  hold: HoldAppointmentInput
  customer: { fullName: string; email: string }
  metadata: { appointmentDate: string; therapistName: string; duration: number; weeks?: number }
  /** Null: no Monnify keys, the built-in sandbox checkout plays the provider. */
  monnify: MonnifySettings | null
}

/** The confirmation page's checkout actions, passed down from the page. */
export type CheckoutActions = {
  hold: ServerAction<HoldAppointmentInput, { paymentReference: string; amount: number }>
  recordSandboxOutcome: ServerAction<{ paymentReference: string; outcome: SandboxOutcomeName }>
  confirm: ServerAction<{ paymentReference: string; transactionReference?: string }>
  cancel: ServerAction<{ paymentReference: string }, { status: string }>
}

export type SandboxHold = { paymentReference: string; amountKobo: number }
export type Step = 'hold' | 'pay' | 'fail' | 'close'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Make Payment and what follows: hold the time, open the checkout
 * (Monnify, or the sandbox dialog), then let the server verify: success goes to /payment-successful,
 * a failure to /payment-error, a closed window shows its message and releases the hold. One step at a
 * time: while one runs (or the page is leaving) every button is disabled and clicks are ignored.
 */
export function usePaymentFlow(details: CheckoutDetails, actions: CheckoutActions) {
  const router = useRouter()
  const [step, setStep] = useState<Step | 'leaving' | null>(null)
  const running = useRef(false)
  const [sandboxHold, setSandboxHold] = useState<SandboxHold | null>(null)

  // Next may keep this page mounted but hidden after navigating away; coming back (Try Again is
  // history back) must find the buttons usable again.
  useEffect(
    () => () => {
      running.current = false
      setStep(null)
    },
    [],
  )

  async function run(name: Step, task: () => Promise<'leave' | void>) {
    if (running.current) return
    running.current = true
    setStep(name)
    let leaving = false
    try {
      leaving = (await task()) === 'leave'
    } catch (error) {
      console.error(error)
      notify.error(UNEXPECTED)
    } finally {
      if (!leaving) {
        running.current = false
        setStep(null)
      }
    }
  }

  function leave(path: string): 'leave' {
    // Close the modal first: an open modal <dialog> left in a hidden page would make the next one inert.
    setSandboxHold(null)
    setStep('leaving')
    router.push(path)
    return 'leave'
  }

  async function confirm(paymentReference: string, transactionReference?: string): Promise<'leave' | void> {
    for (let attempt = 1; ; attempt++) {
      const result = await actions.confirm({ paymentReference, ...(transactionReference ? { transactionReference } : {}) })
      if (result.ok) return leave(`/payment-successful?reference=${encodeURIComponent(paymentReference)}`)
      // Paid after its hold ran out and someone else has the time: recorded for a refund.
      if (result.code === 'CONFLICT') return leave('/payment-error?reason=late')
      if (result.code !== 'PAYMENT_REQUIRED') {
        notify.error(result.message) // provider unreachable, say: the hold stays, Make Payment tries again
        return
      }
      if (result.message === PAYMENT_FAILED || attempt >= CONFIRM_ATTEMPTS) return leave('/payment-error')
      await sleep(CONFIRM_RETRY_MS)
    }
  }

  /** Closed or failed: release the hold; the server confirms instead if the money went through after all. */
  async function release(paymentReference: string, closedMessage: string | null): Promise<'leave' | void> {
    const result = await actions.cancel({ paymentReference })
    if (result.ok && result.data?.status === 'Paid') return leave(`/payment-successful?reference=${encodeURIComponent(paymentReference)}`)
    if (!result.ok && result.code === 'CONFLICT') return leave('/payment-error?reason=late')
    setSandboxHold(null)
    if (closedMessage === null) return leave('/payment-error')
    notify.error(closedMessage)
  }

  async function monnifyCheckout(monnify: MonnifySettings, paymentReference: string, amount: number) {
    let result
    try {
      result = await payWithMonnify({
        ...monnify,
        amount,
        reference: paymentReference,
        customerFullName: details.customer.fullName,
        customerEmail: details.customer.email,
        metadata: details.metadata,
      })
    } catch (error) {
      // Its script comes from Monnify's site: offline or blocked, the window cannot open. The hold is released.
      console.error('[checkout] Monnify did not open', error)
      return release(paymentReference, error instanceof Error && error.message ? error.message : CHECKOUT_UNAVAILABLE)
    }
    if (result.kind === 'closed') return release(paymentReference, result.message || WINDOW_CLOSED)
    if (result.status === 'FAILED') return release(paymentReference, null)
    return confirm(paymentReference, result.transactionReference)
  }

  const makePayment = () =>
    run('hold', async () => {
      const held = await actions.hold(details.hold)
      // A stale copy of this page (Back after paying, another tab): the time is already the patient's
      // own booking. Ask the server again; the page then says so and links to the appointment.
      if (!held.ok && held.message === ALREADY_BOOKED) {
        notify.success(ALREADY_BOOKED)
        router.refresh()
        return
      }
      if (!held.ok || !held.data) {
        notify.error(held.ok ? UNEXPECTED : held.message)
        // A weekly series with a week taken meanwhile: the page, asked again, names the weeks and
        // offers the longest free run instead.
        if (!held.ok && held.code === 'CONFLICT' && held.data && 'clashes' in held.data) {
          router.refresh()
          return
        }
        // Someone else has just taken part of the time: back to choose another.
        if (!held.ok && held.code === 'SLOT_TAKEN') return leave(`/one-therapist/${details.therapistId}#booking`)
        return
      }
      const { paymentReference, amount } = held.data
      if (details.monnify) return monnifyCheckout(details.monnify, paymentReference, amount)
      setSandboxHold({ paymentReference, amountKobo: nairaToKobo(amount) })
    })

  /** The sandbox dialog's buttons: record the outcome (as the provider would), then go on as with Monnify. */
  const sandbox = (outcome: SandboxOutcomeName) => {
    const hold = sandboxHold
    if (!hold) return
    const name: Step = outcome === 'PAID' ? 'pay' : outcome === 'FAILED' ? 'fail' : 'close'
    return run(name, async () => {
      const recorded = await actions.recordSandboxOutcome({ paymentReference: hold.paymentReference, outcome })
      if (!recorded.ok) {
        notify.error(recorded.message)
        return
      }
      if (outcome === 'PAID') return confirm(hold.paymentReference)
      return release(hold.paymentReference, outcome === 'FAILED' ? null : WINDOW_CLOSED)
    })
  }

  return {
    step,
    isBusy: step !== null,
    makePayment,
    sandboxHold,
    sandboxPay: () => sandbox('PAID'),
    sandboxFail: () => sandbox('FAILED'),
    sandboxClose: () => sandbox('CANCELLED'),
  }
}
