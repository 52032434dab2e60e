import { Card } from '@/components/ui/card'
import { describeLagosInstant } from '@/lib/time'

export type CurrentAccount = { bankName: string; accountName: string; accountNumber: string; heldUntil: string | null }

/** The account on file (only its last four digits), and the hold after a change. */
export function CurrentPayoutAccount({ account }: { account: CurrentAccount | null }) {
  return (
    <Card aria-labelledby="current-account-heading" role="region" data-testid="current-payout-account">
      <h2 id="current-account-heading" className="text-lg font-semibold">
        Paid into
      </h2>
      {account ? (
        <>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="font-semibold text-ink-muted">Bank</dt>
            <dd>{account.bankName}</dd>
            <dt className="font-semibold text-ink-muted">Account name</dt>
            <dd className="break-words">{account.accountName}</dd>
            <dt className="font-semibold text-ink-muted">Account number</dt>
            <dd>
              <span className="sr-only">ending in {account.accountNumber.slice(-4)}</span>
              <span aria-hidden="true">{account.accountNumber}</span>
            </dd>
          </dl>
          {account.heldUntil && (
            <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="payout-hold">
              Payouts to this account start on {describeLagosInstant(account.heldUntil)}. After a change, payouts wait 24 hours in case it was not you.
            </p>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-ink">You have not added a payout account yet. Add one below so that your earnings can be paid.</p>
      )}
    </Card>
  )
}
