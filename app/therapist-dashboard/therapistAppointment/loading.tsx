import { Spinner } from '@/components/ui/spinner'

/**
 * The schedule's own loading state: a navigation from the dashboard home (same layout) shows it at
 * once while the page checks the session and reads the appointments.
 */
export default function TherapistAppointmentsLoading() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-24">
      <Spinner label="Loading your appointments" />
    </div>
  )
}
