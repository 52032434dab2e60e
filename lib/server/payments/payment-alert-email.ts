import 'server-only'
import { logError } from '@/lib/server/log'
import { config } from '../config'
import { sendEmail } from '../email/send-email'
import { siteUrl } from '../seo/site-url'

/**
 * Support hears of a payment alert at once (payment-alerts.ts): an admin follows it on
 * /admin/refunds. The alert names references and amounts only, never anything about a session.
 * Never throws: the alert is stored whatever happens to the email.
 */
export async function sendPaymentAlertEmail({ eventType, alert, appointmentId }: { eventType: string; alert: string; appointmentId?: string | null }): Promise<void> {
  try {
    await sendEmail({
      to: config().SUPPORT_EMAIL,
      subject: `Payment alert: ${eventType}`,
      text: [
        'A payment notification needs an admin.',
        '',
        alert,
        ...(appointmentId ? [`Appointment: ${siteUrl(`/admin/appointment/${appointmentId}`)}`] : []),
        `Payment alerts: ${siteUrl('/admin/refunds')}`,
      ].join('\n'),
    })
  } catch (error) {
    logError(`[payment alert] ${eventType}: support could not be emailed`, error)
  }
}
