import { DirectoryView } from '@/components/therapists/directory-view'
import { getDirectoryFirstPage } from '@/lib/server/therapists/cached-reads'
import type { DirectoryFilters } from '@/lib/validation/directory'
import { directoryMetadata } from '@/lib/directory-metadata'

const ALL: DirectoryFilters = { specialty: null, q: '' }

export const metadata = directoryMetadata(ALL)

/**
 * /therapists without filters: fully prerendered (it reads no searchParams). A URL with ?specialty= or
 * ?q= is rewritten by proxy.ts to ./filter/[specialty]/[q], one cached page per filter combination.
 */
export default async function TherapistsPage() {
  const page = await getDirectoryFirstPage(ALL)
  return <DirectoryView filters={ALL} page={page} />
}
