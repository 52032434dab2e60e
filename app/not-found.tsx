import type { Metadata } from 'next'
import { MainLandmark } from '@/components/layout/main-landmark'
import { BrandLogo } from '@/components/layout/brand-logo'
import { ButtonLink } from '@/components/ui/button'

export const metadata: Metadata = { title: 'Page Not Found' }

/*
 * Any unknown route. A simple centred page rather than the full shell: it renders outside
 * app/(site)/layout.tsx, and a 404 should not need a database lookup for the header.
 */
export default function NotFound() {
  return (
    <MainLandmark className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-16 text-center focus:outline-none">
      <BrandLogo />
      <div className="max-w-md space-y-4">
        <p className="font-display text-7xl font-semibold text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">Page Not Found</h1>
        <p className="text-lg leading-relaxed text-ink-muted">
          We could not find the page you were looking for. It may have moved, or the link may be mistyped.
        </p>
      </div>
      <ButtonLink href="/" size="lg">
        Back Home
      </ButtonLink>
    </MainLandmark>
  )
}
