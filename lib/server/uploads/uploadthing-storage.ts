import 'server-only'
import { randomBytes } from 'node:crypto'
import { UTApi, UTFile } from 'uploadthing/server'
import { AppError } from '../errors'
import { extensionFor, type FileStorage } from './file-storage'
import { logError } from '@/lib/server/log'

export type UploadthingOptions = {
  token: string
  /** Overrides for a local fake in tests; in production the SDK's defaults (or its UPLOADTHING_* variables). */
  apiUrl?: string
  ingestUrl?: string
  ufsHost?: string
  ufsAppIdLocation?: 'subdomain' | 'path'
  fetch?: typeof globalThis.fetch
}

/** How long a signed link to a private file lives: only our own server fetches it, at once. */
const SIGNED_URL_SECONDS = 60
const READ_TIMEOUT_MS = 15_000

const STORE_FAILED = 'The file could not be stored. Please try again.'

/**
 * Files on uploadthing, through its server SDK (UTApi). Public files get their ufs.sh URL. Private
 * files are uploaded with acl 'private' (the uploadthing app must allow ACL overrides, decision 013),
 * so their ufs URL answers nothing without a signature; our file route fetches them through a
 * one-minute signed URL after its own permission check, and the URL never reaches a browser.
 */
export function createUploadthingStorage({ fetch = globalThis.fetch, ...options }: UploadthingOptions): FileStorage {
  const utapi = new UTApi({ ...options, fetch, logLevel: 'Error' })

  return {
    name: 'uploadthing',

    async put({ bytes, contentType, visibility }) {
      // A random name: uploadthing shows it in its dashboard and derives the key from it.
      const name = `${randomBytes(16).toString('hex')}.${extensionFor(contentType)}`
      const file = new UTFile([new Uint8Array(bytes)], name, { type: contentType })
      const result = await utapi
        .uploadFiles(file, { acl: visibility === 'Private' ? 'private' : 'public-read', contentDisposition: 'inline' })
        .catch((error: unknown) => ({ data: null, error }))
      if (!result.data) {
        logError('[uploads] uploadthing refused the upload', result.error)
        throw new AppError('UNAVAILABLE', STORE_FAILED)
      }
      return { storageKey: result.data.key, url: visibility === 'Public' ? result.data.ufsUrl : null }
    },

    async read(storageKey) {
      const { ufsUrl } = await utapi.generateSignedURL(storageKey, { expiresIn: SIGNED_URL_SECONDS })
      const response = await fetch(ufsUrl, { signal: AbortSignal.timeout(READ_TIMEOUT_MS), cache: 'no-store' })
      if (response.status === 404) return null
      if (!response.ok) throw new Error(`uploadthing answered ${response.status} for a stored file`)
      return Buffer.from(await response.arrayBuffer())
    },

    async remove(storageKey) {
      await utapi.deleteFiles(storageKey)
    },
  }
}
