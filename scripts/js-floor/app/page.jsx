import Link from 'next/link'

import { TinyCounter } from './tiny-counter'

export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <Link href="/">Home</Link>
      <TinyCounter />
    </main>
  )
}
