import { IntentLink } from '@/components/ui/intent-link'
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/contact-details'
import { NeedHelpNowLink } from '@/components/help/need-help-now-link'
import { BrandLogo } from './brand-logo'

const QUICK_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about-page', label: 'About Us' },
  { href: '/our-blog', label: 'Blog Posts' },
  { href: '/therapists', label: 'All Therapists' },
  { href: '/contact', label: 'Contact' },
] as const

/** The privacy notice, the terms and the API reference for developers, beside the copyright line. */
const SITE_LINKS = [
  { href: '/privacy', label: 'Privacy notice' },
  { href: '/terms', label: 'Terms of use' },
  { href: '/api-docs', label: 'API for developers' },
] as const

const FOOTER_LINK = 'inline-flex min-h-11 items-center rounded text-brand-100 underline-offset-4 hover:text-white hover:underline'

// The footer is on every page and mostly scrolled past: its links fetch their page ahead only on
// intent (IntentLink), so a short page does not pay for seven pages it merely shows a link to.
export function SiteFooter() {
  return (
    <footer className="mt-auto bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="max-w-sm space-y-4">
          <BrandLogo tone="onDark" />
          <p className="leading-relaxed">
            Verified therapists and counsellors across Nigeria. Book a private session when you are ready; we are here for you.
          </p>
          <NeedHelpNowLink tone="dark" />
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-sans text-sm font-semibold tracking-wider text-white uppercase">
            Quick links
          </h2>
          <ul className="mt-3">
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} className={FOOTER_LINK}>
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-sans text-sm font-semibold tracking-wider text-white uppercase">
            Talk to us
          </h2>
          <ul className="mt-3">
            <li>
              <a href={SUPPORT_PHONE.href} className={`${FOOTER_LINK} gap-2`}>
                <PhoneIcon />
                {SUPPORT_PHONE.label}
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={`${FOOTER_LINK} gap-2 break-all`}>
                <MailIcon />
                {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
        </section>
      </div>

      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <div className="flex flex-wrap items-center gap-x-5">
            <p className="text-sm">© 2025 Alafia. All rights reserved.</p>
            <nav aria-label="About this site">
              <ul className="flex flex-wrap gap-x-5 text-sm">
                {SITE_LINKS.map((link) => (
                  <li key={link.href}>
                    <IntentLink href={link.href} className={FOOTER_LINK}>
                      {link.label}
                    </IntentLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          {/*
           * A round messaging shortcut to the person's message threads. It floats (fixed
           * bottom-right) only where the page's side margin can hold it (1440 px and wider);
           * narrower, it would sit on cards, fields and buttons, so it stays here at the end of the
           * footer. The footer is the same cached HTML for everyone, so it points at /messages,
           * which decides per request (a visitor signs in first). A plain link: /messages is a
           * route handler that redirects, not a page the client router could prefetch.
           */}
          <a
            href="/messages"
            aria-label="Messages"
            data-testid="message-shortcut"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/70 transition-colors hover:bg-brand-800 min-[1440px]:fixed min-[1440px]:right-5 min-[1440px]:bottom-5 min-[1440px]:z-20 min-[1440px]:size-14"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
              <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5Z" />
              <path d="M8 8.5h8M8 11.5h5" strokeLinecap="round" />
            </svg>
          </a>
        </div>
      </div>
    </footer>
  )
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 5.1 5.1l1.4-2.3L19 13.5V17a2 2 0 0 1-2 2A14 14 0 0 1 3 5a2 2 0 0 1 2-2Z" />
    </svg>
  )
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  )
}
