import Link from 'next/link'
import { formatShortDate } from '@/lib/format'
import type { PaymentAlertRow } from '@/lib/server/payments/payment-alerts'
import { MarkAlertHandledButton } from './mark-alert-handled-button'

const LINK = 'font-semibold text-brand-800 underline-offset-4 hover:underline'

/**
 * The payment alerts still open (lib/server/payments/payment-alerts.ts): what a provider reported that
 * nothing here could act on. Shown above the refunds only while there are some; Admins mark each
 * handled once they have dealt with it, Managers read them.
 */
export function PaymentAlertList({ alerts, open, canHandle }: { alerts: PaymentAlertRow[]; open: number; canHandle: boolean }) {
  if (open === 0) return null
  return (
    <section aria-labelledby="payment-alerts-heading" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-6">
      <h2 id="payment-alerts-heading" className="font-sans text-lg font-semibold text-red-900">
        Payment alerts ({open.toLocaleString('en-US')})
      </h2>
      <p className="mt-1 text-sm text-red-900">
        Monnify reported these and nothing here could settle them by itself. Check each one in Monnify&apos;s dashboard
        {canHandle ? ', then mark it handled.' : '; an admin marks it handled.'}
      </p>
      <ol className="mt-4 space-y-3" aria-label="Payment alerts">
        {alerts.map((alert) => (
          <li key={alert._id} className="rounded-xl border border-red-200 bg-white p-4">
            <p id={`alert-${alert._id}`} className="text-sm break-words text-ink">
              {alert.alert}
            </p>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
              <span>
                {alert.eventType} · {formatShortDate(alert.receivedAt)}
                {alert.appointmentId && (
                  <>
                    {' · '}
                    <Link href={`/admin/appointment/${alert.appointmentId}`} className={LINK}>
                      Open the appointment
                    </Link>
                  </>
                )}
              </span>
              {canHandle && <MarkAlertHandledButton alertId={alert._id} describedById={`alert-${alert._id}`} />}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
