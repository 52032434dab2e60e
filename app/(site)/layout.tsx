import { MainLandmark } from '@/components/layout/main-landmark'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { SkipLink } from '@/components/layout/skip-link'

/** The public shell: bar or drawer, the page area, the footer. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* The same HTML for everyone: the browser fills in the signed-in user's links. */}
      <SiteHeader />
      <MainLandmark className="flex flex-1 flex-col focus:outline-none">{children}</MainLandmark>
      <SiteFooter />
      <ScrollToTop />
    </div>
  )
}
