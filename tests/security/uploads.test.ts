// Hostile files through the real upload endpoint (a therapist's verification documents): refused
// whole, or stored only as a clean re-encoded picture, and private to their owner and the admins.
import { describe, expect, it } from 'vitest'
import {
  EXIF_MARKERS, HTML_PAYLOAD, JPEG_MAGIC_THEN_HTML, SVG_WITH_SCRIPT, gifBytes, hugeDimensionPng, jpegOfSize, jpegWithGps, jpegWithTrailingPayload,
} from '../fixtures/hostile-files'
import { BASE, db, demo, freshPatient, freshTherapist, type Actor } from './support/target'

const MAX_DOCUMENT_BYTES = 5_242_880

function upload(therapist: Actor, bytes: Buffer, name: string, type: string) {
  const form = new FormData()
  form.set('certificate', new Blob([new Uint8Array(bytes)], { type }), name)
  return fetch(`${BASE}/api/v1/therapist/document/add-certificates`, { method: 'POST', headers: { authorization: `Bearer ${therapist.token}` }, body: form })
}

const storedFor = async (therapist: Actor) => ({
  documents: await db.therapistDocument.count({ where: { therapistId: therapist.id } }),
  files: await db.storedFile.count({ where: { uploadedById: therapist.id } }),
})

async function servedDocument(therapist: Actor) {
  const document = await db.therapistDocument.findFirstOrThrow({ where: { therapistId: therapist.id } })
  return { id: document.fileId, response: await fetch(`${BASE}/api/files/${document.fileId}`, { headers: { authorization: `Bearer ${therapist.token}` } }) }
}

describe('uploads', () => {
  it.each([
    ['an SVG carrying a script', SVG_WITH_SCRIPT, 'certificate.svg', 'image/svg+xml'],
    ['an HTML page named .jpg', HTML_PAYLOAD, 'certificate.jpg', 'image/jpeg'],
    ['JPEG magic bytes followed by HTML', JPEG_MAGIC_THEN_HTML, 'certificate.jpg', 'image/jpeg'],
  ])('%s is refused and nothing is stored', async (_what, bytes, name, type) => {
    const therapist = await freshTherapist({ verified: false })
    const response = await upload(therapist, bytes, name, type)
    expect([400, 415]).toContain(response.status)
    expect(await storedFor(therapist)).toEqual({ documents: 0, files: 0 })
  })

  it('a GIF (a picture, but not an accepted format) is refused', async () => {
    const therapist = await freshTherapist({ verified: false })
    expect([400, 415]).toContain((await upload(therapist, await gifBytes(), 'certificate.gif', 'image/gif')).status)
    expect(await storedFor(therapist)).toEqual({ documents: 0, files: 0 })
  })

  it('a decompression bomb (30,000 × 30,000 pixels in a few kilobytes) is refused without being decoded', async () => {
    const therapist = await freshTherapist({ verified: false })
    const response = await upload(therapist, hugeDimensionPng(), 'certificate.png', 'image/png')
    expect([400, 413, 415]).toContain(response.status)
    expect(await storedFor(therapist)).toEqual({ documents: 0, files: 0 })
    expect((await fetch(`${BASE}/api/v1/health`)).status).toBe(200)
  })

  it('a file one byte over 5 MB is refused with the limit named', async () => {
    const therapist = await freshTherapist({ verified: false })
    const response = await upload(therapist, await jpegOfSize(MAX_DOCUMENT_BYTES + 1), 'certificate.jpg', 'image/jpeg')
    expect(response.status).toBe(400)
    expect(await storedFor(therapist)).toEqual({ documents: 0, files: 0 })
  })

  it('a body far over the limit is cut off unread with 413', async () => {
    const therapist = await freshTherapist({ verified: false })
    const response = await upload(therapist, await jpegOfSize(3 * MAX_DOCUMENT_BYTES), 'certificate.jpg', 'image/jpeg')
    expect(response.status).toBe(413)
    expect(await storedFor(therapist)).toEqual({ documents: 0, files: 0 })
  })

  it('a picture with a page hidden after its end is stored without it', async () => {
    const therapist = await freshTherapist({ verified: false })
    expect((await upload(therapist, await jpegWithTrailingPayload(), 'certificate.jpg', 'image/jpeg')).status).toBe(201)
    const { response } = await servedDocument(therapist)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.includes('<script>')).toBe(false)
    expect(bytes.includes('evil.html')).toBe(false)
  })

  it("a photo's GPS position and camera are removed before it is stored", async () => {
    const therapist = await freshTherapist({ verified: false })
    expect((await upload(therapist, await jpegWithGps(), 'certificate.jpg', 'image/jpeg')).status).toBe(201)
    const bytes = Buffer.from(await (await servedDocument(therapist)).response.arrayBuffer())
    expect(bytes.includes(EXIF_MARKERS.make)).toBe(false)
    expect(bytes.includes(EXIF_MARKERS.mapDatum)).toBe(false)
  })

  it('a verification document is served to its therapist and the admins only', async () => {
    const therapist = await freshTherapist({ verified: false })
    expect((await upload(therapist, await jpegWithGps(), 'certificate.jpg', 'image/jpeg')).status).toBe(201)
    const { id } = await servedDocument(therapist)
    const [rival, patient, admin] = await Promise.all([freshTherapist(), freshPatient(), demo('admin')])
    expect((await fetch(`${BASE}/api/files/${id}`)).status).toBe(404)
    for (const other of [rival, patient]) expect((await fetch(`${BASE}/api/files/${id}`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404)
    expect((await fetch(`${BASE}/api/files/${id}`, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(200)
  })
})
