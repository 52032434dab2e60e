import { describe, expect, it } from 'vitest'
import { deviceFromUserAgent, trimUserAgent, UNKNOWN_DEVICE, USER_AGENT_MAX_LENGTH } from '@/lib/privacy/device-from-user-agent'
import { partialAddress } from '@/lib/privacy/partial-address'

describe('deviceFromUserAgent', () => {
  const cases: [string, string][] = [
    ['Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox on Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'Safari on Mac'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1', 'Chrome on iPhone'],
    ['Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 OPR/85.0.0.0', 'Opera on Android'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iPad'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on ChromeOS'],
    ['curl/8.5.0', 'A command-line tool'],
    ['Mozilla/5.0 (Linux; Android 14)', 'A browser on Android'],
  ]
  it.each(cases)('%s → %s', (agent, device) => {
    expect(deviceFromUserAgent(agent)).toBe(device)
  })

  it('says it does not know rather than guess', () => {
    expect(deviceFromUserAgent(null)).toBe(UNKNOWN_DEVICE)
    expect(deviceFromUserAgent('   ')).toBe(UNKNOWN_DEVICE)
    expect(deviceFromUserAgent('SomethingElse/1.0')).toBe(UNKNOWN_DEVICE)
  })

  it('keeps at most 300 characters of a user agent, and nothing for an empty one', () => {
    expect(trimUserAgent('x'.repeat(1000))).toHaveLength(USER_AGENT_MAX_LENGTH)
    expect(trimUserAgent('  Firefox/1  ')).toBe('Firefox/1')
    expect(trimUserAgent('')).toBeNull()
    expect(trimUserAgent(undefined)).toBeNull()
  })
})

describe('partialAddress', () => {
  it('keeps the first two numbers of an IPv4 address', () => {
    expect(partialAddress('102.89.34.211')).toBe('102.89.x.x')
    expect(partialAddress(' 127.0.0.1 ')).toBe('127.0.x.x')
    expect(partialAddress('::ffff:105.112.7.9')).toBe('105.112.x.x')
  })

  it('keeps the first three groups of an IPv6 address, however it is written', () => {
    expect(partialAddress('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3:x:x:x:x:x')
    expect(partialAddress('2c0f:f5c0:b00::1')).toBe('2c0f:f5c0:b00:x:x:x:x:x')
    expect(partialAddress('2c0f::1')).toBe('2c0f:0:0:x:x:x:x:x')
    expect(partialAddress('::1')).toBe('0:0:0:x:x:x:x:x')
    expect(partialAddress('[fe80::1%eth0]')).toBe('fe80:0:0:x:x:x:x:x')
  })

  it('never keeps the whole address, and keeps nothing of what is not one', () => {
    for (const full of ['102.89.34.211', '2001:db8:85a3::8a2e:370:7334']) {
      const kept = partialAddress(full) ?? ''
      expect(kept).not.toContain('34.211')
      expect(kept).not.toContain('7334')
    }
    expect(partialAddress('unknown')).toBeNull()
    expect(partialAddress('')).toBeNull()
    expect(partialAddress(null)).toBeNull()
    expect(partialAddress('999.1.1.1')).toBeNull()
  })
})
