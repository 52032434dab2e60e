import type { Metadata } from 'next'
import { LegalLink, LegalList, LegalPage, type LegalSection } from '@/components/legal/legal-page'
import { POSTAL_ADDRESS } from '@/lib/contact-details'
import { formatLongDate } from '@/lib/format'
import { getLegalSettings } from '@/lib/server/privacy/legal-settings'
import { RETENTION_RULES } from '@/lib/server/privacy/retention-rules'

// The same HTML for everyone: prerendered, with the settings it states read through the public cache.
export const metadata: Metadata = {
  title: 'Privacy notice',
  description: 'What Alafia collects, why, who else sees it, how long we keep it, and how to use your rights under the Nigeria Data Protection Act 2023.',
  alternates: { canonical: '/privacy' },
  openGraph: { url: '/privacy', title: 'Alafia privacy notice' },
}

/** When this text last changed in substance. */
const UPDATED = '2026-12-29'

/** What the retention job does not touch, in the notice's words (docs/privacy.md has every table). */
const KEPT_LONGER = [
  'Your account and profile: until you delete your account (in your privacy centre) or ask us to erase it. Erasing removes your name, email, phone, address and date of birth everywhere.',
  'Your health information (intake answers, messages with your therapist, your therapist’s session notes): until you or your therapist’s account is erased. It is never kept after that.',
  'Payments, refunds, the sessions they paid for, and therapists’ earnings and payouts: at least six years, because Nigerian company and tax law requires us to keep financial records. After an erasure they are kept without your name.',
  'The record of what our staff did (for example, verifying a therapist or giving a refund): as long as the financial records, without your name after an erasure.',
]

