import { cn } from '@/components/ui/cn'

/** The round mark at the top of the payment result pages. */
export function ResultIcon({ kind }: { kind: 'success' | 'error' }) {
  return (
    <span
      className={cn(
        'inline-flex size-20 items-center justify-center rounded-full',
        kind === 'success' ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800',
      )}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {kind === 'success' ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M7 7l10 10M17 7L7 17" />}
      </svg>
    </span>
  )
}
