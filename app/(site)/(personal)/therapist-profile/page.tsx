import type { Metadata } from 'next'
import { NotificationSettings } from '@/components/account/notification-settings'
import { IntakeQuestionsCard } from '@/components/intake/intake-questions-card'
import { PrivacyCentreLink } from '@/components/privacy/privacy-centre-link'
import { TherapistProfileDetails } from '@/components/therapist-account/therapist-profile-details'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { viewTherapistQuestions } from '@/lib/server/intake/therapist-questions'
import { viewNotificationPreferences } from '@/lib/server/notifications/view-notification-preferences'
import { viewTherapistProfile } from '@/lib/server/therapists/view-therapist-profile'
import { saveNotificationSettingsAction } from './actions'

export const metadata: Metadata = { title: 'My Profile', robots: { index: false } }

/** Verified or not, a therapist sees and manages their own profile here. */
export default async function TherapistProfilePage() {
  const user = await requirePageUser(['Therapist'], '/therapist-profile')
  const [profile, preferences, { questions }] = await Promise.all([
    viewTherapistProfile({ therapistId: user.id }),
    viewNotificationPreferences({ userId: user.id }),
    viewTherapistQuestions({ therapistId: user.id }),
  ])
  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <TherapistProfileDetails profile={profile} />
      <IntakeQuestionsCard questions={questions} />
      <NotificationSettings preferences={preferences} action={saveNotificationSettingsAction} editProfileHref="/update-therapist-profile" otherParty="your patient's name" />
      <PrivacyCentreLink />
    </div>
  )
}
