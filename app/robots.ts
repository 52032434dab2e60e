import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/server/seo/site-url'

// Private areas and one-time pages stay out of search engines (they need a session anyway).
const PRIVATE_PATHS = [
  '/admin',
  '/therapist-dashboard',
  '/therapist-profile',
  '/update-therapist-profile',
  '/therapist-change-password',
  '/patient-profile',
  '/edit-patient-profile',
  '/patient-change-password',
  '/user-profile',
  '/reschedule-appointment',
  '/confirm-appointment',
  '/appointment-confirmation',
  '/payment-successful',
  '/payment-error',
  '/reset-Password',
  '/token-expired',
  '/unauthorized',
  '/api/',
]

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PATHS }],
    sitemap: siteUrl('/sitemap.xml'),
  }
}
