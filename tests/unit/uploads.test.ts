import { describe, expect, it } from 'vitest'
import { sniffImageType } from '@/lib/server/uploads/sanitize-image'
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_WRONG_TYPE,
  isWithinUploadLimit,
  maxUploadBytes,
  NO_FILE_SELECTED,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_WRONG_TYPE,
  precheckUpload,
  UPLOAD_FIELD_KIND,
} from '@/lib/validation/uploads'

const chosen = (size: number, type = 'image/jpeg', name = 'picture.jpg') => ({ size, type, name })

describe('upload limits (spec 9)', () => {
  it('keeps photos and blog images under 3,072,000 bytes', () => {
    for (const kind of ['photo', 'blog'] as const) {
      expect(maxUploadBytes(kind)).toBe(PHOTO_MAX_BYTES - 1)
      expect(isWithinUploadLimit(kind, 3_071_999)).toBe(true)
      expect(isWithinUploadLimit(kind, 3_072_000)).toBe(false)
    }
  })

  it('allows documents of at most 5,242,880 bytes', () => {
    expect(isWithinUploadLimit('document', DOCUMENT_MAX_BYTES)).toBe(true)
    expect(isWithinUploadLimit('document', DOCUMENT_MAX_BYTES + 1)).toBe(false)
  })

  it('never counts an empty file as within the limit', () => {
    expect(isWithinUploadLimit('photo', 0)).toBe(false)
  })

  it('maps the spec 7 field names to their kinds', () => {
    expect(UPLOAD_FIELD_KIND).toEqual({ profilePhoto: 'photo', blogImage: 'blog', certificate: 'document', cacDocument: 'document', logo: 'document' })
  })
})

describe('precheckUpload: instant feedback in forms, with the spec 8 messages', () => {
  it('asks for a file when none is chosen', () => {
    expect(precheckUpload('document', null)).toBe(NO_FILE_SELECTED)
    expect(precheckUpload('photo', undefined)).toBe(NO_FILE_SELECTED)
    expect(precheckUpload('document', chosen(0))).toBe(NO_FILE_SELECTED)
  })

  it('gives each kind its own size message', () => {
    expect(precheckUpload('photo', chosen(3_100_000))).toBe(PHOTO_TOO_LARGE)
    expect(precheckUpload('blog', chosen(PHOTO_MAX_BYTES))).toBe(PHOTO_TOO_LARGE)
    expect(precheckUpload('document', chosen(5_300_000))).toBe(DOCUMENT_TOO_LARGE)
  })

  it('gives each kind its own type message', () => {
    expect(precheckUpload('photo', chosen(1000, 'image/svg+xml', 'logo.svg'))).toBe(PHOTO_WRONG_TYPE)
    expect(precheckUpload('blog', chosen(1000, 'image/gif', 'a.gif'))).toBe(PHOTO_WRONG_TYPE)
    expect(precheckUpload('document', chosen(1000, 'application/pdf', 'cac.pdf'))).toBe(DOCUMENT_WRONG_TYPE)
  })

  it('accepts JPEG and PNG by declared type, or by name when the browser declares none', () => {
    expect(precheckUpload('photo', chosen(1000, 'image/jpeg'))).toBeNull()
    expect(precheckUpload('photo', chosen(1000, 'IMAGE/PNG', 'x.png'))).toBeNull()
    expect(precheckUpload('document', chosen(DOCUMENT_MAX_BYTES, 'image/jpeg'))).toBeNull()
    expect(precheckUpload('document', chosen(1000, '', 'scan.JPEG'))).toBeNull()
    expect(precheckUpload('document', chosen(1000, '', 'scan.pdf'))).toBe(DOCUMENT_WRONG_TYPE)
  })
})

describe('sniffImageType: the bytes decide, not the name', () => {
  it('recognises JPEG and PNG magic bytes', () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg')
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png')
  })

  it('refuses everything else, including near misses', () => {
    const samples = [
      Buffer.from('<html><body>hi</body></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('GIF89a'),
      Buffer.from('%PDF-1.7'),
      Uint8Array.from([0xff, 0xd8]),
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]),
      new Uint8Array(0),
    ]
    for (const sample of samples) expect(sniffImageType(sample)).toBeNull()
  })
})
