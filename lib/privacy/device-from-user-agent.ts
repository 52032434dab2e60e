/**
 * An approximate device for "where you are signed in" (decision 042), from the browser's user agent:
 * "Chrome on Android", "Safari on iPhone", "Firefox on Windows". Only the browser's family and the
 * kind of system, never versions: a person recognises their own phone by that, and user agents lie
 * in detail anyway. Browsers are tested most specific first, because nearly every one also calls
 * itself "Safari" and most call themselves "Chrome".
 */

export const UNKNOWN_DEVICE = 'Unknown device'

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  // HeadlessChrome (automated Chromium) counts as Chrome.
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(curl|Wget)\//i, 'A command-line tool'],
  [/\b(node-fetch|undici|axios|okhttp|python-requests|PostmanRuntime)\b/i, 'An app'],
]

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
]

const firstMatch = (userAgent: string, table: readonly (readonly [RegExp, string])[]) => table.find(([pattern]) => pattern.test(userAgent))?.[1]

export function deviceFromUserAgent(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim() ?? ''
  if (!agent) return UNKNOWN_DEVICE
  const browser = firstMatch(agent, BROWSERS)
  const system = firstMatch(agent, SYSTEMS)
  if (browser && system) return `${browser} on ${system}`
  if (browser) return browser
  if (system) return `A browser on ${system}`
  return UNKNOWN_DEVICE
}

/** How much of a user agent a sign-in keeps: plenty for the device, bounded for the table. */
export const USER_AGENT_MAX_LENGTH = 300

export function trimUserAgent(userAgent: string | null | undefined): string | null {
  const agent = userAgent?.trim() ?? ''
  return agent ? agent.slice(0, USER_AGENT_MAX_LENGTH) : null
}
