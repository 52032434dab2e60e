import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { LazyToaster } from '@/components/ui/lazy-toaster'
import { siteUrl } from '@/lib/server/seo/site-url'
import './globals.css'

// Self-hosted variable fonts (Google Fonts cannot be fetched at build time).
const inter = localFont({ src: './fonts/inter-latin-variable.woff2', variable: '--font-inter', display: 'swap' })
const fraunces = localFont({ src: './fonts/fraunces-latin-variable.woff2', variable: '--font-fraunces', display: 'swap', preload: false })

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl('/')),
  openGraph: { siteName: 'Alafia', locale: 'en_NG', type: 'website', images: ['/images/og-default.png'] },
  title: { default: 'Alafia — Book verified therapists in Nigeria', template: '%s · Alafia' },
  description: 'Find verified therapists and counsellors in Nigeria, book and pay for sessions in naira, and reschedule with ease.',
  applicationName: 'Alafia',
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
