import { IntentLink } from '@/components/ui/intent-link'
import { cn } from '@/components/ui/cn'

type Tone = 'onLight' | 'onDark'

const MARK_COLOURS: Record<Tone, { disc: string; stem: string; left: string; right: string }> = {
  onLight: { disc: '#0f5f54', stem: '#fbfaf7', left: '#aedcd3', right: '#fbfaf7' },
  onDark: { disc: '#fbfaf7', stem: '#0f5f54', left: '#7cc3b7', right: '#0f5f54' },
}

/** The Alafia mark: a sprout of two leaves in a round disc (the same drawing as public/icon.svg). */
export function BrandMark({ className, tone = 'onLight' }: { className?: string; tone?: Tone }) {
  const colours = MARK_COLOURS[tone]
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn('size-9 shrink-0', className)}>
      <circle cx="32" cy="32" r="32" fill={colours.disc} />
      <path d="M32 50V30" stroke={colours.stem} strokeWidth="3.5" strokeLinecap="round" fill="none" />
      <path d="M32 33c-2-9-9-14-18-13 1 9 8 15 18 13Z" fill={colours.left} />
      <path d="M32 29c1-10 8-16 18-16 0 10-7 17-18 16Z" fill={colours.right} />
    </svg>
  )
}

/**
 * The logo as a link home: the mark and the word "Alafia", named "Alafia home" for screen readers.
 * On every page, in the header and the footer, and seldom the way home: fetched ahead on intent only.
 */
export function BrandLogo({ className, tone = 'onLight' }: { className?: string; tone?: Tone }) {
  return (
    <IntentLink
      href="/"
      aria-label="Alafia home"
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2.5 rounded-full pr-2',
        tone === 'onLight' ? 'text-brand-900' : 'text-white',
        className,
      )}
    >
      <BrandMark tone={tone} />
      <span className="font-display text-2xl font-semibold tracking-tight">Alafia</span>
    </IntentLink>
  )
}
