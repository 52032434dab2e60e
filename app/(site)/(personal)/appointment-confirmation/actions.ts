'use server'

import { patientAction } from '@/lib/server/actions/role-actions'
import { cancelHold } from '@/lib/server/booking/cancel-hold'
import { confirmPayment } from '@/lib/server/booking/confirm-payment'
import { holdAppointment } from '@/lib/server/booking/hold-appointment'
import { recordSandboxOutcome } from '@/lib/server/payments/sandbox'
import { giveConsent } from '@/lib/server/consent/give-consent'
import { CONSENT_GIVEN } from '@/lib/consent/health-data-consent'
import { giveConsentSchema } from '@/lib/validation/consent'
import { cancelHoldSchema, confirmPaymentSchema, holdAppointmentSchema, sandboxCompleteSchema } from '@/lib/validation/booking'

// The confirmation page's checkout steps: the same use cases as the booking and payment API routes.
// Only patients book and pay (hold-appointment answers 403 to other roles); each action checks again.

/** Make Payment: holds the chosen hours; the amount is computed on the server. */
export const holdAppointmentAction = patientAction(holdAppointmentSchema, async ({ patient, input }) => holdAppointment({ patientId: patient.id, ...input }))

/** The sandbox checkout's buttons (no Monnify keys): what the "provider" will report for the reference. */
export const recordSandboxOutcomeAction = patientAction(sandboxCompleteSchema, async ({ patient, input: { paymentReference, outcome } }) => ({
  data: await recordSandboxOutcome({ patientId: patient.id, paymentReference, outcome }),
}))

/** After the checkout reports success: the server asks the provider itself before anything is booked. */
export const confirmPaymentAction = patientAction(confirmPaymentSchema, async ({ patient, input: { paymentReference } }) => {
  const { message, data } = await confirmPayment({ paymentReference, source: { kind: 'patient', patientId: patient.id } })
  return { message, data: { _id: data._id, paymentReference: data.paymentReference } }
})

/** The checkout was closed or failed: the hold is released (or confirmed, if the money went through after all). */
export const cancelHoldAction = patientAction(cancelHoldSchema, async ({ patient, input: { paymentReference } }) => {
  const { message, data } = await cancelHold({ patientId: patient.id, paymentReference })
  return { message, data: { status: data.status } }
})

/** The consent step before Make Payment: the same use case as POST /api/v1/user/consents. */
export const giveHealthConsentAction = patientAction(giveConsentSchema, async ({ patient, input: { kind } }) => {
  const { record } = await giveConsent({ userId: patient.id, kind })
  return { message: CONSENT_GIVEN, data: { _id: record._id } }
})
