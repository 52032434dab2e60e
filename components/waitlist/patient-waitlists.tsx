import Link from 'next/link'
import { connection } from 'next/server'
import type { ServerAction } from '@/lib/action-result'
import { listWaitlist } from '@/lib/server/waitlist/list-waitlist'
import { drTitle } from '@/lib/validation/slot-hour'
import { shortDayLabel } from '@/lib/waitlist/freed-hours-text'
import { lastWaitingDay } from '@/lib/waitlist/waitlist-rules'
import { LeaveWaitlistButton } from './leave-waitlist-button'

export const NO_WAITLISTS = "You are not on any waitlist. When no hour of a therapist suits you, join their waitlist from their page."

/**
 * Waitlists on /patient-profile: the signed-in patient's open waits, each with the therapist (a link
 * to their page while they are listed), the date or Any time, the last day it is open, and Leave.
 * `patientId` must be the session user's id (the page passes it).
 */
export async function PatientWaitlists({ patientId, leaveAction }: { patientId: string; leaveAction: ServerAction<string> }) {
  // Which waits are still open depends on the time of the request: never a prerender.
  await connection()
  const entries = await listWaitlist({ patientId })
  return (
    <section id="waitlists" aria-labelledby="waitlists-heading" className="scroll-mt-24 space-y-4">
      <h2 id="waitlists-heading" className="text-2xl font-semibold">
        Waitlists
      </h2>
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-sand-200 bg-white px-4 py-3 text-sm text-ink-muted">{NO_WAITLISTS}</p>
      ) : (
        <ul className="space-y-3" data-testid="waitlist-entries">
          {entries.map((entry) => {
            const name = drTitle(entry.therapistName)
            const when = entry.date ? shortDayLabel(entry.date) : 'Any time'
            return (
              <li key={entry._id} data-testid="waitlist-entry" className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  {entry.isTherapistListed ? (
                    <Link href={`/one-therapist/${entry.therapistId}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                      {name}
                    </Link>
                  ) : (
                    <p className="font-semibold text-ink">
                      {name} <span className="font-normal text-ink-muted">(not taking bookings at the moment)</span>
                    </p>
                  )}
                  <p className="mt-0.5 text-sm text-ink-muted">
                    <span data-testid="waitlist-when">{when}</span>
                    <span aria-hidden="true"> · </span>
                    <span data-testid="waitlist-expiry">Expires on {shortDayLabel(lastWaitingDay(new Date(entry.expiresAt)))}</span>
                  </p>
                </div>
                <LeaveWaitlistButton entryId={entry._id} description={`${name}, ${when}`} action={leaveAction} />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
