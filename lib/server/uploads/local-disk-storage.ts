import 'server-only'
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { extensionFor, fileRoutePath, type FileStorage } from './file-storage'

/** 32 random hex characters and the sniffed extension: the only names this adapter writes or reads. */
const LOCAL_KEY = /^[0-9a-f]{32}\.(jpg|png)$/

/**
 * Files on the server's own disk. The directory is never served as static files: public files are
 * read through the file route by StoredFile id, private ones only after its permission check. Keys
 * are checked against LOCAL_KEY before any path is built, so no stored value can walk out of it.
 */
export function createLocalDiskStorage(directory: string): FileStorage {
  const pathOf = (storageKey: string) => (LOCAL_KEY.test(storageKey) ? path.join(directory, storageKey) : null)

  return {
    name: 'local-disk',

    async put({ fileId, bytes, contentType, visibility }) {
      const storageKey = `${randomBytes(16).toString('hex')}.${extensionFor(contentType)}`
      await mkdir(directory, { recursive: true, mode: 0o700 })
      const file = path.join(/*turbopackIgnore: true*/ directory, storageKey)
      // 'wx': never overwrite an existing file, however unlikely a repeated random name is. The path is
      // the uploads folder at run time: the build's file tracing must not follow it (it would take the
      // whole project into every server route's trace).
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 })
      return { storageKey, url: visibility === 'Public' ? fileRoutePath(fileId) : null }
    },

    async read(storageKey) {
      const file = pathOf(storageKey)
      if (!file) return null
      return readFile(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null
        throw error
      })
    },

    async remove(storageKey) {
      const file = pathOf(storageKey)
      if (file) await rm(file, { force: true })
    },
  }
}
