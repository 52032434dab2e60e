'use client'

import Link from 'next/link'
import { Button, buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import type { AccountSummary } from '@/lib/account/nav-account'
import { LOGIN_TO_BOOK, loginToBookPath, PATIENTS_ONLY } from '@/lib/booking/slot-choices'

type Props = { account: AccountSummary | null | undefined; therapistId: string; onNext: () => void }

/**
 * What follows the choice: Next for a patient, the login prompt for a visitor (back to this
 * page afterwards, as the blog's prompt does), a note for accounts that cannot book. Until the
 * browser knows who is signed in, the prompt holds its place unseen so the page does not move.
 */
export function BookingNextStep({ account, therapistId, onNext }: Props) {
  if (account === undefined || account === null) {
    return (
      <div
        aria-hidden={account === undefined || undefined}
        className={cn('flex flex-col gap-3 rounded-xl border border-sand-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between', account === undefined && 'invisible')}
      >
        <p className="font-medium text-ink">{LOGIN_TO_BOOK}</p>
        {/* The login page is rendered for each request: a prefetch would fetch its shell, then the tap fetches it again. */}
        <Link href={loginToBookPath(therapistId)} prefetch={false} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
          Login
        </Link>
      </div>
    )
  }
  if (account.role !== 'Patient') {
    return (
      <p role="status" className="rounded-xl border border-sand-200 bg-white p-4 font-medium text-ink">
        {PATIENTS_ONLY}
      </p>
    )
  }
  return (
    <div className="flex justify-end">
      <Button size="lg" className="w-full sm:w-auto sm:min-w-40" onClick={onNext}>
        Next
      </Button>
    </div>
  )
}
