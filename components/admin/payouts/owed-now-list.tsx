import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { payoutSkipText } from '@/lib/admin/payout-status'
import { formatNaira } from '@/lib/money'
import { formatLagosDateTime } from '@/lib/time'
import type { OwedNow } from '@/lib/server/payouts/find-owed-now'
import { AdminTable, LINK, Td, Th } from '../lists/admin-table'

/** Who a run now pays (their payable balance) and who it does not and why; those below the minimum in one line. */
export function OwedNowList({ owed }: { owed: OwedNow }) {
  const { therapists, belowMinimum, minimumKobo } = owed
  return (
    <section aria-labelledby="owed-heading" className="mt-10">
      <h2 id="owed-heading" className="text-2xl font-semibold">
        Owed now
      </h2>
      {therapists.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-sand-200 bg-white p-6 text-ink-muted">No therapist is owed {formatNaira(minimumKobo)} or more right now.</p>
      ) : (
        <AdminTable
          caption="Therapists owed at least the minimum"
          head={
            <>
              <Th>Therapist</Th>
              <Th className="text-right">Payable</Th>
              <Th>Next run</Th>
            </>
          }
        >
          {therapists.map((therapist) => (
            <tr key={therapist._id}>
              <Td>
                <Link href={`/admin/therapist/${therapist._id}`} className={LINK}>
                  {therapist.fullName}
                </Link>
              </Td>
              <Td className="text-right whitespace-nowrap tabular-nums">{formatNaira(therapist.payableKobo)}</Td>
              <Td>
                <Badge tone={therapist.willBePaid ? 'success' : 'warning'} className="rounded-lg">
                  {payoutSkipText(therapist.reason, therapist.heldUntil ? formatLagosDateTime(therapist.heldUntil) : null)}
                </Badge>
              </Td>
            </tr>
          ))}
        </AdminTable>
      )}
      {belowMinimum.count > 0 && (
        <p className="mt-3 text-sm text-ink-muted">
          {belowMinimum.count === 1 ? '1 more therapist is' : `${belowMinimum.count.toLocaleString('en-US')} more therapists are`} owed less than{' '}
          {formatNaira(minimumKobo)} ({formatNaira(belowMinimum.totalKobo)} in all): paid once they reach it.
        </p>
      )}
    </section>
  )
}
