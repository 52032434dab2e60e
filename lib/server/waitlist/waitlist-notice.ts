import 'server-only'
import { drTitle } from '@/lib/validation/reschedule'
import { freedHoursLines, longDayLabel } from '@/lib/waitlist/freed-hours-text'
import { lastWaitingDay } from '@/lib/waitlist/waitlist-rules'
import { neutralTherapistPath } from '@/lib/waitlist/waitlist-link'
import { letter } from '../booking/appointment-email-details'
import type { Notice } from '../notifications/notify-person'
import { siteUrl } from '../seo/site-url'

type Told = {
  patient: { id: string; fullName: string }
  therapist: { id: string; fullName: string }
  /** The freed hours this wait hears about (start instants, ascending). */
  hours: readonly Date[]
  /** The wait's own date (null: any time) and end. */
  date: string | null
  expiresAt: Date
}

/**
 * What a waiting patient is told: the email names the therapist, the free times in Lagos time and
 * the link to the therapist's page; the short text for a phone says only that an hour they waited
 * for is free, with a neutral link that leads to the same page (never the word therapy or therapist,
 * a name or a specialty, not even in the link).
 */
export function waitlistNotice({ patient, therapist, hours, date, expiresAt }: Told): Notice {
  const page = siteUrl(`/one-therapist/${therapist.id}`)
  const doctor = drTitle(therapist.fullName)
  const until = date ? `for ${longDayLabel(date)}` : `for any time, until ${longDayLabel(lastWaitingDay(expiresAt))}`
  return {
    userId: patient.id,
    purpose: 'waitlist',
    subject: `An hour with ${doctor} is free`,
    emailText: letter(`Hello ${patient.fullName},`, [
      `You asked us to tell you when ${doctor} had a free hour. These times are free now (Lagos time):`,
      '',
      ...freedHoursLines(hours),
      '',
      `Book on ${doctor}'s page: ${page}`,
      '',
      'Everyone on the waitlist hears at the same moment, and the time goes to whoever books it first, so it may already be gone when you look.',
      '',
      `You are on this waitlist ${until}. To leave it, open your profile: ${siteUrl('/patient-profile')}`,
    ]),
    shortText: `An hour you were waiting for on Alafia is free: ${siteUrl(neutralTherapistPath(therapist.id))}`,
  }
}
