import type { Metadata } from 'next'
import { ContactDetails } from '@/components/contact/contact-details'
import { ContactForm } from '@/components/contact/contact-form'
import { sendContactMessageAction } from './actions'

// The same HTML for every visitor (prerendered, cached); only the form is a client island.
export const metadata: Metadata = {
  title: 'Contact us',
  description: 'Send Alafia a message, e-mail customer service or call us. Our office is in Lekki, Lagos.',
  alternates: { canonical: '/contact' },
  openGraph: { url: '/contact', title: 'Contact Alafia' },
}

export default function ContactPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 md:py-16">
      <div className="max-w-2xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">Contact us</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">
          Questions about a booking, a payment or joining as a therapist? Send us a message and our team will reply by
          e-mail, usually within one working day.
        </p>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:gap-12">
        <section aria-labelledby="contact-form-heading" className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-heading" className="text-2xl font-semibold">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-sm text-ink-muted">
            Fields marked <span aria-hidden="true" className="text-red-700">*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          <ContactForm action={sendContactMessageAction} />
        </section>

        <div className="space-y-8">
          <div className="rounded-3xl bg-brand-50 p-6 sm:p-8">
            <ContactDetails />
          </div>
          <aside aria-labelledby="emergency-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
            <h2 id="emergency-heading" className="font-sans text-base font-semibold text-amber-950">
              In an emergency
            </h2>
            <p className="mt-1 leading-relaxed">
              This form is not watched around the clock. If you or someone near you is in immediate danger, call{' '}
              <a href="tel:112" className="font-semibold underline underline-offset-4">
                112
              </a>{' '}
              or go to the nearest hospital.
            </p>
          </aside>
        </div>
      </div>
    </div>
  )
}
