import Link from 'next/link'

/** The way back from the planner, an edit or time off to the Availability list. */
export function BackToAvailability() {
  return (
    <Link href="/therapist-dashboard/availability" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
      ← Back to Availability
    </Link>
  )
}
