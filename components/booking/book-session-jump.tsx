'use client'

import { useEffect, useState, type MouseEvent } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'

/**
 * Phones only (below md, where the page is one column): the booking widget sits under the profile
 * and the About text, so a "Book a session" button stays at the bottom of the screen and brings the
 * widget into view, with focus on it, so the keyboard and screen readers go on from there too. It
 * steps aside while the widget is on screen (its own Next button lives there). A plain link to
 * #booking underneath, so it works before the script loads as well.
 */
export function BookSessionJump({ targetId = 'booking' }: { targetId?: string }) {
  const [isTargetInView, setIsTargetInView] = useState(false)

  useEffect(() => {
    const target = document.getElementById(targetId)
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setIsTargetInView(Boolean(entry?.isIntersecting)), { rootMargin: '0px 0px -25% 0px' })
    observer.observe(target)
    return () => observer.disconnect()
  }, [targetId])

  function jump(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    target.focus({ preventScroll: true })
  }

  return (
    // Clear of the round message button at the bottom right (site-footer.tsx).
    <div className={cn('fixed right-22 bottom-4 left-4 z-20 md:hidden', isTargetInView && 'hidden')} data-testid="book-session-jump">
      <a href={`#${targetId}`} onClick={jump} className={buttonClasses('primary', 'lg', 'w-full shadow-lg ring-4 ring-white/70')}>
        Book a session
      </a>
    </div>
  )
}
