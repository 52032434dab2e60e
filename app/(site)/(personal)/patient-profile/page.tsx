import type { Metadata } from 'next'
import { NotificationSettings } from '@/components/account/notification-settings'
import { PatientAppointments } from '@/components/appointments/patient-appointments'
import { PatientMessageThreads } from '@/components/messages/patient-message-threads'
import { ProfileDetails, ProfileHeading } from '@/components/patient/profile-details'
import { PatientWaitlists } from '@/components/waitlist/patient-waitlists'
import { PatientConsents } from '@/components/consent/patient-consents'
import { PrivacyCentreLink } from '@/components/privacy/privacy-centre-link'
import { ACCOUNT_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { viewNotificationPreferences } from '@/lib/server/notifications/view-notification-preferences'
import { viewOwnProfile } from '@/lib/server/users/view-own-profile'
import { leaveWaitlistAction, saveNotificationSettingsAction, withdrawConsentAction } from './actions'

export const metadata: Metadata = { title: 'My Profile', robots: { index: false } }

// Patient and Admin may open it, plus Manager: /user-profile sends a Manager here (decision 005).
// What a patient comes for first are their sessions: the appointments lead, then the waitlists,
// the nine profile fields follow, then how a patient is reminded of sessions (admins and managers
// have neither waitlists nor reminders).
export default async function PatientProfilePage() {
  const user = await requirePageUser(ACCOUNT_ROLES, '/patient-profile')
  const [profile, preferences] = await Promise.all([
    viewOwnProfile({ userId: user.id }),
    user.role === 'Patient' ? viewNotificationPreferences({ userId: user.id }) : null,
  ])
  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <ProfileHeading fullName={profile.fullName} />

      <PatientAppointments patientId={user.id} />

      {/* Messages with their therapists: patients only (nobody's messages are an admin's or a manager's). */}
      {user.role === 'Patient' && <PatientMessageThreads patientId={user.id} />}

      {/* Only patients wait for hours (admins and managers cannot join a waitlist). */}
      {user.role === 'Patient' && <PatientWaitlists patientId={user.id} leaveAction={leaveWaitlistAction} />}

      <ProfileDetails profile={profile} />

      {/* Only a patient's health information is processed, so only patients are asked to consent (decision 028). */}
      {user.role === 'Patient' && <PatientConsents userId={user.id} role={user.role} withdrawAction={withdrawConsentAction} />}

      {preferences && <NotificationSettings preferences={preferences} action={saveNotificationSettingsAction} editProfileHref="/edit-patient-profile" otherParty="Dr …" />}

      <PrivacyCentreLink />
    </div>
  )
}
