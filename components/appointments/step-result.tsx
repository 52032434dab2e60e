'use client'

import { Button } from '@/components/ui/button'
import { StepHeading } from './step-heading'

/** What a step of the Appointment Details dialog did, in the server's words, and the way back to the details. */
export function StepResult({ id, heading, message, onBack, testId }: { id: string; heading: string; message: string; onBack: () => void; testId: string }) {
  return (
    <section aria-labelledby={id} className="space-y-4" data-testid={testId}>
      <StepHeading id={id}>{heading}</StepHeading>
      <p role="status" className="text-sm text-ink">
        {message}
      </p>
      <div className="flex justify-end">
        <Button onClick={onBack}>Back to details</Button>
      </div>
    </section>
  )
}
