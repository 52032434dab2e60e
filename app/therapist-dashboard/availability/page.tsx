import type { Metadata } from 'next'
import { AvailabilityTable } from '@/components/availability/availability-table'
import { ButtonLink } from '@/components/ui/button'
import { listAvailability } from '@/lib/server/availability/list-availability'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { lagosClock } from '@/lib/time'
import { deleteAvailabilityAction } from './actions'

export const metadata: Metadata = { title: 'Availability', robots: { index: false } }

// Request-time data (session): app/therapist-dashboard/loading.tsx is the Suspense boundary around it.
export default async function AvailabilityPage() {
  const user = await requireVerifiedTherapist('/therapist-dashboard/availability')
  const days = await listAvailability({ therapistId: user.id })
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">Availability</h1>
          <p className="mt-2 text-ink-muted">The dates and hours patients can book with you, in Lagos time.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/therapist-dashboard/time-off" variant="secondary">
            Time off
          </ButtonLink>
          <ButtonLink href="/therapist-dashboard/create-availability">
            <PlusIcon />
            Create
          </ButtonLink>
        </div>
      </div>
      <div className="mt-6">
        {days.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-sand-200 bg-white px-6 py-12 text-center text-ink-muted">No availability found</p>
        ) : (
          <AvailabilityTable days={days} today={lagosClock(new Date()).date} deleteAction={deleteAvailabilityAction} />
        )}
      </div>
    </section>
  )
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M10 4v12M4 10h12" />
    </svg>
  )
}
