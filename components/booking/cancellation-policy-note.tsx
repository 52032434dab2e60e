import { describeFullRefundDeadline, describePolicy, type CancellationPolicy } from '@/lib/appointments/cancellation-policy'

type Props = { policy: CancellationPolicy; startsAt: Date; now: Date; isWeekly?: boolean }

/**
 * The cancellation policy in force, in words, shown before Make Payment: it is stored with
 * the booking when it is paid, so what the patient reads here is what they get; with the full-refund
 * deadline of this very session. A weekly series says that each week keeps the terms on its own.
 */
export function CancellationPolicyNote({ policy, startsAt, now, isWeekly = false }: Props) {
  return (
    <section aria-labelledby="cancellation-policy-heading" className="rounded-2xl border border-sand-200 bg-white p-5 text-sm shadow-sm" data-testid="cancellation-policy">
      <h2 id="cancellation-policy-heading" className="font-sans text-base font-semibold text-ink">
        Cancellation policy
      </h2>
      <p className="mt-1 text-ink">{describePolicy(policy)}</p>
      {isWeekly ? (
        <p className="mt-2 text-ink" data-testid="series-policy">
          Each weekly session keeps these terms on its own: cancel one and only that session is refunded, or cancel the rest of the series at once.
          For the first session:
        </p>
      ) : null}
      <p className="mt-2 font-medium text-ink" data-testid="full-refund-deadline">
        {describeFullRefundDeadline({ policy, startsAt, now })}
      </p>
    </section>
  )
}
