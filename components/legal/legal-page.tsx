import Link from 'next/link'

export type LegalSection = { id: string; title: string; body: React.ReactNode }

type Props = {
  title: string
  /** One or two sentences under the title: what this page is. */
  intro: React.ReactNode
  /** When the text last changed, e.g. "December 29, 2026". */
  updated: string
  sections: readonly LegalSection[]
  /** The other legal page, linked at the foot. */
  other: { href: string; label: string }
}

/**
 * The shape of /privacy and /terms: a title, a short introduction, a list of the sections to jump
 * to, then the sections, each with its own heading and anchor.
 */
export function LegalPage({ title, intro, updated, sections, other }: Props) {
  return (
    <article aria-labelledby="legal-heading" className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 id="legal-heading" className="text-3xl font-semibold sm:text-4xl">
        {title}
      </h1>
      <p className="mt-2 text-sm text-ink-muted">Last updated {updated}</p>
      <div className="mt-4 text-lg leading-relaxed text-ink">{intro}</div>

      <nav aria-labelledby="legal-contents" className="mt-8 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
        <h2 id="legal-contents" className="font-sans text-sm font-semibold tracking-wider text-ink-muted uppercase">
          On this page
        </h2>
        <ol className="mt-2 grid gap-x-6 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-flex min-h-11 items-center text-brand-800 underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
            {section.title}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-ink">{section.body}</div>
        </section>
      ))}

      <p className="mt-12 border-t border-sand-200 pt-6 text-ink-muted">
        See also our{' '}
        <Link href={other.href} className="font-semibold text-brand-800 underline underline-offset-2">
          {other.label}
        </Link>
        .
      </p>
    </article>
  )
}

/** A bulleted list inside a legal section. */
export function LegalList({ items }: { items: readonly React.ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-6">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  )
}

/** A link inside legal text: underlined, so it never relies on colour alone. */
export function LegalLink({ href, children }: { href: string; children: React.ReactNode }) {
  const className = 'font-semibold text-brand-800 underline underline-offset-2'
  if (href.startsWith('/')) return <Link href={href} className={className}>{children}</Link>
  return <a href={href} className={className}>{children}</a>
}
