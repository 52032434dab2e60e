import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { BreachList } from '@/components/admin/privacy/breach-list'
import { RecordBreachForm } from '@/components/admin/privacy/record-breach-form'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listBreaches } from '@/lib/server/privacy/breaches/list-breaches'
import { lagosLocalInput } from '@/lib/validation/privacy-registers'
import { recordBreachAction, updateBreachAction } from './actions'

export const metadata: Metadata = { title: 'Breaches', robots: { index: false } }

/**
 * /admin/breaches: the register of personal data breaches, with the 72-hour deadline to notify the
 * Nigeria Data Protection Commission counted down. Admins only: a Manager is sent to /unauthorized (decision 043).
 */
export default async function BreachesPage() {
  const viewer = await requirePageUser(['Admin'], '/admin/breaches')
  const now = new Date()
  const breaches = await listBreaches(viewer)
  return (
    <AdminPage>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Breaches</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Every breach of personal data, however small: when it was found, what data and how many people. Notify the Nigeria Data Protection Commission within 72 hours of
        finding it, and tell the people affected without delay when it puts them at high risk.
      </p>
      <RecordBreachForm action={recordBreachAction} now={lagosLocalInput(now)} />
      <h2 className="mt-8 text-xl font-semibold">The register</h2>
      <BreachList breaches={breaches} now={now} action={updateBreachAction} />
    </AdminPage>
  )
}
