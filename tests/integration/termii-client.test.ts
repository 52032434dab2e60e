import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { resetConfigForTests } from '@/lib/server/config'
import { db } from '@/lib/server/db'
import { sendTextMessage } from '@/lib/server/text-messages/send-text-message'
import { sendWithTermii } from '@/lib/server/text-messages/termii/termii-client'
import { createPatient } from '../fixtures/factories'
import { startFakeTermii, type FakeTermii } from '../support/fake-termii'

// The production SMS and WhatsApp path: sendTextMessage writes the TextMessage row, then the real
// Termii client sends it over HTTP to a local fake that speaks Termii's documented API
// (tests/support/fake-termii.ts). The database is real.

const SETTINGS = ['TERMII_API_KEY', 'TERMII_BASE_URL', 'TERMII_SENDER_ID', 'TERMII_WHATSAPP_FROM', 'TERMII_SMS_CHANNEL'] as const
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))
let termii: FakeTermii

beforeAll(async () => {
  termii = await startFakeTermii({ senders: ['Alafia', 'AlafiaWA'] })
})
afterAll(() => termii.close())

afterEach(() => {
  termii.requests.length = 0
  termii.mode = 'normal'
  termii.refuse = null
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  resetConfigForTests()
  vi.restoreAllMocks()
})

function useTermii(extra: Partial<Record<(typeof SETTINGS)[number], string>> = {}) {
  Object.assign(process.env, { TERMII_API_KEY: termii.apiKey, TERMII_BASE_URL: termii.baseUrl, TERMII_SENDER_ID: 'Alafia', ...extra })
  resetConfigForTests()
}

