import { ButtonLink } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'

/** Asks the patient to fill their intake before the first session with a therapist, until done. */
export function IntakePrompt({ appointmentId, className }: { appointmentId: string; className?: string }) {
  return (
    <div className={cn('rounded-xl bg-brand-50 p-4 text-left', className)} data-testid="intake-prompt">
      <p className="font-semibold text-brand-900">Help your therapist prepare</p>
      <p className="mt-1 text-sm text-ink-muted">Answer a few short questions before your first session. Only you and your therapist can read them.</p>
      {/* The intake is rendered for each request: a prefetch would fetch its shell, then the tap fetches it again. */}
      <ButtonLink href={`/intake/${appointmentId}`} prefetch={false} className="mt-3">
        Fill in your intake
      </ButtonLink>
    </div>
  )
}
