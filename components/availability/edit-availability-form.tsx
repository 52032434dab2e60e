'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { notify } from '@/components/ui/notify'
import type { ActionResult } from '@/lib/action-result'
import { isPastHour, openHours } from '@/lib/availability/planner'
import { FAILED_TO_UPDATE, NO_SLOT_SELECTED, NO_SLOTS_FOUND } from '@/lib/validation/availability'
import { HourGrid } from './hour-toggle'
import { type LagosClock, slotTime } from '@/lib/time'

type Props = {
  availabilityId: string
  date: string
  /** Published hours 0–23. */
  hours: number[]
  /** Hours a patient holds or has booked: they stay, and cannot be clicked away. */
  bookedHours: number[]
  clock: LagosClock
  dateLabel: string
  /** The page's save action: (availability id, the date's hours). */
  action: (availabilityId: string, input: { date: string; availableSlots: string[] }) => Promise<ActionResult<unknown>>
}

const LIST_PATH = '/therapist-dashboard/availability'

/**
 * The 24-hour grid of one date; clicking toggles a slot, hours already started are
 * disabled, and (beyond the spec) hours a patient holds or has booked are locked with Booked.
 * Save Changes returns to the list; the server checks everything again.
 */
export function EditAvailabilityForm({ availabilityId, date, hours, bookedHours, clock, dateLabel, action }: Props) {
  const router = useRouter()
  const headingId = useId()
  const [chosen, setChosen] = useState<readonly number[]>(hours)
  const [isSaving, setIsSaving] = useState(false)
  const hasOpenHours = openHours(date, clock).length > 0

  function toggle(hour: number) {
    setChosen((current) => (current.includes(hour) ? current.filter((h) => h !== hour) : [...current, hour].sort((a, b) => a - b)))
  }

  async function save() {
    if (chosen.length === 0) {
      notify.error(NO_SLOT_SELECTED)
      return
    }
    setIsSaving(true)
    try {
      const result = await action(availabilityId, { date, availableSlots: chosen.map(slotTime) })
      if (!result.ok) {
        notify.error(result.message || FAILED_TO_UPDATE)
        return
      }
      notify.success(result.message ?? 'Availability updated successfully')
      router.push(LIST_PATH)
      router.refresh()
    } catch {
      notify.error(FAILED_TO_UPDATE)
    } finally {
      setIsSaving(false)
    }
  }

  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {dateLabel}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Choose the hours patients can book. Times are in Lagos time.</p>
      {!hasOpenHours && <p className="mt-3 rounded-xl bg-sand-100 px-4 py-3 text-sm font-medium text-ink">{NO_SLOTS_FOUND}</p>}
      <HourGrid
        labelledBy={headingId}
        className="mt-5 grid grid-cols-3 gap-2 xs:grid-cols-4 sm:grid-cols-6"
        chosen={chosen}
        isLocked={isSaving}
        lockedNote={(hour) => (isPastHour(date, hour, clock) ? 'Past' : bookedHours.includes(hour) ? 'Booked' : undefined)}
        onToggle={toggle}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 border-t border-sand-200 pt-5 sm:flex-row sm:justify-end">
        <ButtonLink href={LIST_PATH} variant="ghost">
          Cancel
        </ButtonLink>
        <Button onClick={save} disabled={isSaving || !hasOpenHours}>
          {isSaving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </div>
  )
}
