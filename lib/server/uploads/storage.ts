import 'server-only'
import path from 'node:path'
import { config, type AppConfig } from '../config'
import type { FileStorage } from './file-storage'
import { createLocalDiskStorage } from './local-disk-storage'
import { createUploadthingStorage } from './uploadthing-storage'

/*
 * Where file bytes live (decision 013). Without UPLOADTHING_TOKEN: the local disk under UPLOAD_DIR
 * (development, tests, a single server with a persistent disk). With it: uploadthing. The StoredFile
 * row in PostgreSQL is the source of truth for who may read a file; storage only keeps bytes.
 */

let current: { settings: AppConfig; storage: FileStorage } | undefined

/** The adapter for the current settings (rebuilt when tests change them with resetConfigForTests). */
export function fileStorage(): FileStorage {
  const settings = config()
  if (current?.settings !== settings) current = { settings, storage: createStorage(settings) }
  return current.storage
}

function createStorage(settings: AppConfig): FileStorage {
  // The SDK also reads UPLOADTHING_API_URL / UPLOADTHING_INGEST_URL / UPLOADTHING_UFS_HOST from the
  // environment itself; only the token is ours to pass.
  if (settings.UPLOADTHING_TOKEN) return createUploadthingStorage({ token: settings.UPLOADTHING_TOKEN })
  return createLocalDiskStorage(path.resolve(settings.UPLOAD_DIR))
}
