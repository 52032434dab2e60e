import type { Metadata } from 'next'
import { AvailabilityPlanner } from '@/components/availability/availability-planner'
import { findPlannerDays } from '@/lib/server/availability/find-planner-days'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'
import { setAvailabilityAction } from './actions'
import { BackToAvailability } from '@/components/availability/back-to-availability'

export const metadata: Metadata = { title: 'Set Your Availability', robots: { index: false } }

// Request-time data (session): app/therapist-dashboard/loading.tsx is the Suspense boundary around it.
export default async function CreateAvailabilityPage() {
  const user = await requireVerifiedTherapist('/therapist-dashboard/create-availability')
  const { clock, existing, weeksAhead } = await findPlannerDays({ therapistId: user.id })
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <BackToAvailability />
      <div className="mt-4">
        <AvailabilityPlanner initialClock={clock} existing={existing} weeksAhead={weeksAhead} action={setAvailabilityAction} />
      </div>
    </section>
  )
}
