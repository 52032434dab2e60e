import Link from 'next/link'
import { Card } from '@/components/ui/card'

/** The way from a profile page to the privacy centre. */
export function PrivacyCentreLink() {
  return (
    <Card>
      <h2 className="text-xl font-semibold">Your data and privacy</h2>
      <p className="mt-2 leading-relaxed text-ink-muted">Download everything Alafia holds about you, review your consents and sign-ins, or delete your account.</p>
      <Link href="/privacy-centre" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
        Open your privacy centre
      </Link>
    </Card>
  )
}
