import type { Metadata } from 'next'
import Link from 'next/link'
import { requireVerifiedTherapist } from '@/lib/server/therapists/require-verified-therapist'

export const metadata: Metadata = { title: 'Earnings', robots: { index: false } }

/** The therapist's earnings: a placeholder until the monthly statement lands. */
export default async function EarningsPage() {
  await requireVerifiedTherapist('/therapist-dashboard/earnings')
  return (
    <section className="w-full max-w-3xl px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Earnings</h1>
      <p className="mt-4">
        <Link href="/therapist-dashboard/payout-account" className="font-semibold text-brand-800 underline">
          Payout account
        </Link>
      </p>
    </section>
  )
}
