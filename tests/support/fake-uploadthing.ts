import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A stand-in for uploadthing on localhost, speaking what its server SDK (UTApi 7.7) sends:
 * - PUT {ingest}/{key}?expires&x-ut-*&signature: a multipart "file"; answers { url, appUrl, ufsUrl, fileHash }.
 * - GET {ufs}/a/{appId}/{key}: the bytes; a private file only with a valid, unexpired signature.
 * - POST {api}/v6/deleteFiles with x-uploadthing-api-key: { fileKeys } → { success, deletedCount }.
 * Signatures are checked like uploadthing does: "hmac-sha256=" + hex HMAC-SHA256 of the URL before
 * its signature parameter, keyed with the API key. Bound to localhost only.
 */

export type FakeFile = { bytes: Buffer; type: string; name: string; acl: string | null }

export type FakeUploadthing = {
  token: string
  apiKey: string
  appId: string
  baseUrl: string
  /** For the SDK: ufsHost must contain "local" for it to use http. */
  ufsHost: string
  files: Map<string, FakeFile>
  requests: { method: string; path: string }[]
  /** Makes the next upload fail with this status. */
  failNextUpload: (status: number) => void
  close: () => Promise<void>
}

const read = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })

export async function startFakeUploadthing(): Promise<FakeUploadthing> {
  const apiKey = 'sk_test_fake_uploadthing_key'
  const appId = 'alafiatestapp'
  const token = Buffer.from(JSON.stringify({ apiKey, appId, regions: ['fake-region'] })).toString('base64')
  const files = new Map<string, FakeFile>()
  const requests: { method: string; path: string }[] = []
  let failStatus: number | null = null
  let baseUrl = ''

  const isSigned = (rawUrl: string) => {
    const match = /[?&]signature=hmac-sha256%3D([0-9a-f]+)$|[?&]signature=hmac-sha256=([0-9a-f]+)$/.exec(rawUrl)
    const given = match?.[1] ?? match?.[2]
    if (!given) return false
    const payload = `${baseUrl}${rawUrl.slice(0, match!.index)}`
    const expected = createHmac('sha256', apiKey).update(payload).digest()
    const expires = Number(new URL(payload).searchParams.get('expires'))
    return given.length === expected.length * 2 && timingSafeEqual(Buffer.from(given, 'hex'), expected) && expires > Date.now()
  }

  const server: Server = createServer(async (request, response) => {
    const rawUrl = request.url ?? '/'
    const url = new URL(rawUrl, baseUrl)
    requests.push({ method: request.method ?? '', path: url.pathname })
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const body = await read(request)

    if (request.method === 'PUT') {
      if (failStatus) {
        const status = failStatus
        failStatus = null
        return json(status, { error: 'fake failure' })
      }
      if (!isSigned(rawUrl)) return json(403, { error: 'bad signature' })
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData()
      const file = form.get('file')
      if (!(file instanceof Blob)) return json(400, { error: 'no file' })
      const key = url.pathname.slice(1)
      files.set(key, {
        bytes: Buffer.from(await file.arrayBuffer()),
        type: file.type,
        name: decodeURIComponent(url.searchParams.get('x-ut-file-name') ?? ''),
        acl: url.searchParams.get('x-ut-acl'),
      })
      const ufsUrl = `${baseUrl}/a/${appId}/${key}`
      return json(200, { url: ufsUrl, appUrl: ufsUrl, ufsUrl, fileHash: 'fake-hash' })
    }

    if (request.method === 'GET' && url.pathname.startsWith(`/a/${appId}/`)) {
      const file = files.get(url.pathname.slice(`/a/${appId}/`.length))
      if (!file) return json(404, { error: 'not found' })
      if (file.acl === 'private' && !isSigned(rawUrl)) return json(403, { error: 'private file' })
      return response.writeHead(200, { 'content-type': file.type }).end(file.bytes)
    }

    if (request.method === 'POST' && url.pathname === '/v6/deleteFiles') {
      if (request.headers['x-uploadthing-api-key'] !== apiKey) return json(401, { error: 'bad key' })
      const { fileKeys = [] } = JSON.parse(body.toString() || '{}') as { fileKeys?: string[] }
      const deletedCount = fileKeys.filter((key) => files.delete(key)).length
      return json(200, { success: true, deletedCount })
    }

    return json(404, { error: `no fake for ${request.method} ${url.pathname}` })
  })

  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  const { port } = server.address() as AddressInfo
  baseUrl = `http://localhost:${port}`
  return {
    token,
    apiKey,
    appId,
    baseUrl,
    ufsHost: `localhost:${port}`,
    files,
    requests,
    failNextUpload: (status) => (failStatus = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
