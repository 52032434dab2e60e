'use client'

import { useFormStatus } from 'react-dom'
import { Button } from '@/components/ui/button'

/** The search form's button: says Searching… while the new page of results loads. */
export function SearchButton() {
  const { pending } = useFormStatus()
  return (
    <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending || undefined}>
      {pending ? 'Searching…' : 'Search'}
    </Button>
  )
}
