import { NextResponse, type NextRequest } from 'next/server'
import { withRequestId } from '@/lib/request-log'
import { decideAccess, rolesForPath } from '@/lib/route-access'
import { contentSecurityPolicyFromEnv, PERSONAL_CACHE_CONTROL, strictTransportSecurity } from '@/lib/security-headers'
import { DIRECTORY_PARAMS, directoryCanonicalRedirect, directoryRewritePath } from '@/lib/validation/directory'
import { decodeSessionToken, sessionCookieName, usesSecureCookies } from '@/lib/session-cookie'

/*
 * The fast first check of the route table (lib/route-access.ts): visitors go to the login page, a wrong role to
 * /unauthorized. It is a convenience only: every page, server action and route handler checks the
 * session and role again in lib/server (a request that skips this proxy still gets nothing).
 */
export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === SITEMAP_PATH) return sitemapOnlyRead(request)
  // The page or action logs the id its response carries (serverless hosts; behind serve.mjs it is kept).
  const { requestId, headers } = withRequestId(request.headers)
  const response = await route(request, headers)
  response.headers.set('X-Request-Id', requestId)
  // Every page gets the policy of this server's settings (lib/security-headers.ts says why here).
  response.headers.set('Content-Security-Policy', contentSecurityPolicyFromEnv())
  const hsts = strictTransportSecurity(process.env.APP_URL)
  if (hsts) response.headers.set('Strict-Transport-Security', hsts)
  if (rolesForPath(request.nextUrl.pathname)) response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL)
  return response
}

async function route(request: NextRequest, headers: Headers): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl
  // /therapists stays one static page; a filtered URL (?specialty=, ?q=, ?mode=, ?language=, …) is served by the cached page
  // of its normalised filters, while the browser keeps the URL it asked for (public: no access check).
  if (pathname === '/therapists') {
    const canonical = request.method === 'GET' ? directoryCanonicalRedirect(request.nextUrl.searchParams) : null
    if (canonical) return NextResponse.redirect(new URL(canonical, request.url), 303)
    const filteredPath = directoryRewritePath(request.nextUrl.searchParams)
    if (!filteredPath) return NextResponse.next({ request: { headers } })
    const target = request.nextUrl.clone()
    target.pathname = filteredPath
    for (const key of DIRECTORY_PARAMS) target.searchParams.delete(key)
    return NextResponse.rewrite(target, { request: { headers } })
  }
  // The proxy reads AUTH_SECRET and APP_URL straight from the environment: it cannot import the
  // server-only config module, and start-up (instrumentation.ts) has already validated both.
  const token = request.cookies.get(sessionCookieName(usesSecureCookies()))?.value
  const claims = await decodeSessionToken(token, process.env.AUTH_SECRET)
  const decision = decideAccess(pathname, search, claims?.role ?? null)
  if (decision.kind === 'allow') return NextResponse.next({ request: { headers } })
  return NextResponse.redirect(new URL(decision.to, request.url))
}

const SITEMAP_PATH = '/sitemap.xml'

/**
 * The sitemap is a cached route handler that Next regenerates when its data changes. A POST carrying a
 * Next-Action header made Next regenerate it with that method: the handler answered 405 and Next kept
 * the 405 as the sitemap, for everyone, until the next build. Only reads reach it.
 */
function sitemapOnlyRead(request: NextRequest): NextResponse {
  if (request.method === 'GET' || request.method === 'HEAD') return NextResponse.next()
  return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
}

export const config = {
  // Pages, and the sitemap: the API, Next's assets and other files with an extension are not routed here.
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)', '/sitemap.xml'],
}
