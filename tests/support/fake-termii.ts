import { randomInt } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A local stand-in for Termii's messaging API, speaking the shapes of its published documentation
 * (docs/termii-api.md, https://developers.termii.com/messaging-api), so the production client is
 * exercised over real HTTP:
 *
 *   POST /api/sms/send   JSON { api_key, to, from, sms, type: 'plain', channel: 'dnd' | 'generic' | 'whatsapp' }
 *   200 { code: 'ok', message_id, message_id_str, message: 'Successfully Sent', balance, user }
 *   401 { message } for an unknown api_key; 400 { message } for a missing or malformed field or a
 *   sender ID the account does not own (Termii's "Invalid Sender Id").
 *
 * Tests read what it received, make it refuse (4xx with a message), fail (5xx) or hang, or answer
 * 200 without a message id or with a code other than ok.
 */

export type FakeTermiiMode = 'normal' | 'error' | 'hang' | 'no-id' | 'not-ok'

export type TermiiRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }

export type FakeTermii = {
  baseUrl: string
  apiKey: string
  /** Every request received, its JSON body parsed, in order. */
  readonly requests: TermiiRequest[]
  mode: FakeTermiiMode
  /** Sender IDs (and WhatsApp device names) the account owns; any other `from` is refused. */
  senders: Set<string>
  /** Every send answers this status and message (a refusal quoting the number, say) until null. */
  refuse: { status: number; message: string } | null
  /** The ids given to messages, in order. */
  readonly messageIds: string[]
  close(): Promise<void>
}

const FIELDS = ['api_key', 'to', 'from', 'sms', 'type', 'channel'] as const

export async function startFakeTermii({ apiKey = 'TLtestKey0123456789', senders = ['Alafia'] }: { apiKey?: string; senders?: string[] } = {}): Promise<FakeTermii> {
  const requests: TermiiRequest[] = []
  const messageIds: string[] = []
  const hanging = new Set<ServerResponse>()

  const state = {
    mode: 'normal' as FakeTermiiMode,
    senders: new Set(senders),
    refuse: null as FakeTermii['refuse'],
  }

  const server: Server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      let body: Record<string, unknown> = {}
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      } catch {
        body = {}
      }
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body })
      const send = (status: number, payload: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload))

      if (state.mode === 'hang') {
        hanging.add(response)
        return
      }
      if (state.mode === 'error') return send(500, { message: 'Server Error' })
      if (request.method !== 'POST' || request.url !== '/api/sms/send') return send(404, { message: 'Not Found' })
      if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) return send(400, { message: 'Request must be JSON' })
      if (body.api_key !== apiKey) return send(401, { message: 'Unauthorized' })
      const missing = FIELDS.find((field) => typeof body[field] !== 'string' || !(body[field] as string).trim())
      if (missing) return send(400, { message: `The ${missing} field is required.` })
      if (!/^234[789][01]\d{8}$/.test(body.to as string)) return send(400, { message: 'Phone number must be in the international format' })
      if (body.type !== 'plain') return send(400, { message: 'The type field must be plain.' })
      if (!['dnd', 'generic', 'whatsapp'].includes(body.channel as string)) return send(400, { message: 'The channel must be dnd, whatsapp or generic.' })
      if (!state.senders.has(body.from as string)) return send(400, { message: body.channel === 'whatsapp' ? 'Device not found' : 'Invalid Sender Id' })
      if (state.refuse) return send(state.refuse.status, { message: state.refuse.message })
      if (state.mode === 'not-ok') return send(200, { code: 'error', message: 'You are not set up on this route' })
      // Termii's ids are 19 digits: past Number.MAX_SAFE_INTEGER, hence its message_id_str.
      const id = `${randomInt(1, 9)}${Array.from({ length: 18 }, () => randomInt(0, 10)).join('')}`
      messageIds.push(id)
      if (state.mode === 'no-id') return send(200, { message: 'Successfully Sent', balance: 9, user: 'Alafia Test' })
      return send(200, { code: 'ok', message_id: id, message_id_str: id, message: 'Successfully Sent', balance: 9, user: 'Alafia Test' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    baseUrl,
    apiKey,
    requests,
    messageIds,
    get mode() {
      return state.mode
    },
    set mode(mode) {
      state.mode = mode
    },
    get senders() {
      return state.senders
    },
    set senders(value) {
      state.senders = value
    },
    get refuse() {
      return state.refuse
    },
    set refuse(value) {
      state.refuse = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
