import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DirectoryView } from '@/components/therapists/directory-view'
import { getDirectoryFirstPage } from '@/lib/server/therapists/cached-reads'
import { SPECIALTIES } from '@/lib/specialties'
import { filterSegments, filtersFromSegments } from '@/lib/validation/directory'
import { directoryMetadata } from '@/lib/directory-metadata'

/*
 * The filtered directory, reached only through proxy.ts's rewrite of /therapists?specialty=…&q=…&mode=…&language=… (the
 * browser keeps that URL). Each filter combination is a cached page: the first request renders it
 * completely (ensureStatic 'navigation': the HTML always holds the first 12 results), later ones are
 * served from the cache until the therapists tag expires.
 */
export const ensureStatic = 'navigation'

/** The 15 specialties without any other filter are built ahead; other combinations on first request. */
export function generateStaticParams() {
  return SPECIALTIES.map((specialty) => filterSegments({ specialty, q: '' }))
}

type Props = PageProps<'/therapists/filter/[specialty]/[q]/[mode]/[more]'>

async function filtersOf(params: Props['params']) {
  const { specialty, q, mode, more } = await params
  return filtersFromSegments(specialty, q, mode, more)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const filters = await filtersOf(params)
  if (!filters) notFound()
  return directoryMetadata(filters)
}

export default async function FilteredTherapistsPage({ params }: Props) {
  const filters = await filtersOf(params)
  if (!filters) notFound()
  const page = await getDirectoryFirstPage(filters)
  return <DirectoryView filters={filters} page={page} />
}
