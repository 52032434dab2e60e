import { OFFICE_HOURS, POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONES } from '@/lib/contact-details'

const LINK = 'font-semibold text-brand-800 underline-offset-4 hover:underline'

/** A postal address in Lagos, a customer-service e-mail and two phone numbers. */
export function ContactDetails() {
  return (
    <div className="space-y-8">
      <DetailRow icon={<PinIcon />} title="Visit or write to us">
        <address className="leading-relaxed not-italic">
          {POSTAL_ADDRESS.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </DetailRow>
      <DetailRow icon={<MailIcon />} title="Customer service e-mail">
        <a href={`mailto:${SUPPORT_EMAIL}`} className={`${LINK} break-all`}>
          {SUPPORT_EMAIL}
        </a>
      </DetailRow>
      <DetailRow icon={<PhoneIcon />} title="Call us">
        <ul className="space-y-2">
          {SUPPORT_PHONES.map((phone) => (
            <li key={phone.href}>
              <a href={phone.href} className={LINK}>
                {phone.label}
              </a>
              <span className="block text-sm text-ink-muted">{phone.purpose}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-ink-muted">{OFFICE_HOURS}</p>
      </DetailRow>
    </div>
  )
}

function DetailRow({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <section className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h2 className="font-sans text-base font-semibold text-brand-900">{title}</h2>
        <div className="mt-1">{children}</div>
      </div>
    </section>
  )
}

const ICON = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, className: 'size-5', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinejoin: 'round', strokeLinecap: 'round' } as const

function PinIcon() {
  return (
    <svg {...ICON}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  )
}

function MailIcon() {
  return (
    <svg {...ICON}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  )
}

function PhoneIcon() {
  return (
    <svg {...ICON}>
      <path d="M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 5.1 5.1l1.4-2.3L19 13.5V17a2 2 0 0 1-2 2A14 14 0 0 1 3 5a2 2 0 0 1 2-2Z" />
    </svg>
  )
}
