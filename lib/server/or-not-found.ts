import 'server-only'
import { notFound } from 'next/navigation'
import { isAppError } from './errors'

/** For pages: a use case's NOT_FOUND becomes the page's 404 (notFound()); any other failure goes on to error.tsx. */
export function orNotFound<T>(read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    if (isAppError(error) && error.code === 'NOT_FOUND') notFound()
    throw error
  })
}
