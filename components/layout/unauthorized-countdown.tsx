'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'

/** The unauthorized page waits 10 s, counting down each second, then goes back one step. */
const UNAUTHORIZED_REDIRECT_SECONDS = 10

export function UnauthorizedCountdown() {
  const router = useRouter()
  const [secondsLeft, setSecondsLeft] = useState(UNAUTHORIZED_REDIRECT_SECONDS)

  const goBack = useCallback(() => {
    // A tab opened straight on a guarded page has nothing to go back to: go home instead.
    if (window.history.length > 1) router.back()
    else router.push('/')
  }, [router])

  useEffect(() => {
    if (secondsLeft <= 0) {
      goBack()
      return
    }
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [secondsLeft, goBack])

  return (
    <div className="flex flex-col items-center gap-5">
      {/* role="timer" is not announced on every tick, which would be noisy for screen-reader users. */}
      <p role="timer" className="text-lg text-ink-muted">
        Redirecting in <span className="font-semibold text-ink tabular-nums">{Math.max(secondsLeft, 0)}</span>{' '}
        {secondsLeft === 1 ? 'second' : 'seconds'}
      </p>
      <Button size="lg" onClick={goBack}>
        Go back
      </Button>
    </div>
  )
}
