import { requirePageUser } from '@/lib/server/auth/current-user'

// Placeholder: the overview (spec 2.6) comes with the therapist issues.
export default async function TherapistDashboardPage() {
  const user = await requirePageUser(['Therapist'], '/therapist-dashboard')
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold sm:text-4xl">Welcome, {user.fullName}</h1>
      <p className="mt-3 text-lg text-ink-muted">Your dashboard is being prepared.</p>
    </section>
  )
}
