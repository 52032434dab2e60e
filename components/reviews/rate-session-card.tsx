'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { ButtonLink } from '@/components/ui/button'
import type { OwnReview } from '@/lib/server/reviews/create-review'
import { OwnReviewView } from './own-review'
import { ReviewForm } from './review-form'

type Props = { appointmentId: string; therapistName: string; review: OwnReview | null; problem: string | null }

/**
 * The rating page's card (the link in the email sent after a session): the form while the session may
 * be rated, the review once written, or why it cannot be rated.
 */
export function RateSessionCard({ appointmentId, therapistName, review: initial, problem }: Props) {
  const router = useRouter()
  const [review, setReview] = useState(initial)
  const [thanks, setThanks] = useState<string | null>(null)
  const toProfile = <ButtonLink href="/patient-profile" variant="secondary">My appointments</ButtonLink>

  if (review) {
    return (
      <div className="space-y-5">
        {thanks ? (
          <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900">
            {thanks}
          </p>
        ) : null}
        <OwnReviewView review={review} therapistName={therapistName} />
        {toProfile}
      </div>
    )
  }
  if (problem) {
    return (
      <div className="space-y-5">
        <p className="rounded-xl bg-sand-100 px-4 py-3 text-ink">{problem}</p>
        {toProfile}
      </div>
    )
  }
  return (
    <ReviewForm
      appointmentId={appointmentId}
      back={{ label: 'Not now', onClick: () => router.push('/patient-profile') }}
      onSaved={(saved, message) => {
        setReview(saved)
        setThanks(message)
      }}
    />
  )
}
