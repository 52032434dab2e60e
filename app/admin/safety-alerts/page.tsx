import type { Metadata } from 'next'
import { AdminPage } from '@/components/admin/admin-page'
import { SafetyAlertList } from '@/components/admin/safety-alerts/safety-alert-list'
import { ADMIN_AREA_ROLES } from '@/lib/roles'
import { requirePageUser } from '@/lib/server/auth/current-user'
import { listSafetyAlerts, SAFETY_ALERTS_SHOWN } from '@/lib/server/intake/list-safety-alerts'

export const metadata: Metadata = { title: 'Safety alerts', robots: { index: false } }

/**
 * /admin/safety-alerts: that a patient's intake raised a safety alert, when, for which therapist, and
 * when the therapist acknowledged it. Never the patient or an answer: only the booked therapist
 * reads the intake (decision 029). Admins and managers alike.
 */
export default async function SafetyAlertsPage() {
  const viewer = await requirePageUser(ADMIN_AREA_ROLES, '/admin/safety-alerts')
  const alerts = await listSafetyAlerts({ viewer })
  return (
    <AdminPage>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Safety alerts</h1>
      <p className="mt-2 max-w-prose text-ink-muted">
        Raised when a patient answers “yes” to the intake’s safety question. The therapist is emailed at once and reads the intake; this list shows only when each alert was
        raised and when the therapist acknowledged it. Follow up with a therapist who has not. The latest {SAFETY_ALERTS_SHOWN} are shown.
      </p>
      <SafetyAlertList alerts={alerts} />
    </AdminPage>
  )
}
