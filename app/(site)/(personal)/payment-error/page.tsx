import type { Metadata } from 'next'
import { RedirectCountdown } from '@/components/booking/redirect-countdown'
import { ResultIcon } from '@/components/booking/result-icon'
import { TryAgainButton } from '@/components/booking/try-again-button'
import { ButtonLink } from '@/components/ui/button'
import type { Role } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { LATE_PAYMENT, PAYMENT_FAILED } from '@/lib/validation/booking'

export const metadata: Metadata = { title: 'Payment failed', robots: { index: false } }

const ROLES: readonly Role[] = ['Patient', 'Admin', 'Therapist']
/** Back home after 15 seconds. */
const REDIRECT_SECONDS = 15

/** Where a failed payment lands; ?reason=late: paid after the time was given to someone else. */
export default async function PaymentErrorPage({ searchParams }: PageProps<'/payment-error'>) {
  const { reason } = await searchParams
  const isLate = reason === 'late'
  await requirePageUser(ROLES, `/payment-error${isLate ? '?reason=late' : ''}`)

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-6 px-4 py-12 text-center sm:py-16">
      <ResultIcon kind="error" />
      <div className="space-y-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Payment failed</h1>
        <p className="text-lg font-medium text-ink">{PAYMENT_FAILED}</p>
        {isLate ? (
          <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-left leading-relaxed text-amber-950">
            {LATE_PAYMENT}
          </p>
        ) : (
          <p className="leading-relaxed text-ink-muted">
            Your booking was not completed. If money did leave your account, we will confirm the booking or refund you automatically and
            let you know by email.
          </p>
        )}
      </div>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <TryAgainButton />
        <ButtonLink href="/" size="lg" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
      <RedirectCountdown seconds={REDIRECT_SECONDS} />
    </section>
  )
}
