/**
 * A link to /terms or /privacy from the middle of a form (registration, the booking's consent step):
 * it opens in a new tab, so reading the text never loses what the person has typed or chosen.
 */
export function PolicyLink({ href, children }: { href: '/terms' | '/privacy'; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-semibold text-brand-800 underline underline-offset-2">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
