import 'server-only'
import { isUuid } from '@/lib/validation/directory'
import { AppError } from '../../errors'

/** An id from a path: a malformed one is simply not found (never a database error). */
export function assertId(id: string, notFoundMessage: string): string {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', notFoundMessage)
  return id.toLowerCase()
}
