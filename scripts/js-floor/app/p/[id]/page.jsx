import { cacheLife } from 'next/cache'
import Link from 'next/link'

import { TinyCounter } from '../../tiny-counter'

// The floor of a page rendered on its first request: the segment settings of a therapist's page
// (rendered whole for each new id, then cached), one cached read and no database
// (scripts/lib/floor-app.mjs).
export const ensureStatic = 'navigation'

export function generateStaticParams() {
  return [{ id: '0' }]
}

async function person(id) {
  'use cache'
  cacheLife({ stale: 60, revalidate: 60, expire: 3600 })
  return { name: `Person ${id}` }
}

export default async function Page({ params }) {
  const { id } = await params
  const { name } = await person(id)
  return (
    <main>
      <h1>{name}</h1>
      <Link href="/">Home</Link>
      <TinyCounter />
    </main>
  )
}
