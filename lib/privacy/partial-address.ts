import { isIP } from 'node:net'

/**
 * The part of a sign-in's internet address that Alafia keeps (decision 042): enough for a person to
 * tell "that was me, at home" from "that was not me", never enough to find the line. An IPv4 address
 * keeps its first two numbers ("102.89.x.x"), an IPv6 address its first three groups
 * ("2001:db8:85a3:x:x:x:x:x"); an IPv4 address written as IPv6 ("::ffff:102.89.3.4") counts as IPv4.
 * Anything else (no address, a proxy's "unknown") keeps nothing: null.
 */
export function partialAddress(address: string | null | undefined): string | null {
  const trimmed = address?.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '') ?? ''
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1]
  const candidate = mapped ?? trimmed
  const kind = isIP(candidate)
  if (kind === 4) return `${candidate.split('.').slice(0, 2).join('.')}.x.x`
  if (kind === 6) return `${ipv6Groups(candidate).slice(0, 3).join(':')}:x:x:x:x:x`
  return null
}

/** The eight groups of an IPv6 address with "::" filled in, each without leading zeros. */
function ipv6Groups(address: string): string[] {
  // An embedded IPv4 tail ("64:ff9b::1.2.3.4") fills the last two groups.
  const withoutIpv4 = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((group) => group.toString(16)).join(':'),
  )
  const [head, tail] = withoutIpv4.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.replace(/^0+(?=.)/, ''))
}
