import { ROLES } from '@/lib/roles'
import { intakeAnswersSchema } from '@/lib/validation/intake'
import { reviewSchema } from '@/lib/validation/reviews'
import { joinWaitlistSchema } from '@/lib/validation/waitlist'
import { z } from '@/lib/validation/zod'
import { defineRoutes } from '../contract'
import { id, messageAndData, messageOnly } from '../schemas/common'
import { ownReview, patientIntake, patientMoveProposal, savedIntake, waitlistEntry } from '../schemas/patient-account'
import { cancellationAnswer, patientAppointment } from '../schemas/patient-appointment'
import { INTAKE, MOVES, patientArea, REVIEWS, WAITLIST } from './patient-shared'

/** Moves the therapist proposed, the intake, reviews and the waitlist. */
export const patientCareRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/v1/patient/move-proposals',
    tag: MOVES,
    summary: 'New times therapists proposed, still to answer',
    access: patientArea,
    success: { 200: { description: 'The open proposals, soonest session first.', schema: z.object({ data: z.array(patientMoveProposal) }) } },
  },
  {
    method: 'post',
    path: '/api/v1/patient/move-proposal/{id}/accept',
    tag: MOVES,
    summary: 'Accept a proposed new time',
    access: patientArea,
    params: z.object({ id }),
    success: { 200: { description: 'Moved: the appointment at the new time.', schema: messageAndData(patientAppointment) } },
    errors: { 404: 'Anyone else’s or an unknown proposal.', 409: 'No longer open, or the time is gone.' },
  },
  {
    method: 'post',
    path: '/api/v1/patient/move-proposal/{id}/decline',
    tag: MOVES,
    summary: 'Decline a proposed new time: the session is cancelled with a full refund',
    access: patientArea,
    params: z.object({ id }),
    success: { 200: { description: 'Cancelled: the appointment and its refund.', schema: messageAndData(cancellationAnswer) } },
    errors: { 404: 'Anyone else’s or an unknown proposal.', 409: 'No longer open.' },
  },
  {
    method: 'get',
    path: '/api/v1/patient/intake/{appointmentId}',
    tag: INTAKE,
    summary: 'The intake for the therapist of one of the caller’s paid appointments',
    access: { kind: 'roles', roles: ROLES, note: 'Whoever is not that appointment’s patient finds nothing (404).' },
    params: z.object({ appointmentId: id }),
    success: { 200: { description: 'The questions and, once given, the answers.', schema: z.object({ data: patientIntake }) } },
    errors: { 404: '`Appointment not found.`: not the caller’s paid appointment.' },
  },
  {
    method: 'put',
    path: '/api/v1/patient/intake/{appointmentId}',
    tag: INTAKE,
    summary: 'Answer the intake',
    description: 'Only the therapist reads the answers; a safety answer of `yes` raises an alert for them.',
    access: { kind: 'roles', roles: ROLES, note: 'Whoever is not that appointment’s patient finds nothing (404).' },
    params: z.object({ appointmentId: id }),
    body: { schema: intakeAnswersSchema },
    success: { 200: { description: 'Saved: the intake as it now is.', schema: messageAndData(savedIntake) } },
    errors: { 404: '`Appointment not found.`: not the caller’s paid appointment.', 409: 'The therapist’s questions changed: reload and answer again.' },
  },
  {
    method: 'post',
    path: '/api/v1/patient/review/{appointmentId}',
    tag: REVIEWS,
    summary: 'Rate one of the caller’s own sessions',
    access: { kind: 'roles', roles: ['Patient'] },
    params: z.object({ appointmentId: id }),
    body: { schema: reviewSchema },
    success: { 201: { description: 'Saved: the review.', schema: messageAndData(ownReview) } },
    errors: {
      400: 'The session has not ended, was cancelled, was not paid, or the patient was marked absent.',
      404: 'Not the caller’s appointment.',
      409: 'Already reviewed.',
    },
  },

  // The waitlist.
  {
    method: 'get',
    path: '/api/v1/patient/waitlist',
    tag: WAITLIST,
    summary: "The caller's open waits",
    access: { kind: 'roles', roles: ['Patient'] },
    success: { 200: { description: 'The waits, the soonest to end first.', schema: z.object({ data: z.array(waitlistEntry) }) } },
  },
  {
    method: 'post',
    path: '/api/v1/patient/waitlist',
    tag: WAITLIST,
    summary: 'Wait for a therapist’s time to free up',
    description: '`date` (YYYY-MM-DD in Lagos) waits for that day; none for any time.',
    access: { kind: 'roles', roles: ['Patient'] },
    body: { schema: joinWaitlistSchema },
    success: { 201: { description: 'Waiting: the new entry.', schema: messageAndData(waitlistEntry) } },
    errors: {
      400: 'Waiting on oneself, or a date in the past or too far ahead (`errors.date`).',
      404: 'No such listed therapist.',
      409: 'Already waiting for this, or too many open waits.',
    },
  },
  {
    method: 'delete',
    path: '/api/v1/patient/waitlist/{id}',
    tag: WAITLIST,
    summary: 'Leave one of the caller’s waits',
    access: { kind: 'roles', roles: ['Patient'] },
    params: z.object({ id }),
    success: { 200: { description: 'Left.', schema: messageOnly } },
    errors: { 404: 'Anyone else’s or an unknown entry.' },
  },
])
