import 'server-only'
import { proposalDeadline } from '@/lib/appointments/move-proposal'
import { drTitle } from '@/lib/validation/reschedule'
import { letter } from '../booking/appointment-email-details'
import { db } from '../db'
import { logError } from '../log'
import { notifyPerson } from '../notifications/notify-person'
import { siteUrl } from '../seo/site-url'
import { describeLagosInstant, describeLagosTime } from '@/lib/time'

/**
 * Tells the patient their therapist proposes a new time for a session, with where to answer (the
 * session's details on their profile) and until when. Sent after the proposal committed: a failure
 * is logged and undoes nothing (the proposal shows on the profile either way). The short text for a
 * phone names neither the therapist nor what the session is.
 */
export async function sendMoveProposal({ proposalId }: { proposalId: string }): Promise<void> {
  try {
    const proposal = await db.moveProposal.findUnique({
      where: { id: proposalId },
      select: {
        startsAt: true,
        endsAt: true,
        appointment: { select: { patientId: true, status: true, startsAt: true, endsAt: true, patient: { select: { fullName: true } }, therapist: { select: { user: { select: { fullName: true } } } } } },
      },
    })
    if (!proposal) return
    const { appointment } = proposal
    const doctor = drTitle(appointment.therapist.user.fullName)
    await notifyPerson({
      userId: appointment.patientId,
      purpose: 'schedule-change',
      subject: `${doctor} proposes a new time for your session`,
      emailText: letter(`Hello ${appointment.patient.fullName},`, [
        `${doctor} cannot keep your session on ${describeLagosTime(appointment.startsAt, appointment.endsAt)} and proposes a new time:`,
        '',
        `New time: ${describeLagosTime(proposal.startsAt, proposal.endsAt)}`,
        '',
        'Open the session on your profile (View details) to accept the new time, or to cancel the session with a full refund:',
        siteUrl('/patient-profile'),
        '',
        `Please answer before ${describeLagosInstant(proposalDeadline(proposal))}. Until you answer, your session stays at its current time.`,
      ]),
      shortText: 'Alafia: a new time has been proposed for your appointment. Open your profile on Alafia to accept it or cancel with a full refund.',
    })
  } catch (error) {
    logError(`[move-proposal] ${proposalId} was made but the patient could not be told`, error)
  }
}
