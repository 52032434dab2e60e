import { IntentLink } from '@/components/ui/intent-link'
import { cn } from '@/components/ui/cn'

export const NEED_HELP_NOW = 'Need help now?'

/**
 * "Need help now?": the link to /get-help-now wherever someone in crisis may be looking (the
 * footer, the booking widget). `tone` fits it to a light or a dark background. It is on nearly every
 * page and seldom opened, so its page is fetched ahead on intent (a finger or pointer on it, focus),
 * not on every page that shows it; the page is small and static, so it still opens quickly.
 */
export function NeedHelpNowLink({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <IntentLink
      href="/get-help-now"
      data-testid="need-help-now"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded font-semibold underline underline-offset-4',
        tone === 'light' ? 'text-red-800 hover:text-red-900' : 'text-white hover:text-brand-100',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
        <path d="M12 21s-7.5-4.6-9.3-9.4C1.4 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.7 3.5 4.4 7.1C19.5 16.4 12 21 12 21Z" />
      </svg>
      {NEED_HELP_NOW}
    </IntentLink>
  )
}
