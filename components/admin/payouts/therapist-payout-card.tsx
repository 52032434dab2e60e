import { formatNaira } from '@/lib/money'
import { formatLagosDateTime } from '@/lib/time'
import type { TherapistPayoutSummary } from '@/lib/server/payouts/therapist-payout-summary'
import { Fact } from '../fact'

/** /admin/therapist/{id}: what Alafia owes the therapist (from the ledger) and where their payouts go. */
export function TherapistPayoutCard({ summary }: { summary: TherapistPayoutSummary }) {
  const { account } = summary
  return (
    <section aria-labelledby="payouts-heading" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="payouts-heading" className="text-xl font-semibold">
        Balance and payouts
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <Fact term="Balance">{formatNaira(summary.balanceKobo)}</Fact>
        <Fact term="Pending">{formatNaira(summary.pendingKobo)} (sessions within 48 hours of their end, or with an open report)</Fact>
        <Fact term="Payable">{formatNaira(summary.payableKobo)}</Fact>
        <Fact term="Paid out">{formatNaira(summary.paidOutKobo)}</Fact>
        <Fact term="Payout account">
          {account ? (
            <>
              {account.bankName} {account.accountNumber} ({account.accountName})
              {account.heldUntil && <span className="block text-amber-900">Changed recently: payouts held until {formatLagosDateTime(account.heldUntil)}.</span>}
            </>
          ) : (
            'None yet'
          )}
        </Fact>
      </dl>
    </section>
  )
}
