import { describe, expect, it } from 'vitest'
import { isSafeRequestId, loggablePath, requestIdFrom, withRequestId } from '@/lib/request-log'
import * as server from '../../scripts/lib/request-log.mjs'

const RESET_TOKEN = 'Qm9yaW5nLXRva2VuLXRoYXQtbXVzdC1ub3QtYmUtbG9nZ2Vk' // 48 base64url characters
const PATHS: [string, string][] = [
  ['/', '/'],
  ['/reset-Password?token=abc', '/reset-Password'],
  ['/therapists?q=Ada#top', '/therapists'],
  [`/api/v1/patient/resetpassword/${RESET_TOKEN}`, '/api/v1/patient/resetpassword/[redacted]'],
  ['/api/v1/patient/appointment/8fe0a11a-c24f-4c71-907d-7939aa31c44a', '/api/v1/patient/appointment/8fe0a11a-c24f-4c71-907d-7939aa31c44a'],
  ['/_next/static/chunks/0aj5rv0ao475a.js', '/_next/static/chunks/0aj5rv0ao475a.js'],
  ['/therapist-dashboard/edit-availability/2031-04-07', '/therapist-dashboard/edit-availability/2031-04-07'],
]

describe('what a log line may say about a request', () => {
  it.each(PATHS)('logs %s as %s (the app and scripts/serve.mjs alike)', (url, expected) => {
    expect(loggablePath(url)).toBe(expected)
    expect(server.loggablePath(url)).toBe(expected)
  })

  it('keeps a well-formed incoming request id and replaces anything else', () => {
    for (const incoming of ['trace-abc12345', 'lb.0f3a9c77-1', 'A'.repeat(64)]) {
      expect(isSafeRequestId(incoming)).toBe(true)
      expect(requestIdFrom(incoming)).toBe(incoming)
      expect(server.requestIdFrom(incoming)).toBe(incoming)
    }
    for (const hostile of ['<script>alert(1)</script>', 'short', 'A'.repeat(65), 'id with spaces', 'a\nfake="log line"', '', null]) {
      expect(isSafeRequestId(hostile)).toBe(false)
      expect(requestIdFrom(hostile)).toMatch(/^[0-9a-f-]{36}$/)
      expect(server.requestIdFrom(hostile)).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('hands proxy.ts a copy of the headers carrying the id, leaving the original alone', () => {
    const original = new Headers({ cookie: 'a=b', 'x-request-id': 'not ok!' })
    const { requestId, headers } = withRequestId(original)
    expect(headers.get('x-request-id')).toBe(requestId)
    expect(headers.get('cookie')).toBe('a=b')
    expect(original.get('x-request-id')).toBe('not ok!')
    expect(withRequestId(new Headers({ 'x-request-id': 'trace-abc12345' })).requestId).toBe('trace-abc12345')
  })
})