/** A number nobody else's messages use, so each test reads only its own rows. */
const uniquePhone = () => `+23480${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
const TEXT = 'Your Alafia session is at 3:00 PM today.'

/** Everything the server logged while `work` ran, one string. */
async function logsDuring(work: () => Promise<unknown>): Promise<string> {
  const lines: string[] = []
  for (const method of ['log', 'info', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')))
  await work()
  vi.restoreAllMocks()
  return lines.join('\n')
}

describe('sendTextMessage through Termii', () => {
  it('sends the documented request for an SMS and records it as Sent with Termii’s message id', async () => {
    useTermii()
    const patient = await createPatient(db)
    const to = uniquePhone()

    const sent = await sendTextMessage({ userId: patient.id, to, channel: 'SMS', text: TEXT, purpose: 'reminder' })

    expect(termii.requests).toHaveLength(1)
    const [request] = termii.requests
    expect(request!.method).toBe('POST')
    expect(request!.path).toBe('/api/sms/send')
    expect(request!.headers['content-type']).toBe('application/json')
    // Exactly the documented fields: the number in international form without its plus, the DND route.
    expect(request!.body).toEqual({ api_key: termii.apiKey, to: to.slice(1), from: 'Alafia', sms: TEXT, type: 'plain', channel: 'dnd' })
    const id = termii.messageIds.at(-1)!
    expect(id).toMatch(/^\d{19}$/)
    expect(sent).toEqual({ id: sent.id, status: 'Sent', provider: 'termii', providerMessageId: id })
    const row = await db.textMessage.findUniqueOrThrow({ where: { id: sent.id } })
    expect(row).toMatchObject({ userId: patient.id, to, channel: 'SMS', text: TEXT, purpose: 'reminder', status: 'Sent', provider: 'termii', providerMessageId: id, error: null })
    expect(row.sentAt).toBeInstanceOf(Date)
  })

  it('sends WhatsApp on the whatsapp channel from the device name, and the SMS route can be generic', async () => {
    useTermii({ TERMII_WHATSAPP_FROM: 'AlafiaWA', TERMII_SMS_CHANNEL: 'generic' })
    const to = uniquePhone()

    const whatsapp = await sendTextMessage({ userId: null, to, channel: 'WhatsApp', text: TEXT, purpose: 'reminder' })
    const sms = await sendTextMessage({ userId: null, to, channel: 'SMS', text: TEXT, purpose: 'reminder' })

    expect(termii.requests.map((request) => [request.body.channel, request.body.from])).toEqual([
      ['whatsapp', 'AlafiaWA'],
      ['generic', 'Alafia'],
    ])
    expect([whatsapp.status, sms.status]).toEqual(['Sent', 'Sent'])
    expect((await db.textMessage.findUniqueOrThrow({ where: { id: whatsapp.id } })).channel).toBe('WhatsApp')
  })

  it('reads the number however it was written and stores it in E.164', async () => {
    useTermii()
    const sent = await sendTextMessage({ userId: null, to: '0803 555 0101', channel: 'SMS', text: TEXT, purpose: 'reminder' })
    expect(termii.requests[0]!.body.to).toBe('2348035550101')
    expect((await db.textMessage.findUniqueOrThrow({ where: { id: sent.id } })).to).toBe('+2348035550101')
  })

  it('keeps a refused message (4xx) as Failed with Termii’s reason, without the number in the row or the logs', async () => {
    useTermii()
    const to = uniquePhone()
    termii.refuse = { status: 400, message: `The number ${to.slice(1)} is on the DND list` }

    let sent!: Awaited<ReturnType<typeof sendTextMessage>>
    const logs = await logsDuring(async () => {
      sent = await sendTextMessage({ userId: null, to, channel: 'SMS', text: TEXT, purpose: 'reminder' })
    })

    expect(sent.status).toBe('Failed')
    const row = await db.textMessage.findUniqueOrThrow({ where: { id: sent.id } })
    expect(row).toMatchObject({ status: 'Failed', provider: 'termii', providerMessageId: null, sentAt: null })
    expect(row.error).toBe('Termii refused the message (HTTP 400): The number [number] is on the DND list')
    expect(logs).toContain(row.id)
    expect(logs).toContain('Termii refused the message')
    for (const secret of [to, to.slice(1), to.slice(4), TEXT, termii.apiKey]) expect(logs).not.toContain(secret)
  })

  it('names an unknown sender ID and a wrong key as Termii’s refusals', async () => {
    useTermii({ TERMII_SENDER_ID: 'Unknown' })
    const unknownSender = await sendTextMessage({ userId: null, to: uniquePhone(), channel: 'SMS', text: TEXT, purpose: 'reminder' })
    expect((await db.textMessage.findUniqueOrThrow({ where: { id: unknownSender.id } })).error).toBe('Termii refused the message (HTTP 400): Invalid Sender Id')

    useTermii({ TERMII_API_KEY: 'TLwrongKey' })
    const wrongKey = await sendTextMessage({ userId: null, to: uniquePhone(), channel: 'SMS', text: TEXT, purpose: 'reminder' })
    expect((await db.textMessage.findUniqueOrThrow({ where: { id: wrongKey.id } })).error).toBe('Termii refused the message (HTTP 401): Unauthorized')
  })

  it('keeps a message as Failed when Termii is down (5xx), unreachable, or answers without a message id', async () => {
    useTermii()
    termii.mode = 'error'
    const down = await sendTextMessage({ userId: null, to: uniquePhone(), channel: 'SMS', text: TEXT, purpose: 'reminder' })
    expect((await db.textMessage.findUniqueOrThrow({ where: { id: down.id } })).error).toBe('Termii is unavailable (HTTP 500): Server Error')

    termii.mode = 'not-ok'
    const notOk = await sendTextMessage({ userId: null, to: uniquePhone(), channel: 'SMS', text: TEXT, purpose: 'reminder' })
    expect((await db.textMessage.findUniqueOrThrow({ where: { id: notOk.id } })).error).toBe('Termii refused the message (error): You are not set up on this route')

    termii.mode = 'no-id'
    const noId = await sendTextMessage({ userId: null, to: uniquePhone(), channel: 'SMS', text: TEXT, purpose: 'reminder' })
    expect((await db.textMessage.findUniqueOrThrow({ where: { id: noId.id } })).error).toBe('Termii answered without a message id')

    // A port nothing listens on: the connection is refused.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    useTermii({ TERMII_BASE_URL: `http://127.0.0.1:${port}` })
    const unreachable = await sendTextMessage({ userId: null, to: uniquePhone(), channel: 'WhatsApp', text: TEXT, purpose: 'reminder' })
    expect(await db.textMessage.findUniqueOrThrow({ where: { id: unreachable.id } })).toMatchObject({ status: 'Failed', error: 'Termii could not be reached (ECONNREFUSED)' })

    for (const row of [down, notOk, noId, unreachable]) expect(row.status).toBe('Failed')
  })

  it('gives up on a Termii that does not answer, within the timeout', async () => {
    useTermii()
    termii.mode = 'hang'
    const started = Date.now()
    const delivery = await sendWithTermii({ to: uniquePhone(), text: TEXT, channel: 'SMS' }, { timeoutMs: 300 })
    expect(delivery).toEqual({ ok: false, error: 'Termii did not answer within 0.3 seconds' })
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

describe('sendTextMessage without TERMII_API_KEY', () => {
  it('keeps the message in the outbox (Queued, provider outbox) and calls nobody', async () => {
    delete process.env.TERMII_API_KEY
    process.env.TERMII_BASE_URL = termii.baseUrl
    resetConfigForTests()
    const to = uniquePhone()

    const sent = await sendTextMessage({ userId: null, to, channel: 'WhatsApp', text: TEXT, purpose: 'reminder' })

    expect(sent).toEqual({ id: sent.id, status: 'Queued', provider: 'outbox' })
    expect(termii.requests).toEqual([])
    expect(await db.textMessage.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({ to, channel: 'WhatsApp', text: TEXT, status: 'Queued', provider: 'outbox' })
  })

  it('refuses a number that is not a Nigerian mobile number, writing nothing', async () => {
    const text = `Your Alafia session is at 4:00 PM today. ${Math.random()}`
    await expect(sendTextMessage({ userId: null, to: '+44 7700 900123', channel: 'SMS', text, purpose: 'reminder' })).rejects.toThrow('Nigerian mobile number')
    expect(await db.textMessage.count({ where: { text } })).toBe(0)
  })
})
