import type { Metadata } from 'next'
import { LegalLink, LegalList, LegalPage, type LegalSection } from '@/components/legal/legal-page'
import { describePolicy } from '@/lib/appointments/cancellation-policy'
import { SUPPORT_EMAIL } from '@/lib/contact-details'
import { PAYABLE_AFTER_HOURS } from '@/lib/earnings/payable-rule'
import { formatLongDate } from '@/lib/format'
import { NOT_AN_EMERGENCY_SERVICE } from '@/lib/help/crisis-lines'
import { formatNaira, nairaToKobo } from '@/lib/money'
import { getLegalSettings } from '@/lib/server/privacy/legal-settings'

// The same HTML for everyone: prerendered, with the settings it states read through the public cache.
export const metadata: Metadata = {
  title: 'Terms of use',
  description: 'The terms of using Alafia: bookings, payments in naira, cancellations and refunds, therapists’ commission and payouts, and acceptable use.',
  alternates: { canonical: '/terms' },
  openGraph: { url: '/terms', title: 'Alafia terms of use' },
}

/** When this text last changed in substance. */
const UPDATED = '2026-12-29'

export default async function TermsPage() {
  const { dpoEmail, cancellationPolicy, commissionPercent, payoutMinimumNaira } = await getLegalSettings()
  const support = <LegalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</LegalLink>
  const sections: LegalSection[] = [
    {
      id: 'what-alafia-is',
      title: 'What Alafia is, and is not',
      body: (
        <>
          <p>
            Alafia is a place to find verified therapists and counsellors in Nigeria, book private sessions with them and pay in naira. The therapists are independent
            professionals: they, not Alafia, give the therapy and are responsible for it. We check their qualifications before we list them.
          </p>
          <p className="rounded-2xl border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-900">
            {NOT_AN_EMERGENCY_SERVICE} Free crisis lines are on our <LegalLink href="/get-help-now">Get help now</LegalLink> page.
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: (
        <LegalList
          items={[
            'You must be 18 or older to create an account.',
            'Give your real details and keep them up to date: your therapist relies on them.',
            'Keep your password to yourself. Tell us at once if you think someone else has used your account.',
            'We may suspend an account that breaks these terms or puts others at risk.',
          ]}
        />
      ),
    },
    {
      id: 'bookings',
      title: 'Bookings',
      body: (
        <>
          <p>
            Sessions are booked by the hour from the times a therapist has published. When you choose a time, we hold it for you for a few minutes while you pay; the
            booking is confirmed only once the payment arrives. If the hold runs out first, the time is released and any money that arrives late is refunded.
          </p>
          <p>Before your first booking we ask for your consent to the use of your health information (see our <LegalLink href="/privacy">Privacy notice</LegalLink>).</p>
        </>
      ),
    },
    {
      id: 'payments',
      title: 'Payments',
      body: (
        <p>
          Prices are in naira and shown before you pay. Payments go through Monnify (card, bank transfer or USSD). The price of a session is the therapist’s hourly fee
          times the number of hours; there are no hidden charges.
        </p>
      ),
    },
    {
      id: 'cancellations',
      title: 'Cancellations and refunds',
      body: (
        <>
          <p>
            <strong>Cancellation policy:</strong> {describePolicy(cancellationPolicy)} The policy in force when you pay is the one that applies to that booking, and it is
            shown before you pay and in your confirmation.
          </p>
          <LegalList
            items={[
              'If your therapist cancels, or cannot keep the time, you get everything back.',
              'If your therapist does not come to a session, report it from My Appointments; we look into it and refund you when it is confirmed.',
              'Refunds go back the way you paid; a bank transfer is refunded to an account you name.',
            ]}
          />
        </>
      ),
    },
    {
      id: 'therapists',
      title: 'For therapists: commission and payouts',
      body: (
        <LegalList
          items={[
            `Alafia keeps ${commissionPercent}% of each payment as its commission; the rest is yours. The rate in force when a session is paid applies to it.`,
            `Your earnings from a session can be paid out ${PAYABLE_AFTER_HOURS} hours after it ends, unless a patient has reported that you did not come.`,
            `We pay you by bank transfer through Monnify, to the account you give us, once what can be paid out reaches ${formatNaira(nairaToKobo(payoutMinimumNaira))}.`,
            'If a session is refunded, its share comes back out of your balance.',
            'You keep your own professional registration, insurance and records, and you follow your profession’s rules on confidentiality.',
          ]}
        />
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: (
        <>
          <p>Do not use Alafia to:</p>
          <LegalList
            items={[
              'harass, threaten or deceive anyone, or share someone else’s private information;',
              'pretend to be someone else, or a qualified therapist when you are not;',
              'arrange to pay a therapist outside Alafia for a session found here;',
              'post reviews or comments that are false, abusive or advertising;',
              'try to get into accounts or parts of the service that are not yours, or disrupt it.',
            ]}
          />
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Our responsibility',
      body: (
        <>
          <p>
            We work to keep Alafia available, accurate and safe, but we cannot promise it will never be interrupted. Therapists are responsible for the care they give.
          </p>
          <p>
            As far as the law allows, Alafia is not liable for indirect losses, and our liability for a booking is limited to what you paid for it. Nothing in these terms
            takes away your rights as a consumer under Nigerian law.
          </p>
        </>
      ),
    },
    {
      id: 'law',
      title: 'Governing law and contact',
      body: (
        <>
          <p>These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of Lagos State hear any dispute about them.</p>
          <p>
            Questions about these terms: {support}. Questions about your personal information: our data protection officer at{' '}
            <LegalLink href={`mailto:${dpoEmail}`}>{dpoEmail}</LegalLink>.
          </p>
        </>
      ),
    },
  ]
  return (
    <LegalPage
      title="Terms of use"
      updated={formatLongDate(UPDATED)}
      intro={<p>The agreement between you and Alafia when you use this website, in plain words. By creating an account you agree to these terms.</p>}
      sections={sections}
      other={{ href: '/privacy', label: 'Privacy notice' }}
    />
  )
}
