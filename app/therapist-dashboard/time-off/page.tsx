import type { Metadata } from 'next'
import { WeeksAhead } from '@/components/availability/weeks-ahead'
import { TakeTimeOff } from '@/components/time-off/take-time-off'
import { TimeOffList } from '@/components/time-off/time-off-list'
import { findWeeksAhead } from '@/lib/server/availability/find-weeks-ahead'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { listTimeOff } from '@/lib/server/time-off/list-time-off'
import { lagosClock } from '@/lib/time'
import { createTimeOffAction, deleteTimeOffAction, findClashesAction, moveOptionsAction, proposeMoveAction } from './actions'
import { BackToAvailability } from '@/components/availability/back-to-availability'

export const metadata: Metadata = { title: 'Time off', robots: { index: false } }

// Request-time data (session): app/therapist-dashboard/loading.tsx is the Suspense boundary around it.
export default async function TimeOffPage() {
  const user = await requireVerifiedTherapist('/therapist-dashboard/time-off')
  const now = new Date()
  const [items, weeksAhead] = await Promise.all([listTimeOff({ therapistId: user.id, now }), findWeeksAhead({ therapistId: user.id, now })])
  const today = lagosClock(now).date
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <BackToAvailability />
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Time off</h1>
      <p className="mt-2 text-ink-muted">
        Days you are away. Your free hours on them are removed and patients cannot book them. Paid sessions in them are moved or cancelled with a full refund first.
      </p>
      <div className="mt-6 space-y-8">
        <TakeTimeOff
          today={today}
          actions={{ create: createTimeOffAction, findClashes: findClashesAction, moveOptions: moveOptionsAction, proposeMove: proposeMoveAction }}
        />
        <TimeOffList items={items} removeAction={deleteTimeOffAction} />
        <WeeksAhead glances={weeksAhead} today={today} />
      </div>
    </section>
  )
}
