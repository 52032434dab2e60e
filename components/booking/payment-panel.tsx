'use client'

import { IntentLink } from '@/components/ui/intent-link'
import { Button, buttonClasses } from '@/components/ui/button'
import { SandboxCheckout } from './sandbox-checkout'
import { usePaymentFlow, type CheckoutActions, type CheckoutDetails } from './use-payment-flow'

type Props = CheckoutDetails & { cancelHref: string; actions: CheckoutActions }

/** Make Payment and Cancel under the booking summary, and the sandbox checkout when it plays the provider. */
export function PaymentPanel({ cancelHref, actions, ...details }: Props) {
  const flow = usePaymentFlow(details, actions)
  const dialogStep = flow.step === 'pay' || flow.step === 'fail' || flow.step === 'close' ? flow.step : flow.step === 'leaving' ? 'pay' : null
  return (
    <>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* Cancel goes back to the therapist's page: fetched ahead only on intent, not while the person pays. */}
        <IntentLink
          href={cancelHref}
          aria-disabled={flow.isBusy || undefined}
          className={buttonClasses('ghost', 'lg', flow.isBusy ? 'pointer-events-none opacity-60' : undefined)}
        >
          Cancel
        </IntentLink>
        <Button size="lg" className="sm:min-w-48" onClick={flow.makePayment} disabled={flow.isBusy}>
          {flow.step === 'hold' ? 'Holding your time...' : flow.step === null ? 'Make Payment' : 'Processing payment...'}
        </Button>
      </div>
      <SandboxCheckout
        hold={details.monnify ? null : flow.sandboxHold}
        customerEmail={details.customer.email}
        busy={dialogStep}
        onPay={flow.sandboxPay}
        onFail={flow.sandboxFail}
        onClose={flow.sandboxClose}
      />
    </>
  )
}
