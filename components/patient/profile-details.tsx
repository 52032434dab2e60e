import { DetailList, EMPTY, orEmpty } from '@/components/ui/detail-list'
import { formatLongDate } from '@/lib/format'
import { AccountLinks } from '@/components/account/account-links'

/** The safe user of GET patient/view-profile, as far as the profile page shows it. */
export type ProfileView = {
  fullName: string
  email: string
  phoneNumber: string | null
  address: string | null
  localGovernment: string | null
  state: string | null
  gender: 'Male' | 'Female' | null
  dateOfBirth: string | null
  createdAt: string
}

/** The account card of /patient-profile, after the appointments: every profile field and the links to edit it. */
export function ProfileDetails({ profile }: { profile: ProfileView }) {
  const facts = [
    { term: 'Full Name', value: profile.fullName },
    { term: 'Email', value: profile.email },
    { term: 'Phone', value: orEmpty(profile.phoneNumber) },
    { term: 'Address', value: orEmpty(profile.address) },
    { term: 'Local Government', value: orEmpty(profile.localGovernment) },
    { term: 'State', value: orEmpty(profile.state) },
    { term: 'Gender', value: orEmpty(profile.gender) },
    // A date of birth is a calendar date (midnight UTC): Lagos (UTC+1) shows the same day.
    { term: 'Birthday', value: profile.dateOfBirth ? formatLongDate(profile.dateOfBirth) : EMPTY },
    { term: 'Member Since', value: formatLongDate(profile.createdAt) },
  ]
  return (
    <section aria-labelledby="account-details-heading" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="account-details-heading" className="text-2xl font-semibold">
        Account details
      </h2>

      <DetailList facts={facts} className="mt-4" />

      <AccountLinks className="mt-6" edit={{ href: '/edit-patient-profile', label: 'Edit Profile' }} passwordHref="/patient-change-password" />
    </section>
  )
}

/** The top of /patient-profile: the page's heading, before the appointments. */
export function ProfileHeading({ fullName }: { fullName: string }) {
  return (
    <div className="flex items-center gap-4">
      <span aria-hidden="true" className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-100 text-2xl font-semibold text-brand-800">
        {fullName.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold break-words sm:text-3xl">My Profile</h1>
        <p className="break-words text-ink-muted">{fullName}</p>
      </div>
    </div>
  )
}
