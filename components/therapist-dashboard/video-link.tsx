import { cn } from '@/components/ui/cn'

/** The session's video room, opened in a new tab (the dashboard stays where it was); `audioOnly`: the same room with video off. */
export function VideoLink({ href, className, audioOnly = false }: { href: string; className?: string; audioOnly?: boolean }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <rect x="2.5" y="6" width="13" height="12" rx="2" />
        <path d="m15.5 10.5 6-3.5v10l-6-3.5" />
      </svg>
      {audioOnly ? 'Join audio-only session' : 'Join video session'}
      <span className="sr-only">{audioOnly ? '(the same private room with video off; opens in a new tab)' : '(opens in a new tab)'}</span>
    </a>
  )
}
