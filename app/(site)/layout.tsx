import { Suspense } from 'react'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader, SiteHeaderFallback } from '@/components/layout/site-header'
import { SkipLink } from '@/components/layout/skip-link'

/** The public shell (spec 2.1): bar or drawer, the page area, the footer. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* The user lookup must not hold up the page: the plain links show until it answers. */}
      <Suspense fallback={<SiteHeaderFallback />}>
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop />
    </div>
  )
}
