/*
 * The browser-side defences every response carries (docs/security.md, "Headers").
 *
 * Pure: next.config.ts sets the fixed headers at build time; proxy.ts adds the Content-Security-Policy
 * per page request, because what it allows depends on settings read at run time (Monnify keys,
 * uploadthing), which a build made once for every environment cannot know.
 */

/** Two years (the preload list's minimum), only when the public address is https: browsers ignore it over http. */
export function strictTransportSecurity(appUrl: string | undefined): string | null {
  return appUrl?.startsWith('https://') ? 'max-age=63072000; includeSubDomains' : null
}

type Header = { key: string; value: string }

/**
 * Headers for every response, fixed at build time. HSTS here covers the API and assets when the build
 * knows the https address; proxy.ts sends it on pages from the run-time APP_URL as well.
 */
export function baselineHeaders(appUrl: string | undefined): Header[] {
  const headers: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ]
  const hsts = strictTransportSecurity(appUrl)
  if (hsts) headers.push({ key: 'Strict-Transport-Security', value: hsts })
  return headers
}

export type CspOptions = {
  /** Monnify keys are set: the checkout SDK loads from sdk.monnify.com and frames Monnify's pages. */
  monnify: boolean
  /** Files live on uploadthing: public images are redirected to their ufs.sh address. */
  uploadthing: boolean
  /** `next dev` needs eval for React's debugging and a websocket for reloading. */
  development: boolean
  /** Served over https: ask the browser to upgrade any stray http sub-resource. */
  https: boolean
}

/*
 * Why 'unsafe-inline' for scripts: public pages are prerendered once and served to everyone from the
 * cache (decision 008), and Next writes inline bootstrap scripts into that HTML. A per-request nonce
 * would make every page dynamic again (Next's own guide says so). What keeps injected script out is
 * that user text is only ever rendered as text (React escaping, no dangerouslySetInnerHTML of user
 * input, tested in tests/security/input.test.ts); the policy still stops scripts, frames and
 * connections to any other origin, plugins, <base> hijacking and being framed.
 */
export function contentSecurityPolicy({ monnify, uploadthing, development, https }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(monnify ? ['https://sdk.monnify.com'] : []), ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(uploadthing ? ['https://*.ufs.sh', 'https://utfs.io'] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(monnify ? ['https://*.monnify.com'] : []), ...(development ? ['ws:'] : [])],
    'frame-src': monnify ? ['https://*.monnify.com'] : ["'none'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** The policy for this server, from its environment (the same variables lib/server/config.ts validates). */
export function contentSecurityPolicyFromEnv(env: Record<string, string | undefined> = process.env): string {
  return contentSecurityPolicy({
    monnify: Boolean(env.MONNIFY_API_KEY && env.MONNIFY_SECRET_KEY && env.MONNIFY_CONTRACT_CODE),
    uploadthing: Boolean(env.UPLOADTHING_TOKEN),
    development: env.NODE_ENV === 'development',
    https: Boolean(env.APP_URL?.startsWith('https://')),
  })
}

/*
 * Pages with a person's data (every guarded route) must never be stored by a shared cache (a CDN or
 * a proxy) nor kept by the browser for the back button after logout.
 */
export const PERSONAL_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'
