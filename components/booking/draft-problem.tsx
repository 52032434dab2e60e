import { ButtonLink } from '@/components/ui/button'

/** A draft that cannot be paid for (malformed link, unknown therapist, time gone): say why and where to go. */
export function DraftProblem({ message, therapistId }: { message: string; therapistId?: string }) {
  return (
    <div className="mt-6 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm">
      <p role="alert" className="font-semibold text-ink">
        {message}
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {therapistId && <ButtonLink href={`/one-therapist/${therapistId}#booking`}>Choose another time</ButtonLink>}
        <ButtonLink href="/therapists" variant={therapistId ? 'secondary' : 'primary'}>
          Back to therapists
        </ButtonLink>
      </div>
    </div>
  )
}
