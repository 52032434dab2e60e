import 'server-only'
import { sendEmail } from '../../email/send-email'
import { letter } from '../../booking/appointment-email-details'
import { siteUrl } from '../../seo/site-url'
import { logError } from '@/lib/server/log'

/*
 * The emails of the admin's review. Plain text only: names and the reason are
 * user text, never HTML. Sent after the decision has committed; a failure to queue one is logged and
 * never undoes the decision (the therapist sees it on their pages anyway).
 */

type Recipient = { email: string; fullName: string }

export async function sendDocumentDeclinedEmail({ to, label, reason }: { to: Recipient; label: string; reason: string }): Promise<void> {
  await sendQuietly({
    to: to.email,
    subject: `Your ${label} was declined`,
    text: letter(`Hello ${to.fullName},`, [
      `We reviewed the ${label} you uploaded to Alafia and could not accept it. The reason:`,
      '',
      reason,
      '',
      `Please upload a new ${label} here: ${siteUrl('/therapist-dashboard/therapist-not-verified')}`,
    ]),
  })
}

export async function sendTherapistVerifiedEmail({ to }: { to: Recipient }): Promise<void> {
  await sendQuietly({
    to: to.email,
    subject: 'Your Alafia account is verified',
    text: letter(`Hello ${to.fullName},`, [
      'Good news: we have checked your documents and verified your account.',
      'Patients can now find you in the therapist directory and book sessions with you.',
      '',
      `Publish the hours you are available on your dashboard: ${siteUrl('/therapist-dashboard/availability')}`,
    ]),
  })
}

async function sendQuietly(message: Parameters<typeof sendEmail>[0]): Promise<void> {
  await sendEmail(message).catch((error: unknown) => logError(`[admin] could not queue the email "${message.subject}"`, error))
}

export async function sendBackToReviewEmail({ to }: { to: Recipient }): Promise<void> {
  await sendQuietly({
    to: to.email,
    subject: 'Your Alafia profile is being reviewed again',
    text: letter(`Hello ${to.fullName},`, [
      'You changed the name or the email address on your verified Alafia profile. Verification belongs to the person our team checked, so your profile is back in review.',
      'Until an admin verifies it again, you are not listed in the directory and patients cannot book new sessions with you. Sessions already booked stay as they are.',
      '',
      `Your documents and the review are here: ${siteUrl('/therapist-dashboard/therapist-not-verified')}`,
    ]),
  })
}
