import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { siteUrl } from '@/lib/server/seo/site-url'
import './globals.css'

// Self-hosted fonts cut down to the characters and weights the pages use (scripts/subset-fonts.mjs):
// Inter 400–700 for text, Fraunces semibold for headings. Text shows at once in the fallback font
// (swap); neither is preloaded, so no font competes with the page's HTML, CSS and scripts for the
// first bytes on a slow connection (decision 045).
const inter = localFont({ src: './fonts/inter-subset.woff2', variable: '--font-inter', display: 'swap', weight: '400 700', preload: false })
const fraunces = localFont({ src: './fonts/fraunces-600-subset.woff2', variable: '--font-fraunces', display: 'swap', weight: '600', preload: false })

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl('/')),
  openGraph: { siteName: 'Alafia', locale: 'en_NG', type: 'website', images: ['/images/og-default.png'] },
  title: { default: 'Alafia — Book verified therapists in Nigeria', template: '%s · Alafia' },
  description: 'Find verified therapists and counsellors in Nigeria, book and pay for sessions in naira, and reschedule with ease.',
  applicationName: 'Alafia',
  // A plain file with a day's caching (next.config.ts): the router puts the icon's link in the head
  // again on every client-side navigation, and a file Next serves as "revalidate every time" was
  // asked for again each time (about 0.9 KB per page on a phone's metered data).
  icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' } },
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f5f54' }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-NG" className={`${inter.variable} ${fraunces.variable}`}>
      <body>
        {children}
        <LazyToaster />
      </body>
    </html>
  )
}
