'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The heading of a step inside the Appointment Details dialog. The step replaces the content that had
 * focus, so focus moves here when the step appears: a screen reader reads where the user now is, and
 * Tab continues from the step instead of from the dialog's start.
 */
export function StepHeading({ children, id }: { children: ReactNode; id: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  // Again when one step becomes another in the same place (a form replaced by its result): React keeps
  // the heading element, and the button that had focus is gone.
  useEffect(() => ref.current?.focus(), [id])
  return (
    <h3 ref={ref} id={id} tabIndex={-1} className="font-sans text-lg font-semibold text-ink focus:outline-none">
      {children}
    </h3>
  )
}
