import { connection } from 'next/server'
import { SignOutEverywhere } from '@/components/account/sign-out-everywhere'
import { Badge } from '@/components/ui/badge'
import { listSignIns } from '@/lib/server/privacy/sign-ins/list-sign-ins'
import { formatLagosDateTime } from '@/lib/time'

/**
 * Where you are signed in (decision 042): recent sign-ins with the time, the device named from its
 * browser, part of the address, whether it is still active and which one is this device, and "Sign
 * out everywhere". `user` must be the session's user (the page passes it).
 */
export async function SignIns({ user }: { user: { id: string; sessionId: string } }) {
  await connection()
  const signIns = await listSignIns({ userId: user.id, currentSessionId: user.sessionId })
  return (
    <section aria-labelledby="sign-ins-heading" className="space-y-4" data-testid="sign-ins">
      <div>
        <h2 id="sign-ins-heading" className="text-2xl font-semibold">
          Where you are signed in
        </h2>
        <p className="mt-1 text-ink-muted">
          Your recent sign-ins. The device is a guess from the browser, and only part of the internet address is kept. If you see one that was not you, sign out
          everywhere and change your password.
        </p>
      </div>
      <ul className="space-y-2">
        {signIns.map((signIn) => (
          <li key={signIn._id} data-testid="sign-in" className="rounded-xl border border-sand-200 bg-white px-4 py-3 text-sm">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              {signIn.device}
              {signIn.isCurrent && <Badge tone="info">This device</Badge>}
              <Badge tone={signIn.isActive ? 'success' : 'neutral'}>{signIn.isActive ? 'Active' : 'Ended'}</Badge>
            </p>
            <p className="mt-0.5 text-ink-muted">
              Signed in {formatLagosDateTime(signIn.signedInAt)}
              {signIn.address ? ` from ${signIn.address}` : ''}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <SignOutEverywhere />
      </div>
    </section>
  )
}
