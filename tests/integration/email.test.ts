import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { sendEmail } from '@/lib/server/email/send-email'

// A stand-in for Resend's API (https://resend.com/docs/api-reference/emails/send-email):
// POST /emails with a Bearer key and a JSON body answers 200 { id }. It records what it received.
type Received = { method?: string; url?: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }
const received: Received[] = []
let answer: { status: number; body: unknown } = { status: 200, body: {} }
let server: Server
let baseUrl: string

const API_KEY = 're_test_0123456789'
const SETTINGS = ['RESEND_API_KEY', 'RESEND_BASE_URL', 'EMAIL_FROM'] as const
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body: raw ? JSON.parse(raw) : {} })
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

afterEach(() => {
  received.length = 0
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  resetConfigForTests()
})

function useResend() {
  process.env.RESEND_API_KEY = API_KEY
  process.env.RESEND_BASE_URL = baseUrl
  process.env.EMAIL_FROM = 'Alafia <no-reply@alafia.test>'
  resetConfigForTests()
}

const recipient = () => `support-${randomUUID()}@example.test`

describe('sendEmail through Resend', () => {
  it('sends the documented request and records the email as Sent with Resend id', async () => {
    useResend()
    const providerId = `email_${randomUUID()}`
    answer = { status: 200, body: { id: providerId } }
    const to = recipient()

    const sent = await sendEmail({ to, subject: 'Contact form: Ada', text: 'Hello\nthere', html: '<p>Hello</p>', replyTo: 'ada@example.test' })

    expect(received).toHaveLength(1)
    const [request] = received
    expect(request!.method).toBe('POST')
    expect(request!.url).toBe('/emails')
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`)
    expect(request!.headers['content-type']).toMatch(/^application\/json/)
    // The outbox id doubles as the idempotency key, so a retried row is never delivered twice.
    expect(request!.headers['idempotency-key']).toBe(`outbox-${sent.id}`)
    expect(request!.body).toEqual({
      from: 'Alafia <no-reply@alafia.test>', to, subject: 'Contact form: Ada', text: 'Hello\nthere', html: '<p>Hello</p>', reply_to: 'ada@example.test',
    })

    expect(sent).toEqual({ id: sent.id, status: 'Sent', provider: 'resend', providerMessageId: providerId })
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: sent.id } })
    expect(row).toMatchObject({ to, subject: 'Contact form: Ada', text: 'Hello\nthere', html: '<p>Hello</p>', status: 'Sent', provider: 'resend', providerMessageId: providerId, error: null })
    expect(row.sentAt).toBeInstanceOf(Date)
  })

  it('sends attachments in Resend documented shape and keeps them in the outbox row', async () => {
    useResend()
    answer = { status: 200, body: { id: `email_${randomUUID()}` } }
    const invite = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n'
    const attachment = { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: Buffer.from(invite).toString('base64') }

    const sent = await sendEmail({ to: recipient(), subject: 'Your appointment is confirmed', text: 'See you soon', attachments: [attachment] })

    expect(sent.status).toBe('Sent')
    expect(received).toHaveLength(1)
    // https://resend.com/docs/api-reference/emails/send-email: attachments[].{ filename, content (base64), content_type }.
    expect(received[0]!.body.attachments).toEqual([{ filename: 'invite.ics', content: attachment.content, content_type: 'text/calendar; method=REQUEST' }])
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: sent.id } })
    expect(row.attachments).toEqual([attachment])
    expect(Buffer.from((row.attachments as { content: string }[])[0]!.content, 'base64').toString()).toBe(invite)
  })

  it('marks the email Failed with the cause when Resend answers 500, and does not throw', async () => {
    useResend()
    answer = { status: 500, body: { name: 'internal_server_error', message: 'Something broke', statusCode: 500 } }
    const to = recipient()

    const sent = await sendEmail({ to, subject: 'Reset your password', text: 'Use this link' })

    expect(received).toHaveLength(1)
    expect(received[0]!.body).not.toHaveProperty('html')
    expect(sent).toMatchObject({ status: 'Failed', provider: 'resend' })
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: sent.id } })
    expect(row).toMatchObject({ to, status: 'Failed', provider: 'resend', providerMessageId: null, sentAt: null })
    expect(row.error).toContain('Something broke')
  })

  it('marks the email Failed when Resend cannot be reached', async () => {
    useResend()
    // A port nothing listens on: the connection is refused.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    process.env.RESEND_BASE_URL = `http://127.0.0.1:${port}`
    resetConfigForTests()

    const sent = await sendEmail({ to: recipient(), subject: 'Hello', text: 'Hi' })
    expect(sent.status).toBe('Failed')
    expect((await db.emailOutbox.findUniqueOrThrow({ where: { id: sent.id } })).error).toBeTruthy()
  })
})

describe('sendEmail without a provider', () => {
  it('keeps the email in the outbox as the delivery and calls no one', async () => {
    delete process.env.RESEND_API_KEY
    process.env.RESEND_BASE_URL = baseUrl
    resetConfigForTests()
    const to = recipient()

    const sent = await sendEmail({ to, subject: 'Your appointment', text: 'See you soon', replyTo: 'someone@example.test' })

    expect(received).toHaveLength(0)
    expect(sent).toEqual({ id: sent.id, status: 'Queued', provider: 'outbox' })
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: sent.id } })
    expect(row).toMatchObject({ to, subject: 'Your appointment', text: 'See you soon', status: 'Queued', provider: 'outbox', error: null, attachments: null })
  })

  it('never lets a line break into a header: the subject stays one line', async () => {
    delete process.env.RESEND_API_KEY
    resetConfigForTests()
    const to = recipient()
    const sent = await sendEmail({ to, subject: 'Contact form: Eve\r\nBcc: victim@example.test', text: 'Line one\nLine two' })
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { id: sent.id } })
    expect(row.subject).toBe('Contact form: Eve Bcc: victim@example.test')
    expect(row.subject).not.toMatch(/[\r\n]/)
    // The body keeps its lines.
    expect(row.text).toBe('Line one\nLine two')
  })

  it('keeps attachments in the outbox row, where admins and a later retry find them', async () => {
    delete process.env.RESEND_API_KEY
    resetConfigForTests()
    const attachment = { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: Buffer.from('BEGIN:VCALENDAR\r\n').toString('base64') }

    const sent = await sendEmail({ to: recipient(), subject: 'Your appointment', text: 'See you soon', attachments: [attachment] })

    expect(received).toHaveLength(0)
    expect((await db.emailOutbox.findUniqueOrThrow({ where: { id: sent.id } })).attachments).toEqual([attachment])
  })
})
