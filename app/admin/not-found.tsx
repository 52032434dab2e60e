import { ButtonLink } from '@/components/ui/button'

/**
 * notFound() inside the admin area (an unknown appointment, user or therapist id): the 404 inside
 * the admin frame, so the sidebar stays. Unknown URLs still get the site's own 404 page.
 */
export default function AdminNotFound() {
  return (
    <section className="flex w-full flex-1 flex-col items-start justify-center gap-6 px-4 py-16 sm:px-6">
      <div className="max-w-xl space-y-3">
        <p className="font-display text-5xl font-semibold text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">Not found</h1>
        <p className="leading-relaxed text-ink-muted">There is nothing at this address. It may have been removed, or the link may be mistyped.</p>
      </div>
      <ButtonLink href="/admin" variant="secondary">
        Back to Admin Dashboard
      </ButtonLink>
    </section>
  )
}
