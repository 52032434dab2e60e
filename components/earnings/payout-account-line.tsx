import Link from 'next/link'
import type { PayoutAccountSummary } from '@/lib/server/earnings/find-payout-account-summary'
import { formatLagosDateTime } from '@/lib/time'

/** Where payouts go (masked), or that no account is set yet, with the way to the payout account page. */
export function PayoutAccountLine({ account }: { account: PayoutAccountSummary | null }) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sand-100 px-4 py-3" data-testid="earnings-payout-account">
      <p className="text-ink">
        {account ? (
          <>
            Payouts go to {account.bankName} {account.accountNumber} ({account.accountName}).
            {account.heldUntil ? ` After the change of account, payouts start again from ${formatLagosDateTime(account.heldUntil)} (Lagos time).` : null}
          </>
        ) : (
          'You have not set a payout account yet: add one so your earnings can be paid.'
        )}
      </p>
      <Link href="/therapist-dashboard/payout-account" className="font-semibold text-brand-800 underline">
        Payout account
      </Link>
    </div>
  )
}