export default async function PrivacyPage() {
  const { dpoEmail } = await getLegalSettings()
  const dpo = <LegalLink href={`mailto:${dpoEmail}`}>{dpoEmail}</LegalLink>
  const sections: LegalSection[] = [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <>
          <p>
            Alafia ({POSTAL_ADDRESS.lines.join(', ')}) runs this website and decides how the personal information on it is used. Under the Nigeria Data Protection Act
            2023 we are the <strong>data controller</strong>.
          </p>
          <p>Our data protection officer answers every question and request about your information: write to {dpo}.</p>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect and why',
      body: (
        <LegalList
          items={[
            <><strong>Your account</strong>: name, email, password (we store only a scrambled form of it), gender, phone number, date of birth and address. We need them to run your account and so your therapist knows who they are meeting.</>,
            <><strong>Bookings</strong>: the sessions you hold, pay for, move or cancel, and the reminders we send.</>,
            <><strong>Payments</strong>: the amount, the payment reference and how you paid. For a refund by bank transfer, the account it goes to. We never see or store your card number.</>,
            <><strong>Therapists</strong>: your public profile, your qualifications and documents (checked before you are listed), your hours and time off, your earnings and the bank account we pay them into.</>,
            <><strong>Reviews and blog comments</strong> you choose to write.</>,
            <><strong>Messages to us</strong> through the contact form.</>,
            <><strong>Security records</strong>: when you sign in, from which internet address, and failed attempts, so we can stop someone guessing your password.</>,
          ]}
        />
      ),
    },
    {
      id: 'health-information',
      title: 'Your health information',
      body: (
        <>
          <p>
            Therapy needs information about your health: your answers to the intake questions, the messages you exchange with your therapist and the notes your
            therapist keeps. The law treats this as sensitive, so we use it only with your <strong>explicit consent</strong>, which you give before your first booking.
          </p>
          <p>
            It is encrypted before it is stored. Only you and your therapist can read your intake answers and messages; only your therapist can read their notes. Alafia
            staff cannot read them. You can withdraw your consent at any time from your profile.
          </p>
        </>
      ),
    },
    {
      id: 'legal-bases',
      title: 'Our legal reasons',
      body: (
        <LegalList
          items={[
            <><strong>Consent</strong>: your health information, and the reviews and comments you choose to post.</>,
            <><strong>Contract</strong>: your account, bookings, payments and reminders, which are the service you asked for.</>,
            <><strong>Legal obligation</strong>: financial records we must keep, and reporting to the authorities when the law requires it.</>,
            <><strong>Legitimate interests</strong>: keeping accounts safe, checking therapists’ qualifications, answering your messages and improving the service, always weighed against your rights.</>,
          ]}
        />
      ),
    },
    {
      id: 'who-else',
      title: 'Who else sees your information',
      body: (
        <>
          <p>We never sell your information or use your health information for advertising. These companies handle it for us, only to provide the service:</p>
          <LegalList
            items={[
              <><strong>Our hosting provider</strong> and its managed PostgreSQL database, where the website runs and your information is stored.</>,
              <><strong>Monnify</strong> (Moniepoint): payments in naira, refunds and payouts to therapists. It receives your name, email and the amount.</>,
              <><strong>Resend</strong>: sends our emails. It receives your email address and the email.</>,
              <><strong>Termii</strong>: sends SMS and WhatsApp reminders if you choose them. It receives your phone number and a short text that never says what the session is about.</>,
              <><strong>uploadthing</strong>: stores therapists’ photos and documents and blog images.</>,
              <><strong>Jitsi Meet</strong>: hosts video and audio sessions. We give it nothing but a private room link, and we do not record sessions.</>,
            ]}
          />
          <p>
            Some of these companies keep data outside Nigeria. We use only providers bound by data protection terms that give your information the protection the
            Nigeria Data Protection Act requires. Your therapist sees what they need for your sessions. We share information with anyone else only when the law requires
            it or someone is in immediate danger.
          </p>
        </>
      ),
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      body: (
        <>
          <p>We delete information when it is no longer needed. Every day we remove:</p>
          <LegalList
            items={RETENTION_RULES.map((rule) => (
              <>
                {rule.label}: {rule.days} {rule.days === 1 ? 'day' : 'days'} {rule.after}.
              </>
            ))}
          />
          <p>We keep longer:</p>
          <LegalList items={KEPT_LONGER} />
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights and how to use them',
      body: (
        <>
          <p>The Nigeria Data Protection Act 2023 gives you the right to:</p>
          <LegalList
            items={[
              'know what we hold about you and get a copy of it;',
              'have wrong information corrected;',
              'have your information erased;',
              'receive your information in a common format to take elsewhere;',
              'withdraw your consent at any time (this does not undo what was done before);',
              'object to how we use your information for our legitimate interests.',
            ]}
          />
          <p>
            You can correct your details on your profile, and withdraw your consent to the use of your health information there. In your privacy centre (linked from
            your profile) you can download everything we hold about you, see where you are signed in, and delete your account, without asking anyone. For anything
            else, write to our data protection officer at {dpo} from the email address of your account. We answer within 30 days and may ask you to confirm who you are.
          </p>
          <p>
            If you are unhappy with our answer, you can complain to the Nigeria Data Protection Commission (<LegalLink href="https://ndpc.gov.ng">ndpc.gov.ng</LegalLink>).
          </p>
        </>
      ),
    },
    {
      id: 'keeping-it-safe',
      title: 'Keeping it safe, and if something goes wrong',
      body: (
        <>
          <p>
            Connections to Alafia are encrypted, passwords are never stored as written, health information is encrypted before it is stored, and only the people who
            need it can open it.
          </p>
          <p>
            If your personal information is ever exposed, we report it to the Nigeria Data Protection Commission within 72 hours of finding out, and we tell you
            without delay when it could put you at risk: what happened, what information, what we are doing and what you can do.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      body: <p>When we change this notice in a way that matters, we update the date at the top of this page. If the change is about your health information, we ask for your consent again before your next booking.</p>,
    },
  ]
  return (
    <LegalPage
      title="Privacy notice"
      updated={formatLongDate(UPDATED)}
      intro={<p>How Alafia uses your personal information, in plain words: what we collect, why, who else sees it, how long we keep it, and your rights.</p>}
      sections={sections}
      other={{ href: '/terms', label: 'Terms of use' }}
    />
  )
}
