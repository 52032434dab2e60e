import path from 'node:path'

// The JavaScript floor: the smallest App Router page this Next version ships (scripts/lib/first-load-js.mjs).
// It takes the app's settings that change what the browser loads, and nothing of ours.
const nextConfig = {
  reactStrictMode: true,
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // Next and React resolve from the repository's node_modules, two folders up.
  turbopack: { root: path.resolve(import.meta.dirname, '../..') },
  outputFileTracingRoot: path.resolve(import.meta.dirname, '../..'),
}

export default nextConfig
