'use client'

import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { StepHeading } from './step-heading'

type Props = {
  id: string
  heading: string
  message: string
  onBack: () => void
  testId: string
  /** What happened in detail (a refund, each cancelled week), under the message. */
  children?: ReactNode
  /** Buttons other than Back to details alone. */
  actions?: ReactNode
}

/** What a step of the Appointment Details dialog did, in the server's words, and the way back to the details. */
export function StepResult({ id, heading, message, onBack, testId, children, actions }: Props) {
  return (
    <section aria-labelledby={id} className="space-y-4" data-testid={testId}>
      <StepHeading id={id}>{heading}</StepHeading>
      <p role="status" className="text-sm text-ink">
        {message}
      </p>
      {children}
      {actions ?? (
        <div className="flex justify-end">
          <Button onClick={onBack}>Back to details</Button>
        </div>
      )}
    </section>
  )
}
