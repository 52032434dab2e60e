'use server'

import { runAction } from '@/lib/server/actions/run-action'
import { requireUser } from '@/lib/server/auth/current-user'
import { cancelHold } from '@/lib/server/booking/cancel-hold'
import { confirmPayment } from '@/lib/server/booking/confirm-payment'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { recordSandboxOutcome } from '@/lib/server/payments/sandbox'
import { cancelHoldSchema, confirmPaymentSchema, holdAppointmentSchema, sandboxCompleteSchema } from '@/lib/validation/booking'

// The confirmation page's checkout steps: the same use cases as the API routes of issue 5, point 8.
// Only patients book and pay (hold-appointment answers 403 to other roles); each action checks again.

/** Make Payment: holds the chosen hours; the amount is computed on the server. */
export async function holdAppointmentAction(input: unknown) {
  return runAction(holdAppointmentSchema, input, async (data) => {
    const user = await requireUser(['Patient'])
    return holdAppointment({ patientId: user.id, ...data })
  })
}

/** The sandbox checkout's buttons (no Monnify keys): what the "provider" will report for the reference. */
export async function recordSandboxOutcomeAction(input: unknown) {
  return runAction(sandboxCompleteSchema, input, async ({ paymentReference, outcome }) => {
    const user = await requireUser(['Patient'])
    return { data: await recordSandboxOutcome({ patientId: user.id, paymentReference, outcome }) }
  })
}

/** After the checkout reports success: the server asks the provider itself before anything is booked. */
export async function confirmPaymentAction(input: unknown) {
  return runAction(confirmPaymentSchema, input, async ({ paymentReference }) => {
    const user = await requireUser(['Patient'])
    const { message, data } = await confirmPayment({ paymentReference, source: { kind: 'patient', patientId: user.id } })
    return { message, data: { _id: data._id, paymentReference: data.paymentReference } }
  })
}

/** The checkout was closed or failed: the hold is released (or confirmed, if the money went through after all). */
export async function cancelHoldAction(input: unknown) {
  return runAction(cancelHoldSchema, input, async ({ paymentReference }) => {
    const user = await requireUser(['Patient'])
    const { message, data } = await cancelHold({ patientId: user.id, paymentReference })
    return { message, data: { status: data.status } }
  })
}
