import { Card } from '@/components/ui/card'
import { getCurrentUser } from '@/lib/server/auth/current-user'
import { previewAccountErasure } from '@/lib/server/privacy/erase-own-account'
import { DeleteAccountDialog } from './delete-account-dialog'

/**
 * The privacy centre's last section: deleting one's own account (docs/decisions/041). It says what
 * will happen before anything is typed, and why it cannot happen yet when that is so (a therapist
 * still owed money, a refund that needs a bank account, a staff account).
 */
export async function DeleteAccount() {
  const user = await getCurrentUser()
  if (!user) return null
  const { refusal, upcomingSessions } = await previewAccountErasure({ userId: user.id })
  const isTherapist = user.role === 'Therapist'
  return (
    <Card>
      <section aria-labelledby="delete-account-title">
        <h2 id="delete-account-title" className="text-xl font-semibold">
          Delete your account
        </h2>
        <p className="mt-2 leading-relaxed text-ink-muted">When you delete your account:</p>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed text-ink-muted">
          <li>
            {isTherapist ? 'Every paid session still to come is cancelled and your patients get all their money back.' : 'Every paid session still to come is cancelled and you get all your money back, whatever the cancellation terms.'}{' '}
            {upcomingSessions > 0 && <strong className="text-ink">{upcomingSessions === 1 ? 'You have 1 such session.' : `You have ${upcomingSessions} such sessions.`}</strong>}
          </li>
          <li>Your message threads close and their messages are deleted, your waitlists and unpaid bookings end.</li>
          <li>
            Your name, email, phone number and the rest of your profile are removed, with your {isTherapist ? 'documents, hours and replies to reviews' : 'reviews, comments and intake answers'}.
          </li>
          <li>You are signed out on every device and cannot sign in again.</li>
          <li>
            The books stay, without your name: past sessions, payments, refunds{isTherapist ? ', earnings and payouts' : ''}, because the law requires us to keep financial
            records; so does the record of what you consented to and when.
          </li>
        </ul>
        <p className="mt-3 font-semibold text-ink">This cannot be undone.</p>
        {refusal ? (
          <p role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 leading-relaxed text-ink">
            {refusal}
          </p>
        ) : (
          <DeleteAccountDialog />
        )}
      </section>
    </Card>
  )
}
