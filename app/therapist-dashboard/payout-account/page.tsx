import type { Metadata } from 'next'
import Link from 'next/link'
import { CurrentPayoutAccount } from '@/components/payout-account/current-payout-account'
import { PayoutAccountForm } from '@/components/payout-account/payout-account-form'
import { findPayoutAccount } from '@/lib/server/payouts/payout-account/find-payout-account'
import { listPayoutBanks } from '@/lib/server/payouts/payout-account/list-payout-banks'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { lookUpPayoutAccountAction, savePayoutAccountAction } from './actions'

export const metadata: Metadata = { title: 'Payout account', robots: { index: false } }

/** Where the therapist's earnings are paid: the account on file, and a form to set or change it. */
export default async function PayoutAccountPage() {
  const user = await requireVerifiedTherapist('/therapist-dashboard/payout-account')
  const [account, banks] = await Promise.all([findPayoutAccount({ therapistId: user.id }), listPayoutBanks()])
  return (
    <section className="w-full max-w-3xl px-4 py-8 sm:px-6 md:py-10">
      <Link href="/therapist-dashboard/earnings" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← Back to Earnings
      </Link>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Payout account</h1>
      <p className="mt-2 text-ink-muted">Your earnings are paid into this bank account on the 15th and the last day of each month. It must be in your own name.</p>
      <div className="mt-6 space-y-6">
        <CurrentPayoutAccount account={account && { ...account, heldUntil: account.heldUntil?.toISOString() ?? null }} />
        <PayoutAccountForm banks={banks} hasAccount={account !== null} actions={{ lookUp: lookUpPayoutAccountAction, save: savePayoutAccountAction }} />
      </div>
    </section>
  )
}
