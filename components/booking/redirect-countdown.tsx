'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * The payment result pages go home by themselves (10 s after success, 15 s after an error),
 * counting down where the reader can see it.
 */
export function RedirectCountdown({ seconds, to = '/' }: { seconds: number; to?: string }) {
  const router = useRouter()
  const [secondsLeft, setSecondsLeft] = useState(seconds)

  useEffect(() => {
    if (secondsLeft <= 0) {
      router.push(to)
      return
    }
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [secondsLeft, router, to])

  return (
    // role="timer" is not announced on every tick, which would be noisy for screen-reader users.
    <p role="timer" className="text-sm text-ink-muted">
      Redirecting to the home page in <span className="font-semibold text-ink tabular-nums">{Math.max(secondsLeft, 0)}</span>{' '}
      {secondsLeft === 1 ? 'second' : 'seconds'}
    </p>
  )
}
