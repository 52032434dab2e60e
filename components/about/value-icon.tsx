import type { CoreValue } from './about-content'

// One simple line icon per core value; decorative, since the value's title says the same.
const PATHS: Record<CoreValue['id'], React.ReactNode> = {
  security: (
    <>
      <path d="M12 3 5 6v5c0 4.6 2.9 8.5 7 10 4.1-1.5 7-5.4 7-10V6Z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  empathy: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
  reliability: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  empowerment: (
    <>
      <path d="M12 20v-8" />
      <path d="M12 12c0-4 3-6.5 7-6.5 0 4-3 6.5-7 6.5Z" />
      <path d="M12 14.5c0-3-2.3-5-5.5-5 0 3 2.3 5 5.5 5Z" />
    </>
  ),
  navigation: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m15.5 8.5-2 5-5 2 2-5Z" />
    </>
  ),
  equity: (
    <>
      <path d="M12 4v16M7 20h10M5 7h14" />
      <path d="m5 7-2.5 6a2.5 2.5 0 0 0 5 0Z" />
      <path d="m19 7-2.5 6a2.5 2.5 0 0 0 5 0Z" />
    </>
  ),
}

export function ValueIcon({ id }: { id: CoreValue['id'] }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {PATHS[id]}
    </svg>
  )
}
