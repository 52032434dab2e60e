import type { Metadata } from 'next'
import Link from 'next/link'
import { BlockToggle, DeleteAccount } from '@/components/admin/people/account-actions'
import { AppointmentSummary } from '@/components/admin/people/appointment-summary'
import { PaidUpcomingSection } from '@/components/admin/people/paid-upcoming-section'
import { ActionNote, UserAccountCard } from '@/components/admin/people/user-account-card'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { viewUser } from '@/lib/server/admin/users/view-user'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { orNotFound } from '@/lib/server/or-not-found'
import { blockUserAction, deleteUserAction, unblockUserAction } from './actions'

export const metadata: Metadata = { title: 'User', robots: { index: false } }

const UPCOMING_WARNING = {
  Active: null,
  Blocked: 'This person is blocked and cannot sign in: decide what happens to each of these sessions (keep it, or cancel and refund it).',
  Deleted: 'This account was deleted: arrange each of these sessions with the therapist (a refund is usually due).',
} as const

/** One placeholder id so the shell prerenders at build; every real id renders at request time behind loading.tsx. */
export function generateStaticParams() {
  return [{ id: '00000000-0000-0000-0000-000000000000' }]
}

/** /admin/applicationUser/{id}: details, block and unblock, Delete user. */
export default async function AdminUserPage({ params }: PageProps<'/admin/applicationUser/[id]'>) {
  const { id } = await params
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, `/admin/applicationUser/${encodeURIComponent(id)}`)
  const user = await orNotFound(viewUser({ viewer, userId: id }))
  const isErased = user.status === 'Deleted'
  const isTherapist = user.role === 'Therapist'

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <Link href="/admin/users" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
        ← Users
      </Link>
      <UserAccountCard user={user}>
        {isTherapist && !isErased && (
          <p className="mb-4 text-sm">
            This is a therapist account.{' '}
            <Link href={`/admin/therapist/${user._id}`} className="font-semibold text-brand-800 underline underline-offset-4">
              Open the therapist page
            </Link>{' '}
            for documents and verification.
          </p>
        )}
        {isErased ? (
          <ActionNote>This account was deleted: its personal data is gone. Its appointments and payments are kept for the records.</ActionNote>
        ) : viewer.role !== 'Admin' ? (
          <ActionNote>Managers can view accounts. Only an admin can block, unblock or delete them.</ActionNote>
        ) : user._id === viewer.id ? (
          <ActionNote>This is your own account. You cannot block or delete it.</ActionNote>
        ) : user.role === 'Admin' ? (
          <ActionNote>Admin accounts cannot be blocked or deleted from the admin area.</ActionNote>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <BlockToggle
              input={{ userId: user._id }}
              name={user.fullName}
              noun="User"
              isTherapist={isTherapist}
              isBlocked={user.isBlocked}
              block={blockUserAction}
              unblock={unblockUserAction}
            />
            <DeleteAccount userId={user._id} name={user.fullName} isTherapist={isTherapist} paidUpcoming={user.paidUpcoming.total} remove={deleteUserAction} />
          </div>
        )}
      </UserAccountCard>
      <PaidUpcomingSection
        paidUpcoming={user.paidUpcoming}
        counterpart="therapist"
        warning={UPCOMING_WARNING[user.status]}
      />
      <AppointmentSummary summary={user.appointments} />
    </div>
  )
}
